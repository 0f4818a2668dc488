import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { DateInput } from '../../../components/date-inputs';
import { IconRefresh } from '@tabler/icons-react';
import { LineChart } from '../../../components/charts';
import { rangeProblem, totalInteractions, type DateRange, type TrendPoint } from '../../../../domain/summary';

interface EngagementChartProps {
  /** The range the points belong to; the pickers start from it. */
  range: DateRange;
  today: string;
  points?: TrendPoint[];
  busy: boolean;
  onRefresh: (range: DateRange) => void;
}

/** Interactions per day with from/to pickers and Refresh (docs/product/platform.md §2.8). */
export function EngagementChart({ range, today, points, busy, onRefresh }: EngagementChartProps) {
  const [from, setFrom] = useState<string | null>(range.from);
  const [to, setTo] = useState<string | null>(range.to);
  const problem = rangeProblem({ from: from ?? undefined, to: to ?? undefined });

  return (
    <Paper withBorder p="md" data-testid="engagement-chart">
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
        <div>
          <Text fw={600}>Engagement trend</Text>
          <Text size="sm" c="dimmed" data-testid="engagement-total">
            {points ? `${totalInteractions(points).toLocaleString('en-GB')} interactions from ${range.from} to ${range.to}` : ' '}
          </Text>
        </div>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DateInput label="From" value={from} onChange={setFrom} valueFormat="YYYY-MM-DD" maxDate={to ?? today} w={150} />
          <DateInput label="To" value={to} onChange={setTo} valueFormat="YYYY-MM-DD" minDate={from ?? undefined} maxDate={today} w={150} />
          <Button
            leftSection={<IconRefresh size={16} />}
            disabled={Boolean(problem) || busy}
            title={problem ?? undefined}
            onClick={() => from && to && onRefresh({ from, to })}
          >
            Refresh
          </Button>
        </Group>
      </Group>
      {problem && (
        <Text size="sm" c="red" role="alert" mb="xs">
          {problem}
        </Text>
      )}
      <LineChart h={280} data={points ?? []} dataKey="label" series={[{ name: 'interactions', label: 'Interactions', color: 'blue.6' }]} withDots withLegend />
    </Paper>
  );
}
