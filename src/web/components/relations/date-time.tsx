import '@mantine/dates/styles.css';
import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';

/** Spec 02 §9 shows dates as LLL dd, yyyy hh:mmaa (en-GB), e.g. Jun 05, 2025 09:30AM. */
export function formatDateTime(iso: string): string {
  const d = dayjs(iso);
  return d.isValid() ? d.format('MMM DD, YYYY hh:mmA') : '–';
}

interface DateTimeFieldProps {
  label: string;
  /** ISO date-time. */
  value: string;
  onChange(iso: string): void;
  error?: string | null;
  disabled?: boolean;
}

/** A date-time picker with seconds (spec 02 §2.8) holding an ISO value; the picker works in local time. */
export function DateTimeField({ label, value, onChange, error, disabled }: DateTimeFieldProps) {
  const date = dayjs(value);
  return (
    <DateTimePicker
      label={label}
      withSeconds
      valueFormat="DD MMM YYYY HH:mm:ss"
      value={date.isValid() ? date.toDate() : null}
      onChange={(v) => v && onChange(dayjs(v).toISOString())}
      error={error || undefined}
      disabled={disabled}
      popoverProps={{ withinPortal: true }}
    />
  );
}
