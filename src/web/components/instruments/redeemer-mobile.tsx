import { useRef } from 'react';
import { Text, TextInput } from '@mantine/core';
import { phoneCounter, shouldLookUpProfile, typedPhone } from '../../../domain/campaigns/report-viewers';
import { TREASURY_MESSAGES } from '../../../domain/treasury/types';
import { describeError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { getProfileIdByPhone } from '../../lib/profile-by-phone';

interface Props {
  label?: string;
  mobile: string;
  profileId: string;
  onChange(value: { mobile: string; profile_id: string }): void;
  disabled?: boolean;
  w?: number;
  /** Its problem while shown, beside it (lib/form-check.tsx), and the blur that marks it touched. */
  error?: string;
  onBlur?(): void;
}

/**
 * A redeemer's mobile (docs/product/campaigns-venues-events.md §5): digits only, at most 10 (n/10); above 9 characters
 * the profile with that phone is looked up, and a shorter number forgets the one found. A slow answer for an older
 * entry never wins.
 */
export function RedeemerMobile({ label = 'Redeemer mobile', mobile, profileId, onChange, disabled, w = 200, error, onBlur }: Props) {
  const asked = useRef('');
  async function typed(text: string) {
    const phone = typedPhone(text);
    asked.current = phone;
    onChange({ mobile: phone, profile_id: '' });
    if (!shouldLookUpProfile(phone)) return;
    try {
      const profile_id = await getProfileIdByPhone(phone);
      if (asked.current === phone) onChange({ mobile: phone, profile_id });
    } catch (e) {
      notify.error(describeError(e));
    }
  }
  const complete = mobile.length === 10;
  return (
    <div style={{ width: w }}>
      <TextInput
        label={label}
        required
        inputMode="numeric"
        value={mobile}
        disabled={disabled}
        description={phoneCounter(mobile)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={error}
        onBlur={onBlur}
        onChange={(e) => void typed(e.currentTarget.value)}
      />
      {complete && (
        <Text size="xs" c={profileId ? 'green' : 'red'} data-testid="redeemer-profile">
          {profileId ? 'Profile found' : TREASURY_MESSAGES.redeemerProfile}
        </Text>
      )}
    </div>
  );
}
