import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isRecoveryCodeShape, isTotpShape, normalizeOtp, type TwoFactorEnrolment } from '../../../../domain/iam/two-factor';
import { SecretInput } from '../../../components/secret-input';
import { PageLoader, Spinner } from '../../../components/spinner';
import { EnrolmentSteps } from '../../../components/two-factor/enrolment-steps';
import { describeError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useAction } from '../../../lib/use-action';
import { confirmEnrolment, disableTwoFactor, getTwoFactorStatus, startEnrolment, twoFactorQueryKey } from '../../../lib/two-factor';

export const TWO_FACTOR_OFF_MESSAGE = 'Two-factor sign-in turned off.';

/**
 * The profile's two-factor sign-in: its state, turning it on (the password, then the app's QR code and a code, then
 * the recovery codes once) and off (the password and a code or a recovery code).
 */
export function TwoFactorPanel() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: twoFactorQueryKey, queryFn: () => getTwoFactorStatus() });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey });
  const start = useAction({
    mutationFn: (password: string) => startEnrolment(password),
    onSuccess: (started) => {
      setEnrolment(started);
      setPassword('');
    },
  });
  const stop = useAction({
    mutationFn: (proof: { code: string; password: string }) => disableTwoFactor(proof.code, proof.password),
    onSuccess: () => {
      setPassword('');
      setCode('');
      notify.success(TWO_FACTOR_OFF_MESSAGE);
      return reload();
    },
  });
  const busy = start.isPending || stop.isPending;

  function begin(event: FormEvent) {
    event.preventDefault();
    if (!password || busy) return;
    start.mutate(password);
  }

  function turnOff(event: FormEvent) {
    event.preventDefault();
    if (!password || !codeOk || busy) return;
    stop.mutate({ code: isTotpShape(code) ? normalizeOtp(code) : code.trim(), password });
  }

  const codeOk = isTotpShape(code) || isRecoveryCodeShape(code);
  const state = status.data;
  return (
    <Paper p="lg" withBorder component="section" aria-label="Two-factor sign-in">
      <Title order={3} mb="md">
        Two-factor sign-in
      </Title>
      {status.isError && (
        <Alert color="red" role="alert">
          {describeError(status.error)}
        </Alert>
      )}
      {!state && !status.isError && <PageLoader />}
      {state && enrolment && (
        <EnrolmentSteps
          enrolment={enrolment}
          confirm={async (c) => (await confirmEnrolment(c)).recoveryCodes}
          finishLabel="Done"
          onFinished={() => {
            setEnrolment(null);
            void reload();
          }}
        />
      )}
      {state && !enrolment && (
        <Stack gap="sm">
          <Text size="sm" data-testid="two-factor-state">
            {state.enrolled
              ? `On: signing in asks for a code of your authenticator app. ${state.recoveryCodesLeft} recovery codes left.`
              : 'Off: signing in asks for your password only.'}
            {state.required && ' Your tenant requires two-factor sign-in.'}
          </Text>
          <form onSubmit={state.enrolled ? turnOff : begin} aria-label={state.enrolled ? 'Turn off two-factor sign-in' : 'Turn on two-factor sign-in'}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SecretInput
                label="Confirm with Password"
                description="Your current password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                disabled={busy}
                autoComplete="current-password"
              />
              {state.enrolled && (
                <TextInput
                  label="Code or recovery code"
                  description="From your authenticator app"
                  value={code}
                  onChange={(e) => setCode(e.currentTarget.value)}
                  disabled={busy}
                  autoComplete="one-time-code"
                />
              )}
            </SimpleGrid>
            <Group justify="flex-end" mt="md" gap="sm">
              {busy && <Spinner size="sm" />}
              <Button type="submit" color={state.enrolled ? 'red' : undefined} disabled={busy || !password || (state.enrolled && !codeOk)}>
                {state.enrolled ? 'Turn Off' : 'Set Up'}
              </Button>
            </Group>
          </form>
        </Stack>
      )}
    </Paper>
  );
}
