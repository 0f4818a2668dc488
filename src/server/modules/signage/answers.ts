/** A workspace's signage and the player's API as answered (docs/api.md "Digital signage", docs/signage-player.md). */
import { z } from 'zod';
import { LIVENESS } from '../../../domain/signage/liveness.js';
import { MEDIA_KINDS } from '../../../domain/signage/media.js';
import { named } from '../../answers.js';
import { Instant } from '../common-answers.js';

const EpochMs = z.number().int().describe('Epoch milliseconds');
const Orientation = z.number().int().min(0).max(2).describe('Landscape 0, Portrait 1, Portrait Reverse 2');

export const SignageMedia = named(
  'SignageMedia',
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.enum(MEDIA_KINDS),
    duration: z.number().int().describe('Seconds'),
    startAt: EpochMs,
    expiryAt: EpochMs,
    fileName: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    url: z.string().describe("The file's own address, with its token"),
    aggregate_id: z.string(),
    updatedOn: Instant,
  }),
);

export const Playlist = named(
  'Playlist',
  z.object({
    id: z.string(),
    name: z.string(),
    media: z.array(
      z.object({
        id: z.string(),
        media: z.string(),
        duration: z.number().int(),
        play_order: z.number().int(),
        freq: z.number().int(),
      }),
    ),
    media_count: z.number().int(),
    display_count: z.number().int(),
    aggregate_id: z.string(),
    updatedOn: Instant,
  }),
);

export const Display = named(
  'Display',
  z.object({
    id: z.string(),
    gen_token: z.string().describe('The device ID'),
    name: z.string(),
    description: z.string(),
    orientation: Orientation,
    np: z.object({ type: z.literal('pl'), id: z.string(), name: z.string() }).describe('Its playlist'),
    pa: z.literal(true),
    asset_id: z.string(),
    aggregate_id: z.string(),
    liveness: z.enum(LIVENESS),
    last_seen: Instant.nullable(),
    player_version: z.string().nullable(),
    playing: z.object({ mediaId: z.string(), name: z.string(), since: Instant }).nullable(),
    paired: z.boolean(),
    updatedOn: Instant,
  }),
);

/** A media item as a player gets it: its file's own address and validators. */
const PlayerMedia = z.object({
  mediaId: z.string(),
  name: z.string(),
  kind: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  etag: z.string(),
  duration: z.number().int(),
});

export const Override = named(
  'SignageOverride',
  z.object({ version: z.number().int(), message: z.string().nullable(), media: PlayerMedia.nullable(), since: Instant }),
);

export const Deleted = z.object({ id: z.string(), deleted: z.literal(true) });

export const PlaySummary = z.object({
  mediaId: z.string(),
  name: z.string(),
  kind: z.string(),
  plays: z.number().int(),
  completed: z.number().int(),
  skipped: z.number().int(),
  seconds: z.number(),
});

export const Pairing = z.object({ code: z.string(), secret: z.string(), expiresAt: Instant });
export const PairingState = z.union([
  z.object({ status: z.literal('pending'), expiresAt: Instant }),
  z.object({ status: z.literal('claimed'), credential: z.string(), display: z.object({ id: z.string(), name: z.string() }) }),
]);

export const Manifest = z.object({
  display: z.object({ id: z.string(), name: z.string(), orientation: Orientation }),
  playlist: z.object({ id: z.string(), name: z.string() }).nullable(),
  items: z.array(PlayerMedia.extend({ rowId: z.string(), playOrder: z.number().int(), freq: z.number().int(), startAt: EpochMs, expiryAt: EpochMs })),
  override: Override.nullable(),
});

export const PlaysRecorded = z.object({
  stored: z.array(z.string()),
  repeated: z.array(z.string()),
  refused: z.array(z.object({ id: z.string(), reason: z.string() })),
});
