import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, SimpleGrid, Title } from '@mantine/core';
import { passwordFormFilled } from '../../../../domain/common/password';
import { SecretInput } from '../../../components/secret-input';
import { Spinner } from '../../../components/spinner';
import { passwordProblem } from '../api/change-password';

interface ChangePasswordFormProps {
  onChange(currentPassword: string, newPassword: string): Promise<void>;
}

/**
 * Current, new and retyped password; Change stays disabled until all three are filled (docs/product/platform.md §5).
 */
export function ChangePasswordForm({ onChange }: ChangePasswordFormProps) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [retyped, setRetyped] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof passwordProblem>>(null);
  const [busy, setBusy] = useState(false);
  const filled = passwordFormFilled({ currentPassword: current, newPassword: next, confirmPassword: retyped });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!filled || busy) return;
    const found = passwordProblem(next, retyped);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      await onChange(current, next);
    } catch {
      // the page has reported the failure
    } finally {
      setBusy(false);
    }
  }

  const errorOf = (field: 'newPassword' | 'retyped') => (problem?.field === field ? problem.message : undefined);
  return (
    <Paper p="lg" withBorder component="section" aria-label="Change password">
      <form onSubmit={submit} noValidate>
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
            error={errorOf('newPassword')}
            onChange={(e) => setNext(e.currentTarget.value)}
            disabled={busy}
            autoComplete="new-password"
          />
          <SecretInput
            label="Retype Password"
            value={retyped}
            error={errorOf('retyped')}
            onChange={(e) => setRetyped(e.currentTarget.value)}
            disabled={busy}
            autoComplete="new-password"
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          {busy && <Spinner size="sm" />}
          <Button type="submit" disabled={!filled || busy}>
            Change
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
