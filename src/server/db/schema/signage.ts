import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PlaylistRow } from '../../../domain/signage/playlist.js';
import { createdOn, tenantId, updatedOn } from './common.js';

/**
 * Signage media (docs/product/creatives-assets-signage.md §3): one uploaded file of a workspace, its bytes in storage
 * under `storage_key`. `file_token` is the random part of the file's own address, which players and <video> elements
 * fetch without a bearer token.
 */
export const signageMedia = pgTable(
  'signage_media',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    aggregateId: text('aggregate_id').notNull(),
    projectId: text('project_id').notNull(),
    name: text('name').notNull(),
    /** IMAGE, VIDEO, PDF, HTML, TICKER, CANVA or UNKNOWN, from the file's extension. */
    kind: text('kind').notNull(),
    duration: integer('duration').notNull(),
    startAt: bigint('start_at', { mode: 'number' }).notNull(),
    expiryAt: bigint('expiry_at', { mode: 'number' }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    etag: text('etag').notNull(),
    storageKey: text('storage_key').notNull(),
    fileToken: text('file_token').notNull(),
    profileId: text('profile_id').notNull().default(''),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('signage_media_aggregate_idx').on(t.tenantId, t.aggregateId)],
);

/** A playlist of a workspace and its rows (media, duration, play_order, freq) as one document: it is always read whole. */
export const signagePlaylists = pgTable(
  'signage_playlists',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    aggregateId: text('aggregate_id').notNull(),
    projectId: text('project_id').notNull(),
    name: text('name').notNull(),
    rows: jsonb('rows')
      .$type<PlaylistRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Bumped by every write; an update saves only over the version it read. */
    version: integer('version').notNull().default(1),
    profileId: text('profile_id').notNull().default(''),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('signage_playlists_aggregate_idx').on(t.tenantId, t.aggregateId)],
);

/**
 * A screen of a workspace (docs/product/creatives-assets-signage.md §3 Display): its device ID (gen_token), the asset
 * it stands at and the playlist it plays; last seen and player version are written by the player's heartbeats.
 */
export const signageDisplays = pgTable(
  'signage_displays',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    aggregateId: text('aggregate_id').notNull(),
    projectId: text('project_id').notNull(),
    genToken: text('gen_token').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    orientation: integer('orientation').notNull().default(0),
    assetId: text('asset_id').notNull(),
    playlistId: text('playlist_id').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
    playerVersion: text('player_version'),
    /** What the player said it plays in its last heartbeat, and since when. */
    playingMediaId: text('playing_media_id'),
    playingSince: timestamp('playing_since', { withTimezone: true, mode: 'date' }),
    /** SHA-256 (hex) of the paired player's secret; null until a pairing code is claimed. */
    credentialHash: text('credential_hash'),
    profileId: text('profile_id').notNull().default(''),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('signage_displays_aggregate_idx').on(t.tenantId, t.aggregateId),
    index('signage_displays_playlist_idx').on(t.tenantId, t.playlistId),
    // A device ID names one screen of its tenant.
    uniqueIndex('signage_displays_token_idx').on(t.tenantId, t.genToken),
  ],
);

/**
 * Pending pairing codes of player pages (docs/signage-player.md). Keyed by code, not by tenant: before the claim the
 * screen belongs to no tenant (an exception to "tenant leads every key", docs/decisions/0105-player-pairing.md). Only the SHA-256 of the
 * page's secret is kept; the claim fills tenant and display, and the row is deleted once the page has collected it.
 */
export const signagePairings = pgTable(
  'signage_pairings',
  {
    code: text('code').primaryKey(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    tenantId: text('tenant_id'),
    displayId: text('display_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    createdOn: createdOn(),
  },
  (t) => [index('signage_pairings_expires_idx').on(t.expiresAt)],
);

/**
 * Proof of play: one row per play a player reported, idempotent per (tenant, display, play id). The campaign is the one
 * attached to the asset when the play started.
 */
export const signagePlays = pgTable(
  'signage_plays',
  {
    tenantId: tenantId(),
    displayId: text('display_id').notNull(),
    playId: text('play_id').notNull(),
    aggregateId: text('aggregate_id').notNull(),
    projectId: text('project_id').notNull(),
    assetId: text('asset_id').notNull(),
    playlistId: text('playlist_id'),
    rowId: text('row_id'),
    mediaId: text('media_id').notNull(),
    campaignId: text('campaign_id'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }).notNull(),
    completed: boolean('completed').notNull(),
    createdOn: createdOn(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.displayId, t.playId] }),
    // Summaries and the CSV read a workspace's plays over a period.
    index('signage_plays_aggregate_idx').on(t.tenantId, t.aggregateId, t.startedAt),
    // A campaign's plays over a period (measured impressions, attribution).
    index('signage_plays_campaign_idx').on(t.tenantId, t.campaignId, t.startedAt),
  ],
);

/**
 * The emergency override of a workspace: one row per workspace, kept when cleared (message and media null) so that
 * `version` only ever grows and the manifest's ETag never repeats an older one.
 */
export const signageOverrides = pgTable(
  'signage_overrides',
  {
    tenantId: tenantId(),
    aggregateId: text('aggregate_id').notNull(),
    version: integer('version').notNull().default(1),
    message: text('message'),
    mediaId: text('media_id'),
    since: timestamp('since', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    profileId: text('profile_id').notNull().default(''),
    updatedOn: updatedOn(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.aggregateId] })],
);
