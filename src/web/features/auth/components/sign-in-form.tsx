import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { SecretInput } from '../../../components/secret-input';
import { Spinner } from '../../../components/spinner';
import { describeError } from '../../../lib/api-error';
import type { Credentials } from '../api/sign-in';

interface SignInFormProps {
  onSubmit(credentials: Credentials): Promise<void>;
}

/** Username and password; the form is disabled while signing in and shows the failure's text. */
export function SignInForm({ onSubmit }: SignInFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !username.trim() || !password) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ username: username.trim(), password });
    } catch (e) {
      setError(describeError(e));
      setBusy(false);
    }
  }

  return (
    <Paper p="xl" radius="md" withBorder>
      <form onSubmit={submit} aria-label="Sign in">
        <Stack gap="md">
          <Title order={2}>Sign in</Title>
          {error && (
            <Alert color="red" role="alert" data-testid="sign-in-error">
              {error}
            </Alert>
          )}
          <TextInput
            label="Username"
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            disabled={busy}
            required
            autoComplete="username"
            autoFocus
          />
          <SecretInput
            label="Password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            disabled={busy}
            required
            autoComplete="current-password"
          />
          <Group justify="flex-end" gap="sm">
            {busy && <Spinner size="sm" />}
            <Button type="submit" disabled={busy}>
              Sign In
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
