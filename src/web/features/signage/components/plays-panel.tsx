import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { DateInput } from '../../../components/date-inputs';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lastWeek, playsPeriod } from '../../../../domain/signage/plays-period';
import { describeError } from '../../../lib/api-error';
import { useAction } from '../../../lib/use-action';
import { downloadPlaysCsv, playsSummaryQuery } from '../api/proof-of-play';
import { SimpleTable } from './simple-table';

/** Proof of play (docs/signage-player.md "Console side"): plays per media of the workspace for the chosen days, and every play as CSV. */
export function PlaysPanel({ aggregateId }: { aggregateId: string }) {
  const [[from, to], setDays] = useState(() => lastWeek(new Date()));
  const period = playsPeriod(from, to);
  const ok = 'from' in period ? period : null;
  const summary = useQuery({ ...playsSummaryQuery(aggregateId, ok ?? { from: 0, to: 0 }), enabled: ok !== null });
  const exportCsv = useAction({ mutationFn: (days: { from: number; to: number }) => downloadPlaysCsv(aggregateId, days) });

  const rows = (summary.data ?? []).map((r) => ({ key: r.mediaId, cells: [r.name, r.kind, r.plays, r.completed, r.skipped, r.seconds] }));
  return (
    <>
      <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
        <DateInput label="First day" value={from} onChange={(v) => setDays([v ?? '', to])} valueFormat="YYYY-MM-DD" w={160} />
        <DateInput label="Last day" value={to} onChange={(v) => setDays([from, v ?? ''])} valueFormat="YYYY-MM-DD" w={160} />
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          disabled={!ok}
          loading={exportCsv.isPending}
          onClick={() => ok && exportCsv.mutate(ok)}
        >
          Export CSV
        </Button>
      </Group>
      {'problem' in period && (
        <Text size="sm" c="red" role="alert">
          {period.problem}
        </Text>
      )}
      {summary.isError ? (
        <Text c="red">{describeError(summary.error)}</Text>
      ) : (
        <SimpleTable
          label="Plays per media"
          columns={['Media', 'Kind', 'Plays', 'Completed', 'Skipped', 'Seconds']}
          rows={rows}
          rowTestId="plays-row"
          empty={summary.isPending ? 'Reading the plays…' : 'No plays in these days.'}
        />
      )}
    </>
  );
}
