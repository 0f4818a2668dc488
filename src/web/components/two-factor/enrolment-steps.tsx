import { useState, type FormEvent } from 'react';
import { Alert, Button, Code, Group, Image, List, Stack, Text, TextInput } from '@mantine/core';
import { isTotpShape, normalizeOtp, type TwoFactorEnrolment } from '../../../domain/iam/two-factor';
import { describeError } from '../../lib/api-error';
import { Spinner } from '../spinner';

interface EnrolmentStepsProps {
  enrolment: TwoFactorEnrolment;
  /** Sends the code; answers the recovery codes. */
  confirm(code: string): Promise<string[]>;
  /** After the user has seen the recovery codes. */
  onFinished(): void;
  finishLabel: string;
}

/**
 * A started enrolment: the QR code and the secret to scan or type into an authenticator app, a code of the app to
 * confirm it, then the recovery codes, shown this once.
 */
export function EnrolmentSteps({ enrolment, confirm, onFinished, finishLabel }: EnrolmentStepsProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !isTotpShape(code)) return;
    setBusy(true);
    setError(null);
    try {
      setRecoveryCodes(await confirm(normalizeOtp(code)));
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  }

  if (recoveryCodes) {
    return (
      <Stack gap="sm" data-testid="recovery-codes">
        <Text fw={600}>Two-factor sign-in is on.</Text>
        <Text size="sm">
          Keep these recovery codes somewhere safe: each signs you in once instead of a code of the app (a lost phone). They are shown only now.
        </Text>
        <List spacing={2} ff="monospace">
          {recoveryCodes.map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={onFinished}>{finishLabel}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} aria-label="Confirm two-factor sign-in" noValidate>
      <Stack gap="sm">
        <Text size="sm">Scan the QR code with an authenticator app, or type the key into it; then enter the 6-digit code the app shows.</Text>
        <Image src={enrolment.qrCode} alt="QR code for the authenticator app" w={192} h={192} fit="contain" />
        <Text size="sm">
          Key: <Code data-testid="totp-secret">{enrolment.secret}</Code>
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="Code from the app"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          disabled={busy}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
        />
        <Group justify="flex-end" gap="sm">
          {busy && <Spinner size="sm" />}
          <Button type="submit" disabled={busy || !isTotpShape(code)}>
            Confirm
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
