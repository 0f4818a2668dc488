import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { Select } from '../../../components/inputs';
import type { RoleName } from '../../../../domain/access';
import { SubmitGate } from '../../../lib/form-check';
import { useFormCheck } from '../../../lib/use-form-check';
import { useAction } from '../../../lib/use-action';
import { NewUser, type AccessList } from '../../../../domain/users/access-lists';
import type { TenantUser } from '../api/create-user';
import { ROLE_LABELS } from '../api/grant-rules';
import { EMPTY_USER, NewUserFields, type NewUserValues } from './new-user-fields';

/** Ours: the list's new member is chosen among the tenant's users. */
const USER_REQUIRED = 'Choose a user';

export type AddUserRequest = { kind: 'existing'; userId: string; role: RoleName } | { kind: 'new'; user: NewUser; role: RoleName };

interface AddUserModalProps {
  list: AccessList;
  roles: RoleName[];
  /** Users of the tenant (for adding one who is not on this list yet); undefined while loading. */
  users?: TenantUser[];
  onClose(): void;
  /** Resolves when saved; rejects when not (the modal shows why and stays open to correct it). */
  onSubmit(request: AddUserRequest): Promise<void>;
}

/**
 * Adds an existing or a new user to one access list with a role (beyond docs/product/platform.md §2.10,
 * docs/decisions/0034-users-page.md).
 */
export function AddUserModal({ list, roles, users, onClose, onSubmit }: AddUserModalProps) {
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [userId, setUserId] = useState<string | null>(null);
  const [role, setRole] = useState<RoleName>(roles.includes('reader') ? 'reader' : roles[roles.length - 1]);
  const [values, setValues] = useState<NewUserValues>(EMPTY_USER);
  const add = useAction({ mutationFn: (request: AddUserRequest) => onSubmit(request), onSuccess: onClose });
  // The new user's fields checked with the server's schema as they are typed; Add waits for a valid form, each field
  // saying why beside itself once touched (docs/decisions/0137).
  const parsed = mode === 'new' ? NewUser.safeParse(values) : null;
  const problems: Partial<Record<keyof NewUserValues | 'userId', string>> =
    mode === 'existing'
      ? userId
        ? {}
        : { userId: USER_REQUIRED }
      : Object.fromEntries((parsed?.error?.issues ?? []).reverse().map((i) => [String(i.path[0]), i.message]));
  const check = useFormCheck(problems, { ...values, userId });

  const onList = new Set(list.rows.map((r) => r.userId));
  const choices = (users ?? []).filter((u) => !onList.has(u.id)).map((u) => ({ value: u.id, label: `${u.username} (${u.firstName} ${u.lastName})` }));

  function submit(e: React.FormEvent) {
    e.preventDefault();
    let request: AddUserRequest;
    if (mode === 'existing') {
      if (!userId) return check.reveal();
      request = { kind: 'existing', userId, role };
    } else {
      if (!parsed?.success) return check.reveal();
      request = { kind: 'new', user: parsed.data, role };
    }
    add.mutate(request);
  }

  return (
    <Modal opened onClose={onClose} title={`Add user to ${list.name}`} size="lg">
      <form onSubmit={submit} onKeyDown={check.onKeyDown} noValidate>
        <Stack>
          <SegmentedControl
            value={mode}
            onChange={(v) => setMode(v as 'existing' | 'new')}
            data={[
              { value: 'existing', label: 'Existing user' },
              { value: 'new', label: 'New user' },
            ]}
          />
          {mode === 'existing' ? (
            <Select
              label="User"
              placeholder={users ? 'Choose a user' : 'Loading users…'}
              data={choices}
              value={userId}
              onChange={setUserId}
              {...check.field('userId')}
              searchable
              nothingFoundMessage="Every user of the tenant is on this list."
            />
          ) : (
            <NewUserFields values={values} field={check.field} onChange={setValues} />
          )}
          <Select
            label="Role"
            data={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
            value={role}
            onChange={(v) => v && setRole(v as RoleName)}
            allowDeselect={false}
          />
          <Text size="xs" c="dimmed">
            The user gets the role at their next sign-in.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <SubmitGate invalid={check.invalid} onTry={check.reveal}>
              <Button type="submit" loading={add.isPending} disabled={check.invalid}>
                Add
              </Button>
            </SubmitGate>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
