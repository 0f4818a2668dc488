import { and, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { auditJson } from '../../audit/context.js';
import { auditedInStatement } from '../../db/audited-driver.js';
import type { Db } from '../../db/client.js';
import { prepared, preparedSql } from '../../db/prepared.js';
import { signageDisplays, signageMedia, signageOverrides, signagePairings, signagePlaylists } from '../../db/schema/index.js';
import type { PlayerState } from './player-state.js';
import type { MediaRow } from './repo.js';

const p = sql.placeholder;

export type PairingRow = typeof signagePairings.$inferSelect;
export type OverrideRow = typeof signageOverrides.$inferSelect;

/** Stores a new code unless it is taken (false then: the caller draws another); expired codes are removed first. */
export async function insertPairing(db: Db, row: { code: string; secretHash: string; expiresAt: Date }, now: Date): Promise<boolean> {
  await db.delete(signagePairings).where(lt(signagePairings.expiresAt, now));
  const stored = await db.insert(signagePairings).values(row).onConflictDoNothing().returning({ code: signagePairings.code });
  return stored.length === 1;
}

export async function findPairing(db: Db, code: string): Promise<PairingRow | null> {
  const [row] = await db.select().from(signagePairings).where(eq(signagePairings.code, code)).limit(1);
  return row ?? null;
}

/** Removes a claimed pairing; the row when this call removed it (so the credential is handed out once). */
export async function takeClaimedPairing(db: Db, code: string): Promise<PairingRow | null> {
  const [row] = await db
    .delete(signagePairings)
    .where(and(eq(signagePairings.code, code), isNotNull(signagePairings.claimedAt)))
    .returning();
  return row ?? null;
}

/**
 * Claims a pending, unexpired code for a display; the hash of the page's secret when it did. The claimed row waits a
 * full period for the page to collect it.
 */
export async function claimPairing(db: Db, code: string, tenantId: string, displayId: string, now: Date, collectBy: Date): Promise<string | null> {
  const [row] = await db
    .update(signagePairings)
    .set({ tenantId, displayId, claimedAt: now, expiresAt: collectBy })
    .where(and(eq(signagePairings.code, code), isNull(signagePairings.claimedAt), gt(signagePairings.expiresAt, now)))
    .returning({ secretHash: signagePairings.secretHash });
  return row?.secretHash ?? null;
}

export async function setCredentialHash(db: Db, tenantId: string, displayId: string, credentialHash: string): Promise<void> {
  await db
    .update(signageDisplays)
    .set({ credentialHash })
    .where(and(eq(signageDisplays.tenantId, tenantId), eq(signageDisplays.id, displayId)));
}

/**
 * What a player's request needs first, in one statement: the display's credential hash and the versions its manifest
 * depends on (the display's own change time, its playlist's version, its workspace's override version).
 */
const playerStateStatement = prepared((db) =>
  db
    .select({
      credentialHash: signageDisplays.credentialHash,
      name: signageDisplays.name,
      aggregateId: signageDisplays.aggregateId,
      updatedOn: signageDisplays.updatedOn,
      playlistVersion: signagePlaylists.version,
      overrideVersion: signageOverrides.version,
    })
    .from(signageDisplays)
    .leftJoin(signagePlaylists, and(eq(signagePlaylists.tenantId, signageDisplays.tenantId), eq(signagePlaylists.id, signageDisplays.playlistId)))
    .leftJoin(signageOverrides, and(eq(signageOverrides.tenantId, signageDisplays.tenantId), eq(signageOverrides.aggregateId, signageDisplays.aggregateId)))
    .where(and(eq(signageDisplays.tenantId, p('tenantId')), eq(signageDisplays.id, p('displayId'))))
    .limit(1)
    .prepare('signage_player_state'),
);
export type { PlayerState };

export async function playerState(db: Db, tenantId: string, displayId: string): Promise<PlayerState | null> {
  const [row] = await playerStateStatement(db).execute({ tenantId, displayId });
  return row ?? null;
}

/**
 * A heartbeat, in one statement with the credential's check: when the player was heard, its version and what it plays
 * (the display's updated_on stays: it dates the manifest). No row when no display of that id has that credential.
 * Its commit does not wait for the WAL to reach the disk (`synchronous_commit` off for this transaction alone): a
 * heartbeat lost in a database crash is only a screen seen a minute earlier, and the next one comes within a minute.
 */
const heartbeatStatement = preparedSql<{ id: string }>(
  'signage_heartbeat',
  sql`update signage_displays set last_seen_at = ${p('seenAt')}::timestamptz, player_version = ${p('playerVersion')}::text,
      playing_media_id = ${p('mediaId')}::text, playing_since = ${p('since')}::timestamptz
    from (select set_config('synchronous_commit', 'off', true)) as unsynced
    where tenant_id = ${p('tenantId')}::text and id = ${p('displayId')}::text and credential_hash = ${p('credentialHash')}::text and ${auditedInStatement}
    returning id`,
);

export async function recordHeartbeat(
  db: Db,
  h: { tenantId: string; displayId: string; credentialHash: string; seenAt: Date; playerVersion: string; mediaId: string | null; since: Date | null },
): Promise<boolean> {
  const rows = await heartbeatStatement(db).execute({
    audit: auditJson(),
    tenantId: h.tenantId,
    displayId: h.displayId,
    credentialHash: h.credentialHash,
    seenAt: h.seenAt.toISOString(),
    playerVersion: h.playerVersion,
    mediaId: h.mediaId,
    since: h.since?.toISOString() ?? null,
  });
  return rows.length === 1;
}

export async function findOverride(db: Db, tenantId: string, aggregateId: string): Promise<OverrideRow | null> {
  const [row] = await db
    .select()
    .from(signageOverrides)
    .where(and(eq(signageOverrides.tenantId, tenantId), eq(signageOverrides.aggregateId, aggregateId)))
    .limit(1);
  return row ?? null;
}

/** Sets (or clears, with both null) a workspace's override; the version grows by one on every write. */
export async function saveOverride(
  db: Db,
  o: { tenantId: string; aggregateId: string; message: string | null; mediaId: string | null; since: Date; profileId: string },
): Promise<OverrideRow> {
  const [row] = await db
    .insert(signageOverrides)
    .values({ ...o, version: 1, updatedOn: o.since })
    .onConflictDoUpdate({
      target: [signageOverrides.tenantId, signageOverrides.aggregateId],
      set: {
        message: o.message,
        mediaId: o.mediaId,
        since: o.since,
        profileId: o.profileId,
        updatedOn: o.since,
        version: sql`${signageOverrides.version} + 1`,
      },
    })
    .returning();
  return row;
}

/** Whether a media item is a workspace's emergency override now. */
export async function overrideShows(db: Db, tenantId: string, mediaId: string): Promise<boolean> {
  const [row] = await db
    .select({ v: signageOverrides.version })
    .from(signageOverrides)
    .where(and(eq(signageOverrides.tenantId, tenantId), eq(signageOverrides.mediaId, mediaId)))
    .limit(1);
  return !!row;
}

/** The workspace's media among `ids` (others are left out). */
export function mediaOfWorkspace(db: Db, tenantId: string, aggregateId: string, ids: string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(signageMedia)
    .where(and(eq(signageMedia.tenantId, tenantId), eq(signageMedia.aggregateId, aggregateId), inArray(signageMedia.id, ids)));
}
