import { useEffect, useState } from 'react';
import { Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Campaign } from '../../../../domain/campaigns/types';
import {
  AudienceLoader,
  audienceKey,
  FigureGroup,
  getCampaignImpressions,
  impressionDays,
  PeriodPicker,
  screenTiles,
  usePeriod,
} from '../../../components/audience';
import { LineChart } from '../../../components/charts';
import { describeError } from '../../../lib/api-error';
import { pickerKey, resourceCalls } from '../../../lib/resource';
import { FILTER_DELAY_MS } from '../../../lib/use-paged-list';
import { useWorkspaceZone } from '../../../lib/workspace-zone';

type CampaignName = Pick<Campaign, 'id' | 'name'>;
const campaigns = resourceCalls<CampaignName, string>({ path: '/api/2.0/media-campaigns', scope: (aggregate) => ({ aggregate }) });

/** Campaigns a search offers at once; typing more of a name finds the others on the server. */
const CHOICES = 50;

/** The workspace's own campaigns whose name holds what is typed, newest first; the newest is chosen until the user picks one. */
function CampaignChoice({ aggregateId, value, onChange }: { aggregateId: string; value: CampaignName | null; onChange(c: CampaignName): void }) {
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), FILTER_DELAY_MS);
  // The box shows the chosen campaign's name: that is no search.
  const name = value && typed === value.name.trim() ? '' : typed;
  const found = useQuery({
    queryKey: pickerKey('campaign', 'impressions', aggregateId, name),
    queryFn: () => campaigns.list(aggregateId, { name, limit: CHOICES, offset: 0, fields: 'id name', withPublic: false }),
    enabled: Boolean(aggregateId),
    placeholderData: keepPreviousData,
  });
  const listed = found.data ?? [];
  const all = value && !listed.some((c) => c.id === value.id) ? [value, ...listed] : listed;
  const newest = name ? undefined : listed[0];
  useEffect(() => {
    if (!value && newest) onChange(newest);
  }, [value, newest, onChange]);
  return (
    <Select
      label="Campaign"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered by name already.
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No campaign of this workspace has that name'}
      data={all.map((c) => ({ value: c.id, label: c.name }))}
      value={value?.id ?? null}
      onChange={(id) => {
        const c = all.find((x) => x.id === id);
        if (c) onChange(c);
      }}
      w={280}
    />
  );
}

/**
 * Measured impressions (docs/decisions.md "Measured impressions") of one campaign of the workspace over a period: plays,
 * measured plays, impressions and impressions per measured play, and the impressions of each day.
 */
export function ImpressionsPanel({ aggregateId }: { aggregateId: string }) {
  const zone = useWorkspaceZone();
  const period = usePeriod(zone);
  const [campaign, setCampaign] = useState<CampaignName | null>(null);
  const window = period.window;
  const read = useQuery({
    queryKey: [...audienceKey('campaign', campaign?.id ?? ''), 'impressions', window?.from, window?.to],
    queryFn: () => getCampaignImpressions(campaign!.id, window!),
    enabled: Boolean(campaign && window),
    placeholderData: keepPreviousData,
  });
  const r = read.data;
  return (
    <Paper withBorder p="md" data-testid="impressions-panel">
      <Title order={4} mb="sm">
        Measured Impressions
      </Title>
      <Group align="flex-start" gap="md" mb="sm" wrap="wrap">
        <CampaignChoice aggregateId={aggregateId} value={campaign} onChange={setCampaign} />
        <PeriodPicker days={period.days} onChange={period.setDays} problem={period.problem} />
      </Group>
      {!campaign ? (
        <Text c="dimmed">Choose a campaign of this workspace.</Text>
      ) : read.isError ? (
        <Text c="red">{describeError(read.error)}</Text>
      ) : !r ? (
        <AudienceLoader />
      ) : (
        <Stack gap="md">
          <FigureGroup title={`${campaign.name}: people counted in front of its screens while it played`} prefix="impressions" tiles={screenTiles(r)} />
          <LineChart
            h={240}
            data={impressionDays(r.perDay, r)}
            dataKey="day"
            series={[
              { name: 'impressions', label: 'Impressions', color: 'blue.6' },
              { name: 'plays', label: 'Plays', color: 'gray.6' },
            ]}
            curveType="linear"
            withLegend
            data-testid="impressions-chart"
          />
        </Stack>
      )}
    </Paper>
  );
}
