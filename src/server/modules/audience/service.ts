import type { Db } from '../../db/client.js';
import * as repo from './repo.js';

/** An audience action as ingestion hands it over (docs/product/platform.md §3.15): who did what, where, when. */
export interface AudienceAction {
  tenantId: string;
  /**
   * 1 like, 2 view, 3 share; 4-8 are the other action types of docs/product/campaigns-venues-events.md §3.10; 9 a
   * signage play.
   */
  type: number;
  status?: number;
  projectId?: string | null;
  aggregateId?: string | null;
  venueId?: string | null;
  assetId?: string | null;
  campaignId?: string | null;
  eventId?: string | null;
  creativeId?: string | null;
  /** The IoT device that recorded or showed the action. */
  deviceId?: string | null;
  profileId?: string | null;
  longitude?: number | null;
  latitude?: number | null;
  price?: number | null;
  /** Shares: the channel shared to (SHARE_CHANNELS). */
  channel?: string | null;
  updatedOn?: Date;
  /** The app's idempotency id (ingested actions only). */
  actionKey?: string | null;
}

/** The row an action is stored as; a type that is not a small positive integer is a programming error. */
export function rowOf(a: AudienceAction): repo.NewActionRow {
  if (!Number.isInteger(a.type) || a.type < 1 || a.type > 32767) throw new Error(`audience action type ${a.type} is not a small positive integer`);
  return {
    tenant_id: a.tenantId,
    type: a.type,
    status: a.status ?? 1,
    project_id: a.projectId ?? null,
    aggregate_id: a.aggregateId ?? null,
    venue_id: a.venueId ?? null,
    asset_id: a.assetId ?? null,
    campaign_id: a.campaignId ?? null,
    event_id: a.eventId ?? null,
    creative_id: a.creativeId ?? null,
    device_id: a.deviceId ?? null,
    profile_id: a.profileId ?? null,
    longitude: a.longitude ?? null,
    latitude: a.latitude ?? null,
    price: a.price ?? null,
    channel: a.channel ?? null,
    updated_on: (a.updatedOn ?? new Date()).toISOString(),
    action_key: a.actionKey ?? null,
  };
}

// Rows per statement: keeps each JSON parameter to a few megabytes.
const CHUNK = 20_000;

/**
 * Appends actions (never updates them). All rows go in one transaction, so the daily rollup that the
 * trigger keeps is always in step with the actions, even when a large batch is split into statements.
 */
export async function appendActions(db: Db, actions: AudienceAction[]): Promise<number> {
  if (!actions.length) return 0;
  const rows = actions.map(rowOf);
  if (rows.length <= CHUNK) {
    await repo.insertActions(db, rows);
  } else {
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += CHUNK) await repo.insertActions(tx, rows.slice(i, i + CHUNK));
    });
  }
  return rows.length;
}

/** A campaign's shares (type 3) counted per channel; channels without shares are absent. */
export function shareCountsOfCampaign(db: Db, tenantId: string, campaignId: string): Promise<Map<string, number>> {
  return repo.countByChannel(db, tenantId, 'campaign', campaignId, 3);
}
