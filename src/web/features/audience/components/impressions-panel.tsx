import { useState } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Select } from '../../../components/inputs';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Campaign } from '../../../../domain/campaigns/types';
import {
  AudienceLoader,
  audienceKeys,
  FigureGroup,
  getCampaignImpressions,
  getWorkspaceImpressions,
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

/** The choice standing for every campaign of the workspace (no id is 'all'): the first one, and the default. */
const ALL = 'all';
const ALL_LABEL = 'All campaigns';

/** 'All campaigns', then the workspace's own campaigns whose name holds what is typed, newest first. */
function CampaignChoice({ aggregateId, value, onChange }: { aggregateId: string; value: CampaignName | null; onChange(c: CampaignName | null): void }) {
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), FILTER_DELAY_MS);
  // The box shows the chosen name: that is no search.
  const name = typed === (value?.name ?? ALL_LABEL).trim() ? '' : typed;
  const found = useQuery({
    queryKey: pickerKey('campaign', 'impressions', aggregateId, name),
    queryFn: () => campaigns.list(aggregateId, { name, limit: CHOICES, offset: 0, fields: 'id name', withPublic: false }),
    enabled: Boolean(aggregateId),
    placeholderData: keepPreviousData,
  });
  const listed = found.data ?? [];
  const all = value && !listed.some((c) => c.id === value.id) ? [value, ...listed] : listed;
  return (
    <Select
      label="Campaign"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered by name already.
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No campaign of this workspace has that name'}
      data={[{ value: ALL, label: ALL_LABEL }, ...all.map((c) => ({ value: c.id, label: c.name }))]}
      value={value?.id ?? ALL}
      allowDeselect={false}
      onChange={(id) => onChange(all.find((x) => x.id === id) ?? null)}
      w={280}
    />
  );
}

/**
 * Measured impressions (docs/decisions/0098-measured-impressions.md) over a period, of every campaign of the workspace (the
 * default) or of one: plays, measured plays, impressions and impressions per measured play, and the figures of each day.
 */
export function ImpressionsPanel({ aggregateId }: { aggregateId: string }) {
  const zone = useWorkspaceZone();
  const period = usePeriod(zone);
  // Null: all campaigns.
  const [campaign, setCampaign] = useState<CampaignName | null>(null);
  const window = period.window;
  const read = useQuery({
    queryKey: campaign ? audienceKeys.impressions('campaign', campaign.id, window) : audienceKeys.impressions('workspace', aggregateId, window),
    queryFn: () => (campaign ? getCampaignImpressions(campaign.id, window!) : getWorkspaceImpressions(aggregateId, window!)),
    enabled: Boolean(window),
    placeholderData: keepPreviousData,
  });
  const r = read.data;
  const title = campaign
    ? `${campaign.name}: people counted in front of its screens while it played`
    : "All campaigns: people counted in front of the workspace's screens while they played";
  return (
    <Paper withBorder p="md" data-testid="impressions-panel">
      <Title order={3} size="h4" mb="sm">
        Measured Impressions
      </Title>
      <Group align="flex-start" gap="md" mb="sm" wrap="wrap">
        <CampaignChoice aggregateId={aggregateId} value={campaign} onChange={setCampaign} />
        <PeriodPicker days={period.days} onChange={period.setDays} problem={period.problem} />
      </Group>
      {read.isError ? (
        <Text c="red">{describeError(read.error)}</Text>
      ) : !r ? (
        <AudienceLoader />
      ) : (
        <Stack gap="md">
          <FigureGroup title={title} prefix="impressions" tiles={screenTiles(r)} />
          <LineChart
            h={240}
            data={impressionDays(r.perDay, r)}
            dataKey="day"
            series={[
              { name: 'impressions', label: 'Impressions', color: 'blue.6' },
              { name: 'plays', label: 'Plays', color: 'gray.6' },
            ]}
            withLegend
            data-testid="impressions-chart"
          />
        </Stack>
      )}
    </Paper>
  );
}
