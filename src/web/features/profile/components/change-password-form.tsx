import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, SimpleGrid, Title } from '@mantine/core';
import { passwordFormFilled } from '../../../../domain/common/password';
import { SecretInput } from '../../../components/secret-input';
import { Spinner } from '../../../components/spinner';
import { SubmitGate } from '../../../lib/form-check';
import { useFormCheck } from '../../../lib/use-form-check';
import { useAction } from '../../../lib/use-action';
import { passwordProblem } from '../api/change-password';

interface ChangePasswordFormProps {
  /** Changes the password; rejects when it was not changed (the form shows why). */
  onChange(currentPassword: string, newPassword: string): Promise<void>;
}

/**
 * Current, new and retyped password; Change stays disabled until all three are filled (docs/product/platform.md §5).
 */
export function ChangePasswordForm({ onChange }: ChangePasswordFormProps) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [retyped, setRetyped] = useState('');
  const change = useAction({ mutationFn: (passwords: { current: string; next: string }) => onChange(passwords.current, passwords.next) });
  const busy = change.isPending;
  const filled = passwordFormFilled({ currentPassword: current, newPassword: next, confirmPassword: retyped });
  // Change waits for all three filled (docs/product/platform.md §5) and a new password the rules take, typed twice
  // alike; the new and the retyped one say why beside themselves once touched (docs/decisions/0137).
  const problem = passwordProblem(next, retyped);
  const check = useFormCheck({ [problem?.field ?? 'newPassword']: problem?.message }, { newPassword: next, retyped });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!filled || busy) return;
    if (problem) return check.reveal();
    change.mutate({ current, next });
  }

  return (
    <Paper p="lg" withBorder component="section" aria-label="Change password">
      <form onSubmit={submit} onKeyDown={check.onKeyDown} noValidate>
        <Title order={3} mb="md">
          Change password
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SecretInput
            label="Current Password"
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            disabled={busy}
            autoComplete="current-password"
          />
          <SecretInput
            label="New Password"
            value={next}
            {...check.field('newPassword')}
            onChange={(e) => setNext(e.currentTarget.value)}
            disabled={busy}
            autoComplete="new-password"
          />
          <SecretInput
            label="Retype Password"
            value={retyped}
            {...check.field('retyped')}
            onChange={(e) => setRetyped(e.currentTarget.value)}
            disabled={busy}
            autoComplete="new-password"
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          {busy && <Spinner size="sm" />}
          <SubmitGate invalid={check.invalid} onTry={check.reveal}>
            <Button type="submit" disabled={!filled || busy || check.invalid}>
              Change
            </Button>
          </SubmitGate>
        </Group>
      </form>
    </Paper>
  );
}
