import { useQuery } from '@tanstack/react-query';
import { tiConfigs, type TiConfig } from '../../lib/ti-configs';

/** What a configuration choice shows: spec 02 §2.7 'type / key / usagetype'. */
export type TiConfigChoice = Pick<TiConfig, 'id' | 'key' | 'name' | 'type' | 'usagetype' | 'aggregate_id'>;

const FIELDS = 'id key name type usagetype aggregate_id';

/**
 * The configurations a workspace's coupons and tickets may issue from (`?aggregate=`: its own and its
 * project's project-level ones); `ticketsOnly` keeps type Ticket (spec 02 §5).
 */
export function useConfigChoices(aggregateId: string, ticketsOnly = false) {
  const query = useQuery({
    queryKey: [...tiConfigs.keys.all, 'choices', aggregateId],
    queryFn: () => tiConfigs.all<TiConfigChoice>({ aggregate: aggregateId }, FIELDS),
    enabled: Boolean(aggregateId),
    staleTime: 60_000,
  });
  const all = query.data ?? [];
  return ticketsOnly ? all.filter((c) => c.type === 'Ticket') : all;
}

/** What a card names a configuration by (a choice, or the names a detail is answered with). */
export type ConfigNames = Pick<TiConfigChoice, 'name' | 'key' | 'type'> & { usagetype?: string };

/** A choice's label: 'Ticket / GATE-A / single'. */
export const choiceLabel = (c: ConfigNames) => [c.type ?? '', c.key, c.usagetype].filter(Boolean).join(' / ');
