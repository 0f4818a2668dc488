import { Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FunnelChart } from '../charts';
import { describeError } from '../../lib/api-error';
import { useWorkspaceCurrency, useWorkspaceZone } from '../../lib/workspace-zone';
import { getCampaignAttribution, type CampaignAttribution as Report } from './attribution-api';
import { formatFigure, formatRate, funnelCells, screenTiles, stepRates } from './attribution-model';
import { AudienceLoader } from './audience-loader';
import { FigureGroup } from './figure-tile';
import { audienceKeys } from './keys';
import { PeriodPicker, usePeriod } from './period-picker';

interface Column<R> {
  label: string;
  value(row: R): number | string | null;
}

/** A table of places (assets or venues) and their figures; Unknown where a figure could not be worked out. */
function PlaceTable<R extends { name: string }>({ label, rows, columns, rowKey }: { label: string; rows: R[]; columns: Column<R>[]; rowKey(row: R): string }) {
  return (
    <div>
      <Text fw={600} size="sm" mb={4}>
        {label}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          None in this period.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table withTableBorder striped fz="sm" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.label}>{c.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={rowKey(r)} data-testid="attribution-row">
                  {columns.map((c) => {
                    const v = c.value(r);
                    return <Table.Td key={c.label}>{typeof v === 'string' ? v : formatFigure(v)}</Table.Td>;
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
}

type Counts = Report['perVenue'][number];
const COUNT_COLUMNS: Column<Omit<Counts, 'venue_id'>>[] = [
  { label: 'Views', value: (r) => r.views },
  { label: 'Likes', value: (r) => r.likes },
  { label: 'Shares', value: (r) => r.shares },
  { label: 'Interactions', value: (r) => r.interactions },
  { label: 'Acquired', value: (r) => r.acquired },
  { label: 'Redeemed', value: (r) => r.redeemed },
  { label: 'Revenue', value: (r) => r.revenue },
];

const ASSET_COLUMNS: Column<Report['perAsset'][number]>[] = [
  { label: 'Asset', value: (r) => r.name || r.asset_id },
  { label: 'Plays', value: (r) => r.plays },
  { label: 'Measured Plays', value: (r) => r.measuredPlays },
  { label: 'Impressions', value: (r) => r.impressions },
  { label: 'Impressions per Play', value: (r) => r.impressionsPerPlay },
  ...COUNT_COLUMNS,
  { label: 'Interactions per Impression', value: (r) => formatRate(r.conversion.interactionsPerImpression) },
];
const VENUE_COLUMNS: Column<Counts>[] = [{ label: 'Venue', value: (r) => r.name || r.venue_id }, ...COUNT_COLUMNS];

function Funnel({ report }: { report: Report }) {
  const cells = funnelCells(report);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {cells.some((c) => c.value > 0) ? (
        <FunnelChart data={cells} size={260} valueFormatter={(v) => formatFigure(v)} data-testid="attribution-funnel" />
      ) : (
        <Text c="dimmed">No plays or actions of this campaign in this period.</Text>
      )}
      <Stack gap={6} data-testid="attribution-rates">
        <Text fw={600} size="sm">
          Between the steps
        </Text>
        {stepRates(report).map((r) => (
          <Group key={r.key} gap="xs">
            <Text size="sm" c="dimmed" w={200}>
              {r.label}
            </Text>
            <Text size="sm" fw={600} data-testid={`attribution-rate-${r.key}`}>
              {r.text}
            </Text>
          </Group>
        ))}
      </Stack>
    </SimpleGrid>
  );
}

/**
 * A campaign's Attribution (docs/decisions/0101-attribution-screens.md): over a period of its workspace's days, the funnel from
 * plays and measured impressions to interactions, instruments acquired and redeemed, drawn with the rates between the
 * steps; revenue, discount and wallet points; then the same per asset and per venue.
 */
export function CampaignAttribution({ id }: { id: string }) {
  const zone = useWorkspaceZone();
  const currency = useWorkspaceCurrency();
  const period = usePeriod(zone);
  const report = useQuery({
    queryKey: audienceKeys.attribution(id, period.window),
    queryFn: () => getCampaignAttribution(id, period.window!),
    enabled: period.window !== null,
    placeholderData: keepPreviousData,
  });
  const r = report.data;
  return (
    <Stack gap="md" style={{ gridColumn: '1 / -1' }} data-testid="campaign-attribution">
      <PeriodPicker days={period.days} onChange={period.setDays} problem={period.problem} />
      {report.isError ? (
        <Text c="red">{describeError(report.error)}</Text>
      ) : !r ? (
        <AudienceLoader />
      ) : (
        <>
          <Funnel report={r} />
          <FigureGroup
            title="Funnel"
            prefix="attribution"
            tiles={[
              ...screenTiles(r),
              { key: 'interactions', label: 'Interactions', value: r.interactions },
              { key: 'acquired', label: 'Acquired', value: r.acquired },
              { key: 'redeemed', label: 'Redeemed', value: r.redeemed },
            ]}
          />
          <FigureGroup
            title="Revenue and points"
            prefix="attribution-value"
            tiles={[
              { key: 'revenue', label: 'Revenue', value: r.revenue, currency },
              { key: 'discount', label: 'Discount Given', value: r.discount, currency },
              { key: 'pointsEarned', label: 'Points Earned', value: r.pointsEarned },
              { key: 'pointsSpent', label: 'Points Spent', value: r.pointsSpent },
            ]}
          />
          <PlaceTable label="Per asset" rows={r.perAsset} columns={ASSET_COLUMNS} rowKey={(a) => a.asset_id} />
          <PlaceTable label="Per venue" rows={r.perVenue} columns={VENUE_COLUMNS} rowKey={(v) => v.venue_id} />
        </>
      )}
    </Stack>
  );
}
