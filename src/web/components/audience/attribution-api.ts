import { mediaQuery } from '../../lib/media-query';

/** A window of the campaign's workspace days, both included; none asks for the server's default (the last 30 days). */
export interface DayWindow {
  from: string;
  to: string;
}

/** What a campaign's plays gave over a window (docs/api.md "Audience", campaignImpressions). */
export interface ScreenFigures {
  plays: number;
  measuredPlays: number;
  impressions: number;
  /** Null when no play was measured. */
  impressionsPerPlay: number | null;
}

export interface FunnelCounts {
  views: number;
  likes: number;
  shares: number;
  interactions: number;
  acquired: number;
  redeemed: number;
  revenue: number;
}

/** The rates between the funnel's steps, as shares (0.25 = 25 %); null when the step before is 0. */
export interface Conversion {
  interactionsPerImpression: number | null;
  acquiredPerInteraction: number | null;
  redeemedPerAcquired: number | null;
}

export interface CampaignAttribution extends ScreenFigures, FunnelCounts, DayWindow {
  time_zone: string;
  discount: number;
  pointsEarned: number;
  pointsSpent: number;
  conversion: Conversion;
  perVenue: ({ venue_id: string; name: string } & FunnelCounts)[];
  perAsset: ({ asset_id: string; name: string; conversion: Conversion } & ScreenFigures & FunnelCounts)[];
}

export interface ImpressionDay {
  day: string;
  plays: number;
  measuredPlays: number;
  impressions: number;
}

export interface CampaignImpressions extends ScreenFigures, DayWindow {
  time_zone: string;
  /** Only the days with plays. */
  perDay: ImpressionDay[];
}

/** The same for every campaign that played on a workspace's screens (workspaceImpressions). */
export interface WorkspaceImpressions extends ScreenFigures, DayWindow {
  aggregate_id: string;
  time_zone: string;
  /** Seconds the campaigns played. */
  playSeconds: number;
  /** Only the days with plays. */
  perDay: ImpressionDay[];
}

const SCREEN = 'plays measuredPlays impressions impressionsPerPlay';
const FUNNEL = 'views likes shares interactions acquired redeemed revenue';
const CONVERSION = 'conversion { interactionsPerImpression acquiredPerInteraction redeemedPerAcquired }';

const windowArgs = (window?: DayWindow) => ({ from: window?.from ?? null, to: window?.to ?? null });

/** The campaign attribution report over a window of its workspace's days. */
export async function getCampaignAttribution(campaignId: string, window?: DayWindow): Promise<CampaignAttribution> {
  const data = await mediaQuery<{ a: CampaignAttribution }>(
    `query Attribution($id: ID!, $from: String, $to: String) { a: campaignAttribution(campaign_id: $id, from: $from, to: $to) {
      from to time_zone ${SCREEN} ${FUNNEL} discount pointsEarned pointsSpent ${CONVERSION}
      perVenue { venue_id name ${FUNNEL} } perAsset { asset_id name ${SCREEN} ${FUNNEL} ${CONVERSION} } } }`,
    { id: campaignId, ...windowArgs(window) },
  );
  return data.a;
}

/** The campaign's measured impressions over a window of its workspace's days, with the days that had plays. */
export async function getCampaignImpressions(campaignId: string, window?: DayWindow): Promise<CampaignImpressions> {
  const data = await mediaQuery<{ i: CampaignImpressions }>(
    `query Impressions($id: ID!, $from: String, $to: String) { i: campaignImpressions(campaign_id: $id, from: $from, to: $to) {
      from to time_zone ${SCREEN} perDay { day plays measuredPlays impressions } } }`,
    { id: campaignId, ...windowArgs(window) },
  );
  return data.i;
}

/** Every campaign's measured impressions on the workspace's screens over a window of its days. */
export async function getWorkspaceImpressions(aggregateId: string, window?: DayWindow): Promise<WorkspaceImpressions> {
  const data = await mediaQuery<{ i: WorkspaceImpressions }>(
    `query WorkspaceImpressions($id: ID!, $from: String, $to: String) { i: workspaceImpressions(aggregate_id: $id, from: $from, to: $to) {
      aggregate_id from to time_zone ${SCREEN} playSeconds perDay { day plays measuredPlays impressions } } }`,
    { id: aggregateId, ...windowArgs(window) },
  );
  return data.i;
}
