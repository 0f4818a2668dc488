import type { Tally } from '../../../domain/audience/tally';
import type { TypeFigures } from '../../../domain/audience/screens';
import type { TreasuryFigures } from '../../../domain/treasury/figures';
import { mediaQuery } from '../../lib/media-query';

/** The items whose audience actions name them (each has a table of its actions); the server's `kind` words. */
export type AudienceKind = 'venue' | 'asset' | 'campaign' | 'event' | 'device';
/** The records with an Audience Statistics section: those items, and a treasury instrument (no actions name one). */
export type StatsKind = AudienceKind | 'instrument';

export interface AudienceStats extends Tally {
  totalInteractions: number;
  shareMetrics: { channel: string; count: number }[];
  treasury: TypeFigures[];
}

/** One row of the detailed actions (docs/api.md "Audience"); the profile comes masked. */
export interface AudienceAction {
  id: string;
  type: number;
  action: string;
  profile_id: string;
  date: string;
  latitude: number | null;
  longitude: number | null;
  price: number | null;
  campaign_name: string | null;
  venue_name: string | null;
  asset_name: string | null;
  aggregate_name: string | null;
}

export interface ActionPage {
  time_zone: string;
  next: string | null;
  items: AudienceAction[];
}

export interface PageRequest {
  after: string | null;
  limit: number;
  order: 'asc' | 'desc';
}

const FIGURES = 'totalInstruments instrumentFree instrumentAcquired instrumentRedeemed revenue discount';
const TALLY = 'likes views shares total';
const ACTION = 'id type action profile_id date latitude longitude price campaign_name venue_name asset_name aggregate_name';

/** The Audience Statistics figures of one item: number cards, share metrics, treasury tiles. */
export async function getAudienceStats(kind: StatsKind, id: string): Promise<AudienceStats> {
  const data = await mediaQuery<{ s: AudienceStats }>(
    `query Stats($kind: String!, $id: ID!) { s: audienceStatistics(kind: $kind, id: $id) {
      totalInteractions likes views shares total: totalInteractions shareMetrics { channel count } treasury { titype ${FIGURES} } } }`,
    { kind, id },
  );
  return data.s;
}

/** The server's page query of each kind (and of the workspace) with the name of its id argument. */
const PAGE_FIELDS: Record<AudienceKind | 'workspace', [string, string]> = {
  venue: ['getActionsByVenue', 'venue_id'],
  asset: ['getActionsByAsset', 'asset_id'],
  campaign: ['getActionsByCampaign', 'campaign_id'],
  event: ['getActionsByEvent', 'event_id'],
  device: ['getActionsByDevice', 'device_id'],
  workspace: ['getActionsByAggreagte', 'aggregate_id'],
};

/** One keyset page of an item's or a workspace's actions, newest first or oldest first; `from`/`to` narrow it to local days. */
export async function getActionPage(
  kind: AudienceKind | 'workspace',
  id: string,
  page: PageRequest,
  window?: { from: string; to: string },
): Promise<ActionPage> {
  const [field, arg] = PAGE_FIELDS[kind];
  const data = await mediaQuery<{ p: ActionPage }>(
    `query Page($id: ID!, $after: String, $limit: Int, $order: String, $from: String, $to: String) {
      p: ${field}(${arg}: $id, after: $after, limit: $limit, order: $order, from: $from, to: $to) { time_zone next items { ${ACTION} } } }`,
    { id, ...page, from: window?.from ?? null, to: window?.to ?? null },
  );
  return data.p;
}

export interface DayTally extends Tally {
  day: string;
}

/** An item's interactions per local day (the default window: the 30 days ending today). */
export async function getItemDays(kind: AudienceKind, id: string): Promise<DayTally[]> {
  const data = await mediaQuery<{ d: DayTally[] }>(`query Days($kind: String!, $id: ID!) { d: itemActionsPerDay(kind: $kind, id: $id) { day ${TALLY} } }`, {
    kind,
    id,
  });
  return data.d;
}

export interface VenueTally extends Tally {
  venue_id: string;
  name: string;
}

/** Every venue of the workspace with its interactions between two local days, most first. */
export async function getVenueInteractions(aggregateId: string, from: string, to: string): Promise<VenueTally[]> {
  const data = await mediaQuery<{ v: VenueTally[] }>(
    `query Venues($id: ID!, $from: String!, $to: String!) { v: venueInteractions(aggregate_id: $id, from: $from, to: $to) { venue_id name ${TALLY} } }`,
    { id: aggregateId, from, to },
  );
  return data.v;
}

/** Every venue where a campaign has interactions, all time, most first (the campaign's 'Venues by Interactions'). */
export async function getCampaignVenues(campaignId: string): Promise<VenueTally[]> {
  const data = await mediaQuery<{ v: VenueTally[] }>(`query CampaignVenues($id: ID!) { v: campaignVenues(campaign_id: $id) { venue_id name ${TALLY} } }`, {
    id: campaignId,
  });
  return data.v;
}

/** Likes, views and shares of each campaign, in one document (a campaign not readable answers nothing). */
export async function getCampaignTallies(ids: readonly string[]): Promise<Map<string, Tally>> {
  if (ids.length === 0) return new Map();
  const fields = ids.map((_, i) => `c${i}: audienceStatistics(kind: "campaign", id: $id${i}) { likes views shares total: totalInteractions }`).join(' ');
  const params = ids.map((_, i) => `$id${i}: ID!`).join(', ');
  const data = await mediaQuery<Record<string, Tally | null>>(
    `query History(${params}) { ${fields} }`,
    Object.fromEntries(ids.map((id, i) => [`id${i}`, id])),
  ).catch(() => ({}) as Record<string, Tally | null>);
  return new Map(ids.flatMap((id, i) => (data[`c${i}`] ? [[id, data[`c${i}`]!] as const] : [])));
}

export interface VenueDay extends Tally {
  venue_id: string;
  name: string;
  day: string;
}

export interface WorkspaceAudience {
  counts: Tally;
  treasury: TreasuryFigures & { byType: TypeFigures[] };
  today: { day: string; time_zone: string; slots: ({ time: string } & Tally)[] };
  performance: VenueDay[];
  top: VenueTally[];
}

/** Everything the Audience page's live panels show, in one document. */
export async function getWorkspaceAudience(aggregateId: string): Promise<WorkspaceAudience> {
  return mediaQuery<WorkspaceAudience>(
    `query Audience($id: ID!) {
      counts: getActionsCountPerAggreagte(aggregate_id: $id) { ${TALLY} }
      treasury: tiDetailsOverallStatusOnAggregate(aggregate_id: $id) { ${FIGURES} byType { titype ${FIGURES} } }
      today: audienceToday(aggregate_id: $id) { day time_zone slots { time ${TALLY} } }
      performance: venuePerformance(aggregate_id: $id) { venue_id name day ${TALLY} }
      top: topVenues(aggregate_id: $id) { venue_id name ${TALLY} }
    }`,
    { id: aggregateId },
  );
}
