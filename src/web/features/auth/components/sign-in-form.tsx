import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { INVALID_OTP, MFA_REQUIRED } from '../../../../domain/iam/token-errors';
import { SecretInput } from '../../../components/secret-input';
import { PageLoader, Spinner } from '../../../components/spinner';
import { ApiError, describeError } from '../../../lib/api-error';
import { withConsoleStyles } from '../../../lib/console-styles';
import { EnrolmentRequired, type Credentials } from '../api/sign-in';
import { SecondFactorFields } from './second-factor-fields';

// Enrolment at sign-in (a tenant requiring two-factor, a user without it) is rare: its chunk (the steps, the two-factor
// schemas and zod) is asked for when the server answers that it is needed, not with the sign-in page.
const SignInEnrolment = lazy(() => withConsoleStyles(() => import('./sign-in-enrolment'))().then((m) => ({ default: m.SignInEnrolment })));

interface SignInFormProps {
  onSubmit(credentials: Credentials): Promise<void>;
}

type Step = { name: 'password' } | { name: 'code'; notice?: string } | { name: 'enrol'; token: string };

export const TWO_FACTOR_READY_NOTICE = 'Two-factor sign-in is on. Sign in with a code of your authenticator app.';

/**
 * Username and password; then, on the same page, the second factor when the server asks for it (mfa_required), or the
 * enrolment when the tenant requires one the user has not set up. Disabled while signing in; shows the failure's text.
 */
export function SignInForm({ onSubmit }: SignInFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !username.trim() || !password || (step.name === 'code' && !otp.trim())) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ username: username.trim(), password, ...(step.name === 'code' ? { otp: otp.trim() } : {}) });
    } catch (e) {
      if (e instanceof EnrolmentRequired) setStep({ name: 'enrol', token: e.token });
      else if (e instanceof ApiError && e.error === MFA_REQUIRED) setStep({ name: 'code' });
      else {
        if (e instanceof ApiError && e.error === INVALID_OTP) setOtp('');
        setError(describeError(e));
      }
      setBusy(false);
    }
  }

  function restart() {
    setStep({ name: 'password' });
    setOtp('');
    setPassword('');
    setError(null);
  }

  if (step.name === 'enrol') {
    return (
      <Paper p="xl" radius="md" withBorder>
        <Suspense fallback={<PageLoader />}>
          <SignInEnrolment
            token={step.token}
            password={password}
            onFinished={() => setStep({ name: 'code', notice: TWO_FACTOR_READY_NOTICE })}
            onCancel={restart}
          />
        </Suspense>
      </Paper>
    );
  }

  return (
    <Paper p="xl" radius="md" withBorder>
      <form onSubmit={submit} aria-label="Sign in">
        <Stack gap="md">
          <Title order={2}>Sign in</Title>
          {step.name === 'code' && step.notice && (
            <Alert color="green" data-testid="sign-in-notice">
              {step.notice}
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert" data-testid="sign-in-error">
              {error}
            </Alert>
          )}
          {step.name === 'code' ? (
            <SecondFactorFields value={otp} onChange={setOtp} disabled={busy} onBack={restart} />
          ) : (
            <>
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
            </>
          )}
          <Group justify="flex-end" gap="sm">
            {busy && <Spinner size="sm" />}
            <Button type="submit" disabled={busy}>
              {step.name === 'code' ? 'Verify' : 'Sign In'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
