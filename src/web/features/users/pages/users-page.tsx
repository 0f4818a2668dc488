import { useEffect, useState, useSyncExternalStore } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Privilege, privilegeOn, tenantResource, type RoleName } from '../../../../domain/access';
import type { AccessList, AccessRow } from '../../../../domain/users/access-lists';
import { ErrorPanel } from '../../../components/error-panel';
import { PageLoader } from '../../../components/spinner';
import { INSUFFICIENT_PRIVILEGE_TEXT } from '../../../components/status-message';
import { ApiError } from '../../../lib/api-error';
import { dialogs } from '../../../lib/dialogs';
import { notify } from '../../../lib/notify';
import { useAction } from '../../../lib/use-action';
import { getSession, subscribeSession } from '../../../lib/session';
import { createUser } from '../api/create-user';
import { accessListsQueryKey, getAccessLists } from '../api/get-access-lists';
import { getUsers, usersQueryKey } from '../api/get-users';
import { grantableRoles, grantConfirmation, ROLE_LABELS } from '../api/grant-rules';
import { updateGrant } from '../api/update-grant';
import { AccessListTable } from '../components/access-list-table';
import { AddUserModal, type AddUserRequest } from '../components/add-user-modal';
import { TwoFactorRequirement } from '../components/two-factor-requirement';

/** docs/product/platform.md §2.10: the page starts loading 500 ms after opening. */
export const LOAD_DELAY_MS = 500;

function useDelay(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return done;
}

/**
 * The users page (docs/product/platform.md §2.10): the access lists, with our grant/add extension for admins and the
 * owner's two-factor requirement.
 */
export function UsersPage() {
  const tenantKey = useParams().tenant ?? '';
  const grants = useSyncExternalStore(subscribeSession, getSession).roles ?? [];
  const queryClient = useQueryClient();
  const started = useDelay(LOAD_DELAY_MS);
  const [adding, setAdding] = useState<AccessList | null>(null);
  const key = accessListsQueryKey(tenantKey);
  const lists = useQuery({ queryKey: key, queryFn: () => getAccessLists(tenantKey), enabled: started, staleTime: 0 });
  const users = useQuery({ queryKey: usersQueryKey(tenantKey), queryFn: () => getUsers(tenantKey), enabled: adding !== null, staleTime: 0 });

  const replaceList = (saved: AccessList) => queryClient.setQueryData<AccessList[]>(key, (old) => old?.map((l) => (l.resource === saved.resource ? saved : l)));
  const toggle = useAction({
    mutationFn: ({ list, row, role, granted }: { list: AccessList; row: AccessRow; role: RoleName; granted: boolean }) =>
      updateGrant({ resource: list.resource, userId: row.userId, role, granted }),
    onSuccess: (saved, { row, role, granted }) => {
      replaceList(saved);
      notify.success(`${ROLE_LABELS[role]} role ${granted ? 'granted to' : 'revoked from'} ${row.username}.`);
    },
  });
  // The grant being changed, as the access list marks it.
  const pending = toggle.isPending ? `${toggle.variables.row.userId}:${toggle.variables.role}` : null;

  // One click changes who may do what: it is asked about first, and the server may still refuse it.
  function confirmToggle(list: AccessList, row: AccessRow, role: RoleName, granted: boolean) {
    const ask = grantConfirmation(granted, role, row.username, list.name);
    void dialogs().then((modals) =>
      modals.openConfirmModal({
        title: ask.title,
        children: <Text size="sm">{ask.text}</Text>,
        labels: { confirm: ask.confirm, cancel: 'Cancel' },
        confirmProps: granted ? {} : { color: 'red' },
        onConfirm: () => toggle.mutate({ list, row, role, granted }),
      }),
    );
  }

  // The modal runs it as its save (lib/use-action.ts), showing a failure.
  async function add(list: AccessList, request: AddUserRequest) {
    const userId = request.kind === 'new' ? (await createUser(tenantKey, request.user)).id : request.userId;
    replaceList(await updateGrant({ resource: list.resource, userId, role: request.role, granted: true }));
    void queryClient.invalidateQueries({ queryKey: usersQueryKey(tenantKey) });
    notify.success(`User added to ${list.name}.`);
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Users
      </Title>
      {privilegeOn(grants, tenantResource(tenantKey)) >= Privilege.OWNER && <TwoFactorRequirement tenantKey={tenantKey} />}
      {lists.isError && <ErrorPanel error={lists.error} />}
      {lists.error instanceof ApiError && lists.error.status === 403 && <Text data-testid="users-not-permitted">{INSUFFICIENT_PRIVILEGE_TEXT}</Text>}
      {(!started || lists.isPending) && !lists.isError && <PageLoader />}
      {lists.data?.map((list) => (
        <AccessListTable
          key={list.resource}
          list={list}
          callerPrivilege={privilegeOn(grants, list.resource)}
          pending={pending}
          onToggle={(row, role, granted) => confirmToggle(list, row, role, granted)}
          onAddUser={() => setAdding(list)}
        />
      ))}
      {adding && (
        <AddUserModal
          list={adding}
          roles={grantableRoles(privilegeOn(grants, adding.resource), adding.kind)}
          users={users.data}
          onClose={() => setAdding(null)}
          onSubmit={(request) => add(adding, request)}
        />
      )}
    </Stack>
  );
}
