/** A window of days read, or none yet. */
type Shown = { from: string; to: string } | null | undefined;

const of = (kind: string, id: string) => ['audience', kind, id] as const;

/** Every audience query's key starts with `audience`, then the record's kind and id: a page's panels refresh together. */
export const audienceKeys = {
  stats: (kind: string, id: string) => [...of(kind, id), 'stats'] as const,
  report: (kind: string, id: string) => [...of(kind, id), 'report'] as const,
  actions: (kind: string, id: string, page: { limit: number; order: string; after: string | null }, window: Shown) =>
    [...of(kind, id), 'page', page.limit, page.order, page.after, window?.from, window?.to] as const,
  attribution: (campaignId: string, window: Shown) => [...of('campaign', campaignId), 'attribution', window?.from, window?.to] as const,
  impressions: (kind: 'campaign' | 'workspace', id: string, window: Shown) => [...of(kind, id), 'impressions', window?.from, window?.to] as const,
  venueData: (aggregateId: string, window: Shown) => [...of('workspace', aggregateId), 'venue-data', window?.from, window?.to] as const,
  live: (aggregateId: string) => [...of('workspace', aggregateId), 'live'] as const,
};
