import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AUDIENCE_MESSAGES, isAmountTile, ITEM_PAGE_SIZES, TREASURY_TILE_KEYS, TREASURY_TILE_LABELS, treasuryGroups } from '../../../domain/audience/screens';
import { useWorkspaceCurrency } from '../../lib/workspace-zone';
import { describeError } from '../../lib/api-error';
import { getAudienceStats, type StatsKind } from './audience-api';
import { audienceKeys } from './keys';
import { ITEM_COLUMNS } from './columns';
import { ActionsTable } from './actions-table';
import { AudienceLoader } from './audience-loader';
import { FigureGroup, interactionTiles } from './figure-tile';

const CHANNEL_LABELS: Record<string, string> = {
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  email: 'Email',
};

/**
 * Audience Statistics of a venue, asset, device, campaign or event (docs/product/campaigns-venues-events.md §2.10):
 * share metrics, the number cards, a campaign's coupon or an event's ticket tiles, and the table of actions. An asset
 * with nothing to show says so (docs/product/creatives-assets-signage.md §2.11). A treasury instrument's
 * (docs/product/platform.md §2.13) are those of the campaigns and events issuing from it with the tiles of what it
 * issued; no action names an instrument, so it has no table.
 */
export function AudienceStatistics({ kind, id, workspaceId }: { kind: StatsKind; id: string; workspaceId?: string }) {
  // Amounts in the currency of the record's workspace: the page's, or `workspaceId` (a treasury instrument's).
  const currency = useWorkspaceCurrency(workspaceId);
  const stats = useQuery({ queryKey: audienceKeys.stats(kind, id), queryFn: () => getAudienceStats(kind, id) });
  if (stats.isPending) return <AudienceLoader />;
  if (stats.isError) return <Text c="red">{describeError(stats.error)}</Text>;
  const s = stats.data;
  const noData = kind === 'asset' && s.totalInteractions === 0 && s.shareMetrics.every((m) => m.count === 0);
  if (noData) return <Text c="dimmed">{AUDIENCE_MESSAGES.noAudience}</Text>;
  return (
    <Stack gap="md" style={{ gridColumn: '1 / -1' }} data-testid="audience-statistics">
      <FigureGroup
        title="Share metrics"
        prefix="share"
        tiles={s.shareMetrics.map((m) => ({ key: m.channel, label: CHANNEL_LABELS[m.channel] ?? m.channel, value: m.count }))}
      />
      <FigureGroup title="Interactions" prefix="audience" tiles={interactionTiles({ ...s, total: s.totalInteractions })} />
      {(kind === 'campaign' || kind === 'event' || kind === 'instrument') &&
        treasuryGroups(kind, s.treasury).map(({ type, figures }) => (
          <FigureGroup
            key={type}
            title={type === 'COUPON' ? 'Coupons' : type === 'TICKET' ? 'Tickets' : 'Mobility Tickets'}
            prefix={`treasury-${type.toLowerCase()}`}
            tiles={TREASURY_TILE_KEYS.map((key) => ({
              key,
              label: TREASURY_TILE_LABELS[type][key],
              value: figures[key],
              currency: isAmountTile(key) ? currency : undefined,
            }))}
          />
        ))}
      {kind !== 'instrument' && (
        <ActionsTable
          kind={kind}
          id={id}
          columns={ITEM_COLUMNS}
          pageSizes={ITEM_PAGE_SIZES}
          empty={kind === 'asset' ? AUDIENCE_MESSAGES.noAudience : undefined}
        />
      )}
    </Stack>
  );
}
