import { useEffect, useState } from 'react';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { TwoFactorEnrolment } from '../../../../domain/iam/two-factor';
import { PageLoader } from '../../../components/spinner';
import { EnrolmentSteps } from '../../../components/two-factor/enrolment-steps';
import { describeError } from '../../../lib/api-error';
import { confirmEnrolment, startEnrolment } from '../../../lib/two-factor';

interface SignInEnrolmentProps {
  /** The sign-in's enrolment-only token. */
  token: string;
  /** The password just given, the proof enrolment takes. */
  password: string;
  onFinished(): void;
  onCancel(): void;
}

/** The tenant requires two-factor sign-in and the user has none: set it up here, then sign in with a code. */
export function SignInEnrolment({ token, password, onFinished, onCancel }: SignInEnrolmentProps) {
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    startEnrolment(password, token).then(
      (started) => live && setEnrolment(started),
      (e: unknown) => live && setError(describeError(e)),
    );
    return () => {
      live = false;
    };
  }, [token, password]);

  return (
    <Stack gap="md" data-testid="sign-in-enrolment">
      <Title order={2}>Set up two-factor sign-in</Title>
      <Text size="sm">Your tenant requires a code of an authenticator app at every sign-in. Set one up to continue.</Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {!enrolment && !error && <PageLoader />}
      {enrolment && (
        <EnrolmentSteps
          enrolment={enrolment}
          confirm={async (code) => (await confirmEnrolment(code, token)).recoveryCodes}
          finishLabel="Continue to Sign In"
          onFinished={onFinished}
        />
      )}
      <Anchor component="button" type="button" size="sm" onClick={onCancel}>
        Back
      </Anchor>
    </Stack>
  );
}
