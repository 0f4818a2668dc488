import { useRef, useState } from 'react';
import { ActionIcon, Group, Paper, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '../../../../components/date-inputs';
import dayjs from 'dayjs';
import { IconTrash } from '@tabler/icons-react';
import { phoneCounter, shouldLookUpProfile, typedPhone } from '../../../../../domain/campaigns/report-viewers';
import { fromZonedPicker, toZonedPicker } from '../../../../../domain/common/dates';
import { MOBILITY_MESSAGES as M } from '../../../../../domain/mobility/constants';
import type { CardField } from '../../../../components/card-section';
import { describeError } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { getProfileIdByPhone } from '../../../../lib/profile-by-phone';
import type { ValidatorDraft } from '../../model/route-draft';
import { Hint } from '../../../../components/hint';

interface ValidatorRowProps {
  validator: ValidatorDraft;
  timeZone: string;
  /** The validator's path in the route (`schedule.0.tripTime.0.validators.1`), to name its fields. */
  path: string;
  field: CardField;
  onChange(validator: ValidatorDraft): void;
  onRemove(): void;
}

/**
 * A trip's validator (docs/product/creatives-assets-signage.md §3, §5, §9): a 10-digit mobile whose profile is looked
 * up once more than 9 characters are typed ('Please wait, identifying your profile...' meanwhile; a slow answer for an
 * older entry never wins), the token the server made (read-only), the role (Conductor) and the dates it may validate
 * between.
 */
export function ValidatorRow({ validator, timeZone, path, field, onChange, onRemove }: ValidatorRowProps) {
  const asked = useRef('');
  const [looking, setLooking] = useState(false);
  const set = (patch: Partial<ValidatorDraft>) => onChange({ ...validator, ...patch });

  async function typed(text: string) {
    const mobile = typedPhone(text);
    asked.current = mobile;
    const changed = { ...validator, mobile, profileID: '' };
    onChange(changed);
    if (!shouldLookUpProfile(mobile)) return;
    setLooking(true);
    try {
      const profileID = await getProfileIdByPhone(mobile);
      if (asked.current === mobile) onChange({ ...changed, profileID });
    } catch (e) {
      notify.error(describeError(e));
    } finally {
      if (asked.current === mobile) setLooking(false);
    }
  }

  const date = (label: string, key: 'startDate' | 'endDate') => (
    <DateTimePicker
      label={label}
      size="xs"
      w={190}
      clearable
      valueFormat="DD MMM YYYY HH:mm"
      value={validator[key] ? toZonedPicker(validator[key], timeZone) : null}
      onChange={(v) => set({ [key]: v ? fromZonedPicker(dayjs(v).toDate(), timeZone) : '' })}
      {...field(`${path}.${key}`)}
      popoverProps={{ withinPortal: true }}
    />
  );

  return (
    <Paper withBorder p="xs" data-testid="validator">
      <Group align="flex-start" gap="xs">
        <div>
          <TextInput
            label="Mobile"
            size="xs"
            w={150}
            required
            inputMode="numeric"
            value={validator.mobile}
            description={phoneCounter(validator.mobile)}
            {...field(`${path}.mobile`)}
            onChange={(e) => void typed(e.currentTarget.value)}
          />
          {looking ? (
            <Text size="xs" c="dimmed">
              {M.identifying}
            </Text>
          ) : (
            validator.mobile.length === 10 && (
              <Text size="xs" c={validator.profileID ? 'green' : 'dimmed'} data-testid="validator-profile">
                {validator.profileID ? 'Profile found' : 'No profile has this mobile'}
              </Text>
            )
          )}
        </div>
        <TextInput label="Token" size="xs" w={80} readOnly value={validator.token ?? ''} placeholder="Made on save" />
        <TextInput label="Role" size="xs" w={120} value={validator.role} onChange={(e) => set({ role: e.currentTarget.value })} {...field(`${path}.role`)} />
        {date('Valid from', 'startDate')}
        {date('Valid until', 'endDate')}
        <Hint label="Remove this validator">
          <ActionIcon mt={22} variant="subtle" color="red" aria-label="Remove this validator" onClick={onRemove}>
            <IconTrash size={14} />
          </ActionIcon>
        </Hint>
      </Group>
    </Paper>
  );
}
