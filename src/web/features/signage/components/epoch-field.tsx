import { DateTimePicker } from '../../../components/date-inputs';
import dayjs from 'dayjs';
import { fromZonedPicker, toZonedPicker } from '../../../../domain/common/dates';
import { useWorkspaceZone } from '../../../lib/workspace-zone';

interface EpochFieldProps {
  label: string;
  /** Epoch milliseconds (docs/product/creatives-assets-signage.md §9), or null while none is chosen. */
  value: number | null;
  onChange(value: number | null): void;
  error?: string;
  disabled?: boolean;
  onBlur?(): void;
}

/** A clearable date-time picker with seconds holding epoch ms, shown in the workspace's time zone. */
export function EpochField({ label, value, onChange, error, disabled, onBlur }: EpochFieldProps) {
  const zone = useWorkspaceZone();
  return (
    <DateTimePicker
      label={label}
      withAsterisk
      withSeconds
      clearable
      valueFormat="DD MMM YYYY HH:mm:ss"
      value={value === null ? null : toZonedPicker(new Date(value).toISOString(), zone)}
      onChange={(v) => onChange(v ? Date.parse(fromZonedPicker(dayjs(v).toDate(), zone)) : null)}
      error={error}
      onBlur={onBlur}
      disabled={disabled}
      popoverProps={{ withinPortal: true }}
    />
  );
}
