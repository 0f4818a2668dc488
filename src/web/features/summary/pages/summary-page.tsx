import { useMemo, useState, useSyncExternalStore } from 'react';
import { Group, Stack, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defaultRange, toDayString, trendSeries, type DateRange } from '../../../../domain/summary';
import { ErrorPanel } from '../../../components/error-panel';
import { Spinner } from '../../../components/spinner';
import { getSession, subscribeSession } from '../../../lib/session';
import { getSummary } from '../api/get-summary';
import { scopeReady, summaryQueryKey, type SummaryLevel, type SummaryScope } from '../api/summary-scope';
import { ActionTiles } from '../components/action-tiles';
import { CountTiles } from '../components/count-tiles';
import { EngagementChart } from '../components/engagement-chart';
import { useLinger } from '../components/use-linger';

const TITLES: Record<SummaryLevel, string> = { portfolio: 'Portfolio summary', project: 'Project summary', workspace: 'Workspace summary' };

function useScope(level: SummaryLevel): SummaryScope {
  const session = useSyncExternalStore(subscribeSession, getSession);
  const tenantId = session.tenant?.id ?? '';
  const projectId = level === 'portfolio' ? undefined : session.project?.id;
  const workspaceId = level === 'workspace' ? session.aggregate?.id : undefined;
  return useMemo(() => ({ level, tenantId, projectId, workspaceId }), [level, tenantId, projectId, workspaceId]);
}

/**
 * The summary page of docs/product/platform.md §2.8 for the tenant (portfolio), a project or a workspace: count tiles,
 * likes/views/shares tiles and the engagement trend. The ids come from the session the shell's loader filled.
 */
export function SummaryPage({ level }: { level: SummaryLevel }) {
  const scope = useScope(level);
  const [range, setRange] = useState<DateRange>(() => defaultRange());
  const ready = scopeReady(scope);
  const summary = useQuery({
    queryKey: summaryQueryKey(scope, range),
    queryFn: () => getSummary(scope, range),
    enabled: ready,
    // Tiles keep their figures while another range loads.
    placeholderData: keepPreviousData,
  });
  const spinning = useLinger(summary.isFetching || !ready);
  const data = summary.data;
  // Points are drawn only for the range they were fetched for.
  const points = data && !summary.isPlaceholderData ? trendSeries(range, data.trend) : undefined;

  function refresh(next: DateRange) {
    if (next.from === range.from && next.to === range.to) void summary.refetch();
    else setRange(next);
  }

  return (
    <Stack gap="md" data-testid={`summary-${level}`}>
      <Group justify="space-between" mih={36}>
        <Title order={1} size="h3">
          {TITLES[level]}
        </Title>
        {spinning && <Spinner size="sm" data-testid="summary-spinner" />}
      </Group>
      {summary.isError && <ErrorPanel error={summary.error} />}
      <CountTiles counts={data?.counts} />
      <ActionTiles totals={data?.totals} />
      <EngagementChart range={range} today={toDayString(new Date())} points={points} busy={summary.isFetching} onRefresh={refresh} />
    </Stack>
  );
}
