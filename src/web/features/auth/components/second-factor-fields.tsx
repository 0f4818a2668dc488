import { useState } from 'react';
import { Anchor, Group, Text, TextInput } from '@mantine/core';

interface SecondFactorFieldsProps {
  value: string;
  onChange(value: string): void;
  disabled: boolean;
  /** Back to username and password. */
  onBack(): void;
}

/** The second step of signing in: a code of the authenticator app, or a recovery code instead. */
export function SecondFactorFields({ value, onChange, disabled, onBack }: SecondFactorFieldsProps) {
  const [recovery, setRecovery] = useState(false);
  const toggle = () => {
    setRecovery(!recovery);
    onChange('');
  };
  return (
    <>
      <Text size="sm">
        {recovery
          ? 'Enter one of the recovery codes you kept when you set up two-factor sign-in. Each works once.'
          : 'Enter the 6-digit code your authenticator app shows.'}
      </Text>
      <TextInput
        key={recovery ? 'recovery' : 'code'}
        label={recovery ? 'Recovery Code' : 'Authentication Code'}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        disabled={disabled}
        required
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoFocus
      />
      <Group justify="space-between">
        <Anchor component="button" type="button" size="sm" onClick={toggle} disabled={disabled}>
          {recovery ? 'Use a code of the app' : 'Use a recovery code'}
        </Anchor>
        <Anchor component="button" type="button" size="sm" onClick={onBack} disabled={disabled}>
          Back
        </Anchor>
      </Group>
    </>
  );
}
