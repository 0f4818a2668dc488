import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api } from './api';
import { kindPartKey } from './resource';
import { getSession } from './session';

interface WorkspaceSettings {
  timeZone: string | null;
  currency: string | null;
}

/**
 * The workspace's time zone and currency (docs/product/campaigns-venues-events.md §7 "aggregate fetch by id reads
 * currency and timeZone"); null where the workspace names none.
 */
export async function getWorkspaceSettings(tenant: string, project: string, aggregateId: string): Promise<WorkspaceSettings> {
  const query = new URLSearchParams({ tenant, project, fields: 'id,timeZone,currency' });
  const ws = await api.get<{ timeZone?: string | null; currency?: string | null }>(`/api/2.0/media-aggregates/${encodeURIComponent(aggregateId)}?${query}`);
  return { timeZone: ws.timeZone || null, currency: ws.currency || null };
}

/** The settings of the workspace `aggregateId`, by default the one the console is in. */
function useWorkspaceSettings(aggregateId = getSession().aggregate?.id ?? ''): WorkspaceSettings | undefined {
  const { tenant = '', project = '' } = useParams();
  const settings = useQuery({
    queryKey: kindPartKey('workspace', 'settings', tenant, project, aggregateId),
    queryFn: () => getWorkspaceSettings(tenant, project, aggregateId),
    enabled: Boolean(aggregateId && tenant && project),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return settings.data;
}

/**
 * The current workspace's time zone for date display; undefined (the browser's zone) until read or when unset
 * (docs/product/campaigns-venues-events.md §9).
 */
export function useWorkspaceZone(): string | undefined {
  return useWorkspaceSettings()?.timeZone ?? undefined;
}

/**
 * The currency of the current workspace, or of `aggregateId` (prices and amounts, docs/decisions/0031-dates-on-screen.md);
 * undefined until read, when unset, or with no workspace.
 */
export function useWorkspaceCurrency(aggregateId?: string): string | undefined {
  return useWorkspaceSettings(aggregateId)?.currency ?? undefined;
}
