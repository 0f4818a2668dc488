import { batchProblem, ITEM_FIELDS, type IngestedAction, type IngestionAnswer, type IngestionBatch } from '../../../domain/audience/ingestion.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import { badRequest, forbidden } from '../../errors.js';
import * as repo from './repo.js';
import { rowOf } from './service.js';

export const INGESTION_MESSAGES = {
  profileRequired: 'Audience actions are reported by a signed-in profile of this tenant',
  appRequired: 'Audience actions are reported through the customer or validator app, signed in through that app',
} as const;

/** Where an action belongs, from the items it names (never from the app): their workspace and project. */
function placeOf(action: IngestedAction, items: Map<string, [string, string, string, string]>): { aggregateId: string; projectId: string } | string {
  let place: { aggregateId: string; projectId: string } | null = null;
  for (const [field, kind] of ITEM_FIELDS) {
    const id = action[field];
    if (!id) continue;
    const item = items.get(id);
    // Another tenant's item is not found here either: the read names the caller's tenant only.
    if (!item || item[1] !== kind) return `${field} ${id} is not a ${kind} of this tenant`;
    if (place && place.aggregateId !== item[2]) return `${field} ${id} is in another workspace than the action's other items`;
    place = { aggregateId: item[2], projectId: item[3] };
  }
  return place ?? 'names no item';
}

/**
 * POST /api/1.0/audience-actions (docs/api.md "Audience"): a batch of a signed-in profile's actions, all or
 * nothing. Checked before anything is written: shapes, time bounds, repeated ids, the caller's active profile,
 * every named item the tenant's and of the kind named (one read for the whole batch). Then one statement stores
 * the actions whose idempotency id is new; the answer lists those and the repeats.
 */
export async function ingestActions(ctx: AppContext, actor: Actor, batch: IngestionBatch, now = Date.now()): Promise<IngestionAnswer> {
  const problem = batchProblem(batch.actions, now);
  if (problem) throw badRequest(problem);
  const ids = [...new Set(batch.actions.flatMap((a) => ITEM_FIELDS.map(([field]) => a[field]).filter((id): id is string => !!id)))];
  const found = await repo.ingestionContext(ctx.db, actor.tenantId, actor.userId, ids);
  if (!found.profile?.active) throw forbidden(INGESTION_MESSAGES.profileRequired);
  const profileId = found.profile.id;
  const items = new Map(found.items.map((i) => [i[0], i]));
  const rows = batch.actions.map((a, i) => {
    if (a.profileId && a.profileId !== profileId) throw badRequest(`actions[${i}]: profileId is not the caller's profile`);
    const place = placeOf(a, items);
    if (typeof place === 'string') throw badRequest(`actions[${i}]: ${place}`);
    return rowOf({
      tenantId: actor.tenantId,
      type: a.type,
      ...place,
      campaignId: a.campaignId,
      eventId: a.eventId,
      venueId: a.venueId,
      assetId: a.assetId,
      creativeId: a.creativeId,
      deviceId: a.deviceId,
      profileId,
      latitude: a.geo?.latitude,
      longitude: a.geo?.longitude,
      price: a.price,
      channel: a.channel,
      updatedOn: new Date(a.at),
      actionKey: a.id,
    });
  });
  const stored = new Set(await repo.insertNewActions(ctx.db, rows));
  const all = batch.actions.map((a) => a.id);
  return { stored: all.filter((id) => stored.has(id)), repeated: all.filter((id) => !stored.has(id)) };
}
