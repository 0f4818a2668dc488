import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Campaign } from '../../../domain/campaigns/types';
import { formatLongDateTime } from '../../../domain/common/dates';
import { MAX_LIST_IDS } from '../../../domain/common/list-query';
import type { Relation } from '../../../domain/media-items/types';
import { describeError } from '../../lib/api-error';
import { kindPartKey, resourceCalls } from '../../lib/resource';
import { useWorkspaceZone } from '../../lib/workspace-zone';
import { getCampaignTallies } from './audience-api';
import { AudienceLoader } from './audience-loader';

type RanCampaign = Pick<Campaign, 'id' | 'name' | 'description' | 'tags' | 'schedules'>;
const campaigns = resourceCalls<RanCampaign, string>({ path: '/api/2.0/media-campaigns', scope: (aggregate) => ({ aggregate }) });

/** The campaigns anchored to an item whose anchor has started: those that have run (or run now) on it. */
export const ranCampaigns = (relations: readonly Relation[], now: number) => relations.filter((r) => r.relation === 'campaign' && Date.parse(r.start) <= now);

/**
 * Campaign History of a venue or asset (docs/product/creatives-assets-signage.md §2.11): each campaign that has run on
 * it with its id, likes, views and shares, tags, description and schedules. Campaigns of other workspaces the caller
 * may not read show by the anchor's name and window only.
 */
export function CampaignHistory({ relations, noun, aggregateId }: { relations: readonly Relation[]; noun: string; aggregateId: string }) {
  const zone = useWorkspaceZone();
  // eslint-disable-next-line react-hooks/purity -- whether a campaign has started is judged at each render
  const ran = ranCampaigns(relations, Date.now());
  const ids = [...new Set(ran.map((r) => r.id))].slice(0, MAX_LIST_IDS);
  const read = useQuery({
    queryKey: kindPartKey('campaign', 'history', aggregateId, ...ids),
    queryFn: async () => {
      const [docs, tallies] = await Promise.all([
        campaigns.list(aggregateId, { ids, withPublic: true, fields: 'id name description tags schedules', limit: ids.length, offset: 0 }),
        getCampaignTallies(ids),
      ]);
      return { docs: new Map(docs.map((d) => [d.id, d])), tallies };
    },
    enabled: ids.length > 0,
  });
  if (ran.length === 0) return <Text c="dimmed">Campaigns are yet to run on this {noun}.</Text>;
  if (read.isPending) return <AudienceLoader />;
  if (read.isError) return <Text c="red">{describeError(read.error)}</Text>;
  return (
    <Stack gap="xs" style={{ gridColumn: '1 / -1' }}>
      {ran.map((r) => {
        const doc = read.data.docs.get(r.id);
        const tally = read.data.tallies.get(r.id);
        return (
          <Card key={r.uid} withBorder padding="sm" data-testid="campaign-history-card" aria-label={r.name}>
            <Group justify="space-between">
              <Text fw={500}>{doc?.name ?? r.name}</Text>
              <Text size="xs" c="dimmed">
                {r.id}
              </Text>
            </Group>
            {tally && (
              <Group gap="md">
                <Text size="sm" data-testid="history-likes">
                  Likes {tally.likes}
                </Text>
                <Text size="sm" data-testid="history-views">
                  Views {tally.views}
                </Text>
                <Text size="sm" data-testid="history-shares">
                  Shares {tally.shares}
                </Text>
              </Group>
            )}
            {doc?.description && <Text size="sm">{doc.description}</Text>}
            {(doc?.tags?.length ?? 0) > 0 && (
              <Group gap={4}>
                {doc!.tags!.map((t) => (
                  <Badge key={t} variant="light" size="sm">
                    {t}
                  </Badge>
                ))}
              </Group>
            )}
            {(doc?.schedules?.length ? doc.schedules : [r]).map((s) => (
              <Text key={s.uid} size="sm">
                {formatLongDateTime(s.start, zone)} – {formatLongDateTime(s.close, zone)}
              </Text>
            ))}
          </Card>
        );
      })}
    </Stack>
  );
}
