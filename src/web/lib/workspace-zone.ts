import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api } from './api';
import { kindKey } from './resource';
import { getSession } from './session';

/**
 * The workspace's time zone (spec 02 §7.4 "aggregate fetch by id reads currency and timeZone"); undefined
 * when the workspace names none, and dates then show in the browser's zone (spec 02 §9).
 */
export async function getWorkspaceZone(tenant: string, project: string, aggregateId: string): Promise<string | null> {
  const query = new URLSearchParams({ tenant, project, fields: 'id,timeZone' });
  const ws = await api.get<{ timeZone?: string | null }>(`/api/2.0/media-aggregates/${encodeURIComponent(aggregateId)}?${query}`);
  return ws.timeZone || null;
}

/** The current workspace's time zone for date display; undefined (the browser's zone) until read or when unset. */
export function useWorkspaceZone(): string | undefined {
  const { tenant = '', project = '' } = useParams();
  const aggregateId = getSession().aggregate?.id ?? '';
  const zone = useQuery({
    queryKey: [...kindKey('workspace'), 'zone', tenant, project, aggregateId],
    queryFn: () => getWorkspaceZone(tenant, project, aggregateId),
    enabled: Boolean(aggregateId && tenant && project),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return zone.data ?? undefined;
}
