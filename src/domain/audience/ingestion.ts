import { z } from 'zod';
import { SHARE_CHANNELS } from '../campaigns/types.js';
import { Id } from '../media-items/item.js';

/**
 * Actions an app may report (docs/product/platform.md §3.15, docs/product/campaigns-venues-events.md §3.10): like,
 * view, share, dislike/scan. 5-8 come from treasury transactions.
 */
export const INGESTED_TYPES = [1, 2, 3, 4] as const;
export const MAX_BATCH = 1000;
/** An app's clock may run this far ahead of ours. */
export const CLOCK_SKEW_MS = 5 * 60_000;
/** Actions older than this are refused: rollups of closed days stay settled and apps cannot back-fill history. */
export const MAX_AGE_MS = 30 * 86_400_000;

/** The item fields of an action and the kind of item each must name. */
export const ITEM_FIELDS = [
  ['campaignId', 'campaign'],
  ['eventId', 'event'],
  ['venueId', 'venue'],
  ['assetId', 'asset'],
  ['creativeId', 'creative'],
  ['deviceId', 'device'],
] as const;

export const IngestedAction = z.strictObject({
  /** The app's idempotency id: unique per tenant; a repeat is answered as such and never stored again. */
  id: z
    .string()
    .min(8)
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'must be letters, digits, _ . : or -'),
  type: z.union(INGESTED_TYPES.map((t) => z.literal(t))),
  /** The caller's own profile (optional: it is the caller's in any case). */
  profileId: z.string().min(1).max(100).optional(),
  campaignId: Id.optional(),
  eventId: Id.optional(),
  venueId: Id.optional(),
  assetId: Id.optional(),
  creativeId: Id.optional(),
  /** The IoT device that recorded or showed the action. */
  deviceId: Id.optional(),
  geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).optional(),
  /** When it happened, by the app's clock (ISO 8601 with an offset). */
  at: z.iso.datetime({ offset: true }),
  /** Shares only: where to. */
  channel: z.enum(SHARE_CHANNELS).optional(),
  price: z.number().min(0).max(1_000_000_000).optional(),
});
export type IngestedAction = z.infer<typeof IngestedAction>;

export const IngestionBatch = z.strictObject({ actions: z.array(IngestedAction).min(1).max(MAX_BATCH) });
export type IngestionBatch = z.infer<typeof IngestionBatch>;

export const IngestionAnswer = z.object({ stored: z.array(z.string()), repeated: z.array(z.string()) });
export type IngestionAnswer = z.infer<typeof IngestionAnswer>;

/**
 * What is wrong with one action beyond its shape, or null: a share needs its channel (and only shares have one),
 * an action names at least one item, its time is neither in the future (beyond the skew) nor older than 30 days.
 */
export function actionProblem(action: IngestedAction, now: number): string | null {
  if (action.type === 3 && !action.channel) return 'a share needs its channel';
  if (action.type !== 3 && action.channel) return 'only shares have a channel';
  if (!ITEM_FIELDS.some(([field]) => action[field])) return 'names no campaign, event, venue, asset, creative or device';
  const at = Date.parse(action.at);
  if (at > now + CLOCK_SKEW_MS) return 'at is in the future';
  if (at < now - MAX_AGE_MS) return 'at is more than 30 days ago';
  return null;
}

/** The first problem of a batch as `actions[i]: …`, checking ids repeated within it too; null when every action is fine. */
export function batchProblem(actions: IngestedAction[], now: number): string | null {
  const seen = new Map<string, number>();
  for (const [i, action] of actions.entries()) {
    const problem = actionProblem(action, now);
    if (problem) return `actions[${i}]: ${problem}`;
    const first = seen.get(action.id);
    if (first !== undefined) return `actions[${i}]: id repeats actions[${first}]`;
    seen.set(action.id, i);
  }
  return null;
}
