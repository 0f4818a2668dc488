import { useState } from 'react';
import { Group, Text } from '@mantine/core';
import { DateInput } from '../date-inputs';
import { defaultPeriod, periodOf, type ChosenDays } from './attribution-model';

/** The first and last day of a report's period (days of the workspace), and what is wrong with them. */
export function PeriodPicker({ days, onChange, problem }: { days: ChosenDays; onChange(days: ChosenDays): void; problem?: string }) {
  const [from, to] = days;
  return (
    <div>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateInput label="First day" value={from} onChange={(v) => onChange([v, to])} valueFormat="YYYY-MM-DD" w={160} />
        <DateInput label="Last day" value={to} onChange={(v) => onChange([from, v])} valueFormat="YYYY-MM-DD" minDate={from ?? undefined} w={160} />
      </Group>
      {problem && (
        <Text size="sm" c="red" role="alert" mt={4}>
          {problem}
        </Text>
      )}
    </div>
  );
}

/**
 * A report's period: the days chosen, or the 30 days ending today in the workspace's zone until the user picks
 * others; `window` is what to ask the server for (null while the choice has a problem).
 */
export function usePeriod(zone: string | undefined) {
  const [today] = useState(() => Date.now());
  const [chosen, setChosen] = useState<ChosenDays | null>(null);
  const fallback = defaultPeriod(today, zone);
  const days: ChosenDays = chosen ?? [fallback.from, fallback.to];
  const period = periodOf(days);
  return { days, setDays: setChosen, window: 'problem' in period ? null : period, problem: 'problem' in period ? period.problem : undefined };
}
