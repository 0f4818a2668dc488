import { z } from 'zod';
import { IdOrKey } from '../common/list-query.js';
import { Id } from '../media-items/item.js';
import { SIGNAGE_MESSAGES } from './messages.js';

/** What the player API takes (docs/signage-player.md "Player API"); the server checks the rest against the database. */

// Years 1970 to 9999, as elsewhere in signage.
const LATEST_MS = Date.parse('9999-12-31T23:59:59.999Z');
const Epoch = z.number().int().min(0).max(LATEST_MS);

/** POST /player/api/heartbeats. */
export const Heartbeat = z.object({
  playerVersion: z.string().trim().min(1).max(50),
  playing: z.object({ mediaId: Id, since: Epoch }).nullable(),
  offlineSince: Epoch.nullable().default(null),
});
export type Heartbeat = z.infer<typeof Heartbeat>;

export const PLAY_LIMITS = { batch: 500, idMin: 8, idMax: 100 } as const;
/** How far in the future a play may end (the player's clock may run ahead), and how old a play may start. */
export const PLAY_SKEW_MS = 5 * 60_000;
export const PLAY_MAX_AGE_MS = 30 * 24 * 3_600_000;

export const Play = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]+$/, 'A play id holds letters, digits and _ . : -')
    .min(PLAY_LIMITS.idMin)
    .max(PLAY_LIMITS.idMax),
  mediaId: Id,
  rowId: Id.nullable().default(null),
  playlistId: Id.nullable().default(null),
  startedAt: Epoch,
  endedAt: Epoch,
  completed: z.boolean(),
});
export type Play = z.infer<typeof Play>;

/** POST /player/api/plays: 1–500 plays, each id once. */
export const PlayBatch = z.object({
  plays: z
    .array(Play)
    .min(1, 'Send at least one play')
    .max(PLAY_LIMITS.batch, `Send at most ${PLAY_LIMITS.batch} plays at once`)
    .refine((plays) => new Set(plays.map((p) => p.id)).size === plays.length, 'A play id is named twice in one batch'),
});
export type PlayBatch = z.infer<typeof PlayBatch>;

/** The audience action type a stored play is appended as (src/domain/audience/tally.ts names it 'Play'). */
export const PLAY_ACTION_TYPE = 9;

export const PLAY_REFUSALS = {
  endsBeforeStart: 'ends_before_start',
  inFuture: 'in_future',
  tooOld: 'too_old',
  unknownMedia: 'unknown_media',
} as const;
export type PlayRefusal = (typeof PLAY_REFUSALS)[keyof typeof PLAY_REFUSALS];

/** Why a play's times make it no proof (Xibo refuses the same), or null when they are fine. */
export function playTimesRefusal(play: Pick<Play, 'startedAt' | 'endedAt'>, nowMs: number): PlayRefusal | null {
  if (play.endedAt <= play.startedAt) return PLAY_REFUSALS.endsBeforeStart;
  if (play.endedAt > nowMs + PLAY_SKEW_MS) return PLAY_REFUSALS.inFuture;
  if (play.startedAt < nowMs - PLAY_MAX_AGE_MS) return PLAY_REFUSALS.tooOld;
  return null;
}

/** Whole seconds a play lasted (rounded). */
export const playSeconds = (play: { startedAt: number; endedAt: number }) => Math.round((play.endedAt - play.startedAt) / 1000);

/** PUT /override: a message or a media item of the workspace, exactly one. */
export const OVERRIDE_LIMITS = { message: 500 } as const;
export const OverrideInput = z.union(
  [
    z.strictObject({ message: z.string().trim().min(1, SIGNAGE_MESSAGES.overrideMessageRequired).max(OVERRIDE_LIMITS.message) }),
    z.strictObject({ mediaId: Id }),
  ],
  { error: 'Send either a message (1–500 characters) or a mediaId, not both' },
);
export type OverrideInput = z.infer<typeof OverrideInput>;

/** Proof-of-play periods: from (inclusive) to (exclusive), epoch ms, at most 366 days. */
export const PLAYS_MAX_DAYS = 366;
const PeriodEnd = z.coerce.number().int().min(0).max(LATEST_MS);
const periodRules = <T extends { from: number; to: number }>(schema: z.ZodType<T>) =>
  schema
    .refine((p) => p.to > p.from, { message: 'to must be after from', path: ['to'] })
    .refine((p) => p.to - p.from <= PLAYS_MAX_DAYS * 86_400_000, { message: `A period is at most ${PLAYS_MAX_DAYS} days`, path: ['to'] });
export const PlaysPeriod = periodRules(z.object({ from: PeriodEnd, to: PeriodEnd }));
/** The proof-of-play routes' query: the workspace and the period. */
export const PlaysQuery = periodRules(z.object({ aggregate: IdOrKey, project: IdOrKey.optional(), from: PeriodEnd, to: PeriodEnd }));
export type PlaysQuery = z.infer<typeof PlaysQuery>;

export const PLAY_CSV_COLUMNS = ['Play ID', 'Display', 'Device ID', 'Asset', 'Playlist', 'Media', 'Campaign', 'Started', 'Ended', 'Seconds', 'Completed'];
