import { useQuery } from '@tanstack/react-query';
import { issuesFrom, type ISSUING_CONFIG_TYPE } from '../../../domain/treasury/rules';
import { tiConfigs, type TiConfig } from '../../lib/ti-configs';
import { kindPartKey } from '../../lib/resource';

/** What a configuration choice shows (docs/product/campaigns-venues-events.md §2.7): type, key and usage type. */
export type TiConfigChoice = Pick<TiConfig, 'id' | 'key' | 'name' | 'type' | 'usagetype' | 'aggregate_id'>;

const FIELDS = 'id key name type usagetype aggregate_id';

/**
 * A workspace's configurations (`?aggregate=`: its own and its project's project-level ones): every one, for
 * the cards to name theirs, and those of the type a coupon or ticket is issued from, for the editor to offer.
 */
export function useConfigChoices(aggregateId: string, titype: keyof typeof ISSUING_CONFIG_TYPE) {
  const query = useQuery({
    queryKey: kindPartKey('ticonfig', 'choices', aggregateId),
    queryFn: () => tiConfigs.all<TiConfigChoice>({ aggregate: aggregateId }, FIELDS),
    enabled: Boolean(aggregateId),
    staleTime: 60_000,
  });
  const all = query.data ?? [];
  return { all, offered: all.filter((c) => issuesFrom(titype, c)) };
}

/** What a card names a configuration by (a choice, or the names a detail is answered with). */
export type ConfigNames = Pick<TiConfigChoice, 'name' | 'key' | 'type'> & { usagetype?: string };

/** A choice's label: 'Ticket / GATE-A / single'. */
export const choiceLabel = (c: ConfigNames) => [c.type ?? '', c.key, c.usagetype].filter(Boolean).join(' / ');
