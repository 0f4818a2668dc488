import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api } from './api';
import { accessQueryKey } from './scope-keys';
import { getSession } from './session';

/** The access look-up of a workspace: its resource path (`sdm/demo/mall/riverside`). */
export function getWorkspaceResource(tenant: string, project: string, aggregateId: string): Promise<{ resource: string }> {
  const query = new URLSearchParams({ tenant, project, aggregate: aggregateId });
  return api.get<{ resource: string }>(`/api/1.0/access/resource?${query}`);
}

export interface ItemAccess {
  /** The owner's look-up is still being read: the page waits before deciding read-only. */
  pending: boolean;
  /** The item belongs to another workspace than the user's (shared, partner or public): shown read-only. */
  foreign: boolean;
}

/**
 * Whether an item read in the current workspace is another workspace's (docs/product/campaigns-venues-events.md §6):
 * its own workspace's resource is looked up and compared with the user's. A failed look-up counts as foreign: read-only
 * is the safe side. An item of the current workspace (or none yet) needs no look-up.
 */
export function useItemAccess(ownerAggregateId: string | undefined): ItemAccess {
  const { tenant = '', project = '' } = useParams();
  const session = getSession();
  const mine = !ownerAggregateId || ownerAggregateId === session.aggregate?.id;
  const owner = useQuery({
    queryKey: accessQueryKey(tenant, project, ownerAggregateId),
    queryFn: () => getWorkspaceResource(tenant, project, ownerAggregateId ?? ''),
    enabled: !mine,
    retry: false,
    staleTime: Infinity,
  });
  return {
    pending: owner.fetchStatus === 'fetching' && !owner.data,
    foreign: !mine && (owner.isError || owner.data?.resource !== session.aggregate?.resource),
  };
}
