import { useState, type ReactNode } from 'react';
import { Box, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { AfterFirstPaint } from '../../../components/after-first-paint';
import { DateInput } from '../../../components/date-inputs';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Privilege, privilegeOn, workspaceResource } from '../../../../domain/access';
import { AUDIENCE_MESSAGES, combinedFigures, WORKSPACE_PAGE_SIZES } from '../../../../domain/audience/screens';
import { windowProblem } from '../../../../domain/audience/windows';
import type { TreasuryFigures } from '../../../../domain/treasury/figures';
import {
  ActionsTable,
  AudienceLoader,
  audienceKeys,
  detailedColumns,
  ExportButton,
  FigureGroup,
  getVenueInteractions,
  getWorkspaceAudience,
  interactionTiles,
  INTERACTION_SERIES,
  type VenueDay,
  venueBars,
  type VenueTally,
} from '../../../components/audience';
import { BarChart, LineChart } from '../../../components/charts';
import { describeError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { ReportSchedulesPanel } from '../../reports';
import { ImpressionsPanel } from '../components/impressions-panel';
import { getSession } from '../../../lib/session';
import { useWorkspaceCurrency } from '../../../lib/workspace-zone';

/**
 * How the page stays live while actions arrive: its panels are read again every 10 s while the tab is visible
 * (TanStack Query's refetchInterval; hidden tabs do not poll). One document carries every panel, so a refresh is
 * one request; the date-bound Venue Data and the paged detailed table are read when asked.
 */
export const LIVE_REFRESH_MS = 10_000;

const ZERO: TreasuryFigures = { totalInstruments: 0, instrumentFree: 0, instrumentAcquired: 0, instrumentRedeemed: 0, revenue: 0, discount: 0 };

const instrumentTiles = (noun: string, f: TreasuryFigures, currency: string | undefined) => [
  { key: 'created', label: `${noun} Created`, value: f.totalInstruments },
  { key: 'free', label: `${noun} Free`, value: f.instrumentFree },
  { key: 'acquired', label: `${noun} Acquired`, value: f.instrumentAcquired },
  { key: 'redeemed', label: `${noun} Redeemed`, value: f.instrumentRedeemed },
  { key: 'revenue', label: 'Revenue', value: f.revenue, currency },
  { key: 'discount', label: 'Discount Given', value: f.discount, currency },
];

/** Venue Performance: one line per venue over the days, each point its interactions that day. */
function performanceChart(rows: readonly VenueDay[]) {
  const venues = [...new Map(rows.map((r) => [r.venue_id, r.name || r.venue_id])).entries()];
  const days = new Map<string, Record<string, string | number>>();
  for (const r of rows) {
    const point = days.get(r.day) ?? days.set(r.day, { day: r.day }).get(r.day)!;
    point[r.venue_id] = r.total;
  }
  const data = [...days.values()].sort((a, b) => String(a.day).localeCompare(String(b.day)));
  for (const point of data) for (const [id] of venues) point[id] ??= 0;
  const colours = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'lime.6', 'cyan.6', 'pink.6'];
  return { data, series: venues.map(([id, name], i) => ({ name: id, label: name, color: colours[i % colours.length] })) };
}

