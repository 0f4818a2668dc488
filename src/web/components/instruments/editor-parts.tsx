import { TextInput } from '@mantine/core';
import { Select } from '../inputs';
import type { Schedule } from '../../../domain/media-items/types';
import { choiceLabel, type TiConfigChoice } from './config-choices';
import { formatCouponDate, startSerialOf } from './model/instrument-detail';

interface ChoiceProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Shown under the choice when there is nothing to choose. */
  emptyHint: string;
  /** Its problem while shown (lib/form-check.tsx), and the blur that marks it touched. */
  error?: string;
  onBlur?(): void;
}

/**
 * The configuration choice of a coupon or ticket: 'type / key / usagetype'
 * (docs/product/campaigns-venues-events.md §2.7).
 */
export function ConfigSelect({ configs, ...p }: ChoiceProps & { configs: TiConfigChoice[] }) {
  return (
    <Select
      label={p.label}
      required
      searchable
      data={configs.map((c) => ({ value: c.id, label: choiceLabel(c) }))}
      value={p.value || null}
      onChange={(v) => p.onChange(v ?? '')}
      description={configs.length === 0 ? p.emptyHint : undefined}
      error={p.error}
      onBlur={p.onBlur}
    />
  );
}

/** The schedule choice: the item's schedules by name and dd-MMM-yyyy window. */
export function ScheduleSelect({ schedules, timeZone, ...p }: ChoiceProps & { schedules: Schedule[]; timeZone?: string }) {
  return (
    <Select
      label={p.label}
      required
      data={schedules.map((s) => ({
        value: s.uid,
        label: `${s.name || 'Schedule'}: ${formatCouponDate(s.start, timeZone)} – ${formatCouponDate(s.close, timeZone)}`,
      }))}
      value={p.value || null}
      onChange={(v) => p.onChange(v ?? '')}
      description={schedules.length === 0 ? p.emptyHint : undefined}
      error={p.error}
      onBlur={p.onBlur}
    />
  );
}

/**
 * The start serial (docs/product/campaigns-venues-events.md §5): forced to uppercase as typed, fixed once a batch has
 * been generated.
 */
export function StartSerialInput({
  value,
  onChange,
  disabled,
  placeholder,
  error,
  onBlur,
}: {
  value: string;
  onChange(v: string): void;
  disabled: boolean;
  placeholder: string;
  error?: string;
  onBlur?(): void;
}) {
  return (
    <TextInput
      label="Start Serial"
      required
      placeholder={placeholder}
      value={value}
      disabled={disabled}
      error={error}
      onBlur={onBlur}
      onChange={(e) => onChange(startSerialOf(e.currentTarget.value))}
    />
  );
}
