import { Text } from '@mantine/core';
import { DateTimePicker } from '../date-inputs';
import dayjs from 'dayjs';
import { formatDateTime as formatSpecDateTime, fromZonedPicker, toZonedPicker } from '../../../domain/common/dates';
import { useWorkspaceZone } from '../../lib/workspace-zone';

/**
 * docs/product/campaigns-venues-events.md §9's LLL dd, yyyy hh:mmaa (e.g. Jun 05, 2025 09:30AM), in `timeZone` or the
 * browser's; '–' when none.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  return formatSpecDateTime(iso, timeZone) || '–';
}

/** The 'From … / To …' lines of an anchor or schedule card, in the workspace's time zone. */
export function FromTo({ start, close }: { start: string; close: string }) {
  const zone = useWorkspaceZone();
  return (
    <>
      <Text size="xs" c="dimmed">
        From {formatDateTime(start, zone)}
      </Text>
      <Text size="xs" c="dimmed">
        To {formatDateTime(close, zone)}
      </Text>
    </>
  );
}

interface DateTimeFieldProps {
  label: string;
  /** ISO date-time. */
  value: string;
  onChange(iso: string): void;
  error?: string | null;
  onBlur?(): void;
  disabled?: boolean;
}

/**
 * A date-time picker with seconds (docs/product/campaigns-venues-events.md §2.8) holding an ISO value. It shows and
 * takes the time in the workspace's zone (the browser's when the workspace names none), as the cards display it.
 */
export function DateTimeField({ label, value, onChange, error, onBlur, disabled }: DateTimeFieldProps) {
  const zone = useWorkspaceZone();
  return (
    <DateTimePicker
      label={label}
      withSeconds
      valueFormat="DD MMM YYYY HH:mm:ss"
      value={toZonedPicker(value, zone)}
      onChange={(v) => v && onChange(fromZonedPicker(dayjs(v).toDate(), zone))}
      error={error || undefined}
      onBlur={onBlur}
      disabled={disabled}
      popoverProps={{ withinPortal: true }}
    />
  );
}