function VenueTable({ rows, testId }: { rows: readonly VenueTally[]; testId: string }) {
  return (
    <Table withTableBorder striped fz="sm" data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Venue</Table.Th>
          <Table.Th>Total Interactions</Table.Th>
          <Table.Th>Likes</Table.Th>
          <Table.Th>Views</Table.Th>
          <Table.Th>Shares</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((v) => (
          <Table.Tr key={v.venue_id} data-testid="venue-row">
            <Table.Td>{v.name}</Table.Td>
            <Table.Td>{v.total}</Table.Td>
            <Table.Td>{v.likes}</Table.Td>
            <Table.Td>{v.views}</Table.Td>
            <Table.Td>{v.shares}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Panel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * Venue Data Informatics (docs/product/campaigns-venues-events.md §2.11, §5): both dates, then the table and chart,
 * then the export.
 */
function VenueData({ aggregateId }: { aggregateId: string }) {
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [shown, setShown] = useState<{ from: string; to: string } | null>(null);
  const problem = windowProblem(from, to);
  const venues = useQuery({
    queryKey: audienceKeys.venueData(aggregateId, shown),
    queryFn: async () => {
      const rows = await getVenueInteractions(aggregateId, shown!.from, shown!.to);
      notify.success(AUDIENCE_MESSAGES.loaded);
      return rows;
    },
    enabled: Boolean(shown),
  });
  const query = shown ? new URLSearchParams(shown).toString() : '';
  return (
    <Panel title="Venue Data Informatics" testId="venue-data">
      <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
        <DateInput label="Start date" required value={from} onChange={setFrom} valueFormat="YYYY-MM-DD" w={160} />
        <DateInput label="End date" required value={to} onChange={setTo} valueFormat="YYYY-MM-DD" minDate={from ?? undefined} w={160} />
        <Button disabled={Boolean(problem)} title={problem ?? undefined} onClick={() => from && to && setShown({ from, to })}>
          Show Venue Interactions
        </Button>
        {shown && venues.isSuccess && (
          <ExportButton url={`/api/2.0/media-aggregates/${encodeURIComponent(aggregateId)}/exports/venue-data?${query}`} fallbackName="Venue Data.xlsx" />
        )}
      </Group>
      {from && to && problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
      {shown &&
        (venues.isPending ? (
          <AudienceLoader />
        ) : venues.isError ? (
          <Text c="red">{describeError(venues.error)}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <VenueTable rows={venues.data} testId="venue-data-table" />
            <BarChart h={260} data={venueBars(venues.data)} dataKey="venue" series={INTERACTION_SERIES} withLegend />
          </SimpleGrid>
        ))}
    </Panel>
  );
}

/** Audience Data Informatics (Detailed): every action of the workspace, a page at a time, and its export. */
function Detailed({ aggregateId }: { aggregateId: string }) {
  const [shown, setShown] = useState(false);
  const [told, setTold] = useState(false);
  const tenantName = getSession().tenant?.name ?? '';
  return (
    <Panel title="Audience Data Informatics (Detailed)" testId="detailed-audience">
      <Group gap="sm" mb="sm">
        <Button onClick={() => setShown(true)} disabled={shown}>
          Show Detailed Audience Info
        </Button>
        {shown && <ExportButton url={`/api/2.0/media-aggregates/${encodeURIComponent(aggregateId)}/exports/detailed`} fallbackName="Audience Data.xlsx" />}
      </Group>
      {shown && (
        <ActionsTable
          kind="workspace"
          id={aggregateId}
          columns={detailedColumns(tenantName)}
          pageSizes={WORKSPACE_PAGE_SIZES}
          onLoaded={() => {
            if (told) return;
            setTold(true);
            notify.success(AUDIENCE_MESSAGES.loaded);
          }}
        />
      )}
    </Panel>
  );
}

/** The workspace Audience page (docs/product/campaigns-venues-events.md §2.11). */
export function AudiencePage() {
  const aggregateId = getSession().aggregate?.id ?? '';
  const live = useQuery({
    queryKey: audienceKeys.live(aggregateId),
    queryFn: () => getWorkspaceAudience(aggregateId),
    refetchInterval: LIVE_REFRESH_MS,
    enabled: Boolean(aggregateId),
  });
  return (
    <Stack gap="md" data-testid="audience-page">
      <Title order={2}>Audience</Title>
      {live.isPending ? (
        // The live panels fill more than a screen: held for them, the panels below do not jump down when they come.
        <Box mih="100vh">
          <AudienceLoader />
        </Box>
      ) : live.isError ? (
        <Text c="red">{describeError(live.error)}</Text>
      ) : (
        <LivePanels data={live.data} />
      )}
      {/* Below the first screen: drawn, and their reads sent, once the live figures have painted (decision 0142). */}
      {[ImpressionsPanel, VenueData, Detailed, ScheduledWorkspaceReports].map((Part, i) => (
        <AfterFirstPaint key={i} now={false}>
          <Part aggregateId={aggregateId} />
        </AfterFirstPaint>
      ))}
    </Stack>
  );
}

/** The workspace's exports on a schedule: listed for its viewers, managed by its editors. */
function ScheduledWorkspaceReports({ aggregateId }: { aggregateId: string }) {
  const { tenant = '', project = '', aggregate = '' } = useParams();
  const editable = privilegeOn(getSession().roles ?? [], workspaceResource(tenant, project, aggregate)) >= Privilege.EDITOR;
  return (
    <>
      <ReportSchedulesPanel aggregateId={aggregateId} exportName="venue-data" editable={editable} />
      <ReportSchedulesPanel aggregateId={aggregateId} exportName="detailed" editable={editable} />
    </>
  );
}

function LivePanels({ data }: { data: Awaited<ReturnType<typeof getWorkspaceAudience>> }) {
  const coupons = data.treasury.byType.find((t) => t.titype === 'COUPON') ?? ZERO;
  const tickets = data.treasury.byType.find((t) => t.titype === 'TICKET') ?? ZERO;
  const combined = combinedFigures([coupons, tickets]);
  const performance = performanceChart(data.performance);
  const currency = useWorkspaceCurrency();
  return (
    <>
      <Paper withBorder p="md" data-testid="audience-tiles">
        <Stack gap="md">
          <FigureGroup title="Coupons" prefix="coupons" tiles={instrumentTiles('Coupons', coupons, currency)} />
          <FigureGroup title="Tickets" prefix="tickets" tiles={instrumentTiles('Tickets', tickets, currency)} />
          <FigureGroup
            title="Coupons and Tickets"
            prefix="instruments"
            tiles={[
              { key: 'acquired', label: 'Acquired', value: combined.instrumentAcquired },
              { key: 'redeemed', label: 'Redeemed', value: combined.instrumentRedeemed },
              { key: 'revenue', label: 'Revenue', value: combined.revenue, currency },
              { key: 'discount', label: 'Discount Given', value: combined.discount, currency },
            ]}
          />
          <FigureGroup title="Interactions" prefix="interactions" tiles={interactionTiles(data.counts)} />
        </Stack>
      </Paper>
      <Panel title="Campaign's Interactions | Today" testId="today-panel">
        <BarChart h={240} data={data.today.slots} dataKey="time" series={INTERACTION_SERIES} withLegend />
      </Panel>
      <Panel title="Venue Performance" testId="performance-panel">
        <LineChart h={260} data={performance.data} dataKey="day" series={performance.series} withLegend />
      </Panel>
      <Panel title="Top 5 Venues" testId="top-venues-panel">
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <VenueTable rows={data.top} testId="top-venues-table" />
          <BarChart h={240} data={venueBars(data.top)} dataKey="venue" series={INTERACTION_SERIES} withLegend />
        </SimpleGrid>
      </Panel>
    </>
  );
}
