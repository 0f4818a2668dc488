import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BarChart } from '../charts';
import { describeError } from '../../lib/api-error';
import { getItemDays, type AudienceKind } from './audience-api';
import { audienceKey } from './keys';
import { AudienceLoader } from './audience-loader';
import { ExportButton } from './export-button';

export const INTERACTION_SERIES = [
  { name: 'views', label: 'View', color: 'blue.6' },
  { name: 'likes', label: 'Like', color: 'pink.6' },
  { name: 'shares', label: 'Share', color: 'teal.6' },
];

const EXPORT_PATH: Record<'campaign' | 'venue' | 'asset', string> = {
  campaign: '/api/2.0/media-campaigns',
  venue: '/api/2.0/media-venues',
  asset: '/api/2.0/media-assets',
};

/**
 * Reports of a campaign, venue or asset (spec 02 §2.3, §2.5; spec 03 §2.11): its interactions per day over the
 * 30 local days ending today, stacked by type, and Export to Excel of all its interactions.
 */
export function ItemReports({ kind, id, name }: { kind: 'campaign' | 'venue' | 'asset'; id: string; name: string }) {
  const days = useQuery({ queryKey: [...audienceKey(kind, id), 'days'], queryFn: () => getItemDays(kind as AudienceKind, id) });
  return (
    <Stack gap="sm" style={{ gridColumn: '1 / -1' }} data-testid="item-reports">
      <Group justify="space-between">
        <Text fw={600}>Interactions per day</Text>
        <ExportButton url={`${EXPORT_PATH[kind]}/${encodeURIComponent(id)}/export`} fallbackName={`${name}.xlsx`} />
      </Group>
      {days.isPending ? (
        <AudienceLoader />
      ) : days.isError ? (
        <Text c="red">{describeError(days.error)}</Text>
      ) : (
        <BarChart h={220} data={days.data} dataKey="day" type="stacked" series={INTERACTION_SERIES} withLegend />
      )}
    </Stack>
  );
}
