import { useQuery } from '@tanstack/react-query';
import { tiConfigs, type TiConfig } from './ti-configs';

/** What a configuration choice shows: spec 02 §2.7 'type / key / usagetype'. */
export type TiConfigChoice = Pick<TiConfig, 'id' | 'key' | 'name' | 'type' | 'usagetype' | 'aggregate_id'>;

const FIELDS = 'id key name type usagetype aggregate_id';

/**
 * The configurations a workspace's coupons and tickets may issue from: its own and its project's
 * (aggregate ''), read once each and merged by id; `ticketsOnly` keeps type Ticket (spec 02 §5).
 */
export function useConfigChoices(scope: { tenant: string; project: string; aggregateId: string }, ticketsOnly = false) {
  const query = useQuery({
    queryKey: [...tiConfigs.keys.all, 'choices', scope.tenant, scope.project, scope.aggregateId],
    queryFn: async () => {
      const [own, project] = await Promise.all([
        tiConfigs.all<TiConfigChoice>({ aggregate: scope.aggregateId }, FIELDS),
        tiConfigs.all<TiConfigChoice>({ tenant: scope.tenant, project: scope.project }, FIELDS),
      ]);
      const byId = new Map<string, TiConfigChoice>();
      for (const c of [...own, ...project]) if (!c.aggregate_id || c.aggregate_id === scope.aggregateId) byId.set(c.id, c);
      return [...byId.values()];
    },
    enabled: Boolean(scope.aggregateId),
    staleTime: 60_000,
  });
  const all = query.data ?? [];
  return ticketsOnly ? all.filter((c) => c.type === 'Ticket') : all;
}

/** A choice's label: 'Ticket / GATE-A / single'. */
export const choiceLabel = (c: TiConfigChoice) => [c.type ?? '', c.key, c.usagetype].filter(Boolean).join(' / ');
