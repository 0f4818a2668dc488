import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BarChart } from '../charts';
import { describeError } from '../../lib/api-error';
import { getCampaignVenues, getItemDays } from './audience-api';
import { AudienceLoader } from './audience-loader';
import { ExportButton } from './export-button';
import { audienceKeys } from './keys';

export const INTERACTION_SERIES = [
  { name: 'views', label: 'View', color: 'blue.6' },
  { name: 'likes', label: 'Like', color: 'pink.6' },
  { name: 'shares', label: 'Share', color: 'teal.6' },
];

/** Venues as the bars of a stacked interactions chart. */
export const venueBars = (rows: readonly { name: string; views: number; likes: number; shares: number }[]) =>
  rows.map((v) => ({ venue: v.name, views: v.views, likes: v.likes, shares: v.shares }));

const EXPORT_PATH: Record<ReportKind, string> = {
  campaign: '/api/2.0/media-campaigns',
  venue: '/api/2.0/media-venues',
  asset: '/api/2.0/media-assets',
};

type ReportKind = 'campaign' | 'venue' | 'asset';
const TITLES: Record<ReportKind, string> = { campaign: 'Venues by Interactions', venue: 'Interactions per day', asset: 'Interactions per day' };

/**
 * A campaign's chart is its venues by interactions (docs/product/campaigns-venues-events.md §2.3); a venue's and an
 * asset's their interactions per day over the last 30 local days.
 */
async function chartOf(kind: ReportKind, id: string) {
  if (kind === 'campaign') return { dataKey: 'venue', data: venueBars(await getCampaignVenues(id)) };
  return { dataKey: 'day', data: await getItemDays(kind, id) };
}

/**
 * Reports of a campaign, venue or asset (docs/product/campaigns-venues-events.md §2.3, §2.5;
 * docs/product/creatives-assets-signage.md §2.11): its chart, stacked by type, and Export to Excel of all its
 * interactions.
 */
export function ItemReports({ kind, id, name }: { kind: ReportKind; id: string; name: string }) {
  const chart = useQuery({ queryKey: audienceKeys.report(kind, id), queryFn: () => chartOf(kind, id) });
  return (
    <Stack gap="sm" style={{ gridColumn: '1 / -1' }} data-testid="item-reports">
      <Group justify="space-between">
        <Text fw={600}>{TITLES[kind]}</Text>
        <ExportButton url={`${EXPORT_PATH[kind]}/${encodeURIComponent(id)}/export`} fallbackName={`${name}.xlsx`} />
      </Group>
      {chart.isPending ? (
        <AudienceLoader />
      ) : chart.isError ? (
        <Text c="red">{describeError(chart.error)}</Text>
      ) : (
        <BarChart h={220} data={chart.data.data} dataKey={chart.data.dataKey} series={INTERACTION_SERIES} withLegend />
      )}
    </Stack>
  );
}
