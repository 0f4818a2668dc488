import { Checkbox, Group } from '@mantine/core';
import { PERIOD_LABELS, PERIODS, type PeriodFilter } from '../../../domain/relations/periods';

/** The Forgotten / Current / Future / Disabled checkboxes of docs/product/campaigns-venues-events.md §2.8–2.9. */
export function PeriodFilterBar({ value, onChange }: { value: PeriodFilter; onChange(next: PeriodFilter): void }) {
  return (
    <Group gap="md" data-testid="period-filter">
      {PERIODS.map((p) => (
        <Checkbox key={p} size="xs" label={PERIOD_LABELS[p]} checked={value[p]} onChange={(e) => onChange({ ...value, [p]: e.currentTarget.checked })} />
      ))}
    </Group>
  );
}
