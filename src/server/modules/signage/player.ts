import type { FastifyReply, FastifyRequest } from 'fastify';
import { parsePlayerAuthorization } from '../../../domain/signage/pairing.js';
import type { Heartbeat } from '../../../domain/signage/player.js';
import { actAsDevice } from '../../audit/context.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import { ITEMS_CHANGED_CHANNEL } from '../../lists/list-cache.js';
import { mediaFileUrl } from './media.js';
import { secretHash, secretMatches } from './pairings.js';
import * as player from './repo-player.js';
import * as repo from './repo.js';
import { tagsMatch } from './serve.js';

export type { PlayerState } from './repo-player.js';

/** The display a player's credential names, with what its manifest's ETag is made of. */
export interface PlayerCaller extends player.PlayerState {
  tenantId: string;
  displayId: string;
}

export const unpaired = () => new HttpError(401, 'player_unpaired', 'This screen is not paired with a display (any more). Pair it again.');

const stateKey = (tenantId: string, displayId: string) => `${tenantId}/${displayId}`;

/**
 * What a Player authorization names: the display, and the hash its credential must have (401 player_unpaired when
 * malformed). The request's one statement checks the hash as it writes, so whatever it writes is the display's: the
 * display is its author from here (named as its kept state names it, else by its id: no look-up for a heartbeat).
 */
export function playerClaim(ctx: AppContext, authorization: string | undefined): { tenantId: string; displayId: string; credentialHash: string } {
  const parts = parsePlayerAuthorization(authorization);
  if (!parts) throw unpaired();
  const kept = ctx.playerStates.get(stateKey(parts.tenantId, parts.displayId), parts.tenantId);
  actAsDevice(parts.tenantId, parts.displayId, kept?.state.name ?? parts.displayId);
  return { tenantId: parts.tenantId, displayId: parts.displayId, credentialHash: secretHash(parts.secret) };
}

/**
 * `Authorization: Player {tenantId}.{displayId}.{secret}`: the display when the secret's hash is its credential's, from
 * then on the author of the request's writes; else 401 player_unpaired.
 */
export async function authenticatePlayer(ctx: AppContext, authorization: string | undefined): Promise<PlayerCaller> {
  const parts = parsePlayerAuthorization(authorization);
  if (!parts) throw unpaired();
  const state = await playerStateOf(ctx, parts.tenantId, parts.displayId);
  if (!state || !secretMatches(parts.secret, state.credentialHash)) throw unpaired();
  actAsDevice(parts.tenantId, parts.displayId, state.name);
  return { ...state, tenantId: parts.tenantId, displayId: parts.displayId };
}

/**
 * A display's credential hash and manifest stamp, from memory while nothing of its tenant changed (a console write to
 * signage tells every server before it answers: routes.ts), else from the database. Only displays that exist are kept,
 * so unknown credentials cannot fill the cache.
 */
async function playerStateOf(ctx: AppContext, tenantId: string, displayId: string): Promise<player.PlayerState | null> {
  const key = stateKey(tenantId, displayId);
  if (ctx.playerStates.get(key, tenantId)) {
    // Kept, once the notices sent before this request are heard: a change another server has just answered is then
    // dropped here too, so the next revalidation on any server sees it (docs/decisions/0107-player-revalidations-from-memory.md).
    const heard = await ctx.database.caughtUp(ITEMS_CHANGED_CHANNEL).then(
      () => true,
      () => false,
    );
    const kept = heard ? ctx.playerStates.get(key, tenantId) : undefined;
    if (kept) return kept.state;
  }
  const generation = ctx.playerStates.generation(tenantId);
  const state = await player.playerState(ctx.db, tenantId, displayId);
  if (state) ctx.playerStates.store(key, tenantId, generation, { length: 1, state });
  return state;
}

/** Changes whenever the manifest may: the display saved, its playlist's version, its workspace's override version. */
export const manifestEtag = (c: player.PlayerState) => `"m${c.updatedOn.getTime().toString(36)}.${c.playlistVersion ?? 0}.${c.overrideVersion ?? 0}"`;

/** A media item as the player gets it: its file's own address and validators. */
function item(m: repo.MediaRow) {
  return { mediaId: m.id, name: m.name, kind: m.kind, url: mediaFileUrl(m), contentType: m.contentType, size: m.size, etag: m.etag, duration: m.duration };
}

/** The manifest in full: the display, its playlist's rows in play order with their media, and the workspace's override. */
async function manifest(ctx: AppContext, caller: PlayerCaller) {
  const found = await repo.findDisplay(ctx.db, caller.tenantId, caller.displayId);
  if (!found) throw unpaired();
  const d = found.display;
  const [playlist, override] = await Promise.all([
    repo.findPlaylist(ctx.db, d.tenantId, d.playlistId),
    caller.overrideVersion === null ? null : player.findOverride(ctx.db, d.tenantId, d.aggregateId),
  ]);
  const rows = [...(playlist?.rows ?? [])].sort((a, b) => a.play_order - b.play_order);
  const ids = [...new Set([...rows.map((r) => r.media), ...(override?.mediaId ? [override.mediaId] : [])])];
  const media = new Map((await player.mediaOfWorkspace(ctx.db, d.tenantId, d.aggregateId, ids)).map((m) => [m.id, m]));
  const overrideMedia = override?.mediaId ? media.get(override.mediaId) : undefined;
  return {
    display: { id: d.id, name: d.name, orientation: d.orientation },
    playlist: playlist ? { id: playlist.id, name: playlist.name } : null,
    items: rows.flatMap((r) => {
      const m = media.get(r.media);
      if (!m) return [];
      return [{ rowId: r.id, ...item(m), duration: r.duration || m.duration, playOrder: r.play_order, freq: r.freq, startAt: m.startAt, expiryAt: m.expiryAt }];
    }),
    override: presentOverride(override, overrideMedia),
  };
}

/** An override as the console and the player see it; null when there is none (or it was cleared). */
export function presentOverride(row: player.OverrideRow | null, media: repo.MediaRow | undefined) {
  if (!row || (row.message === null && row.mediaId === null)) return null;
  return { version: row.version, message: row.message, media: media ? item(media) : null, since: row.since.toISOString() };
}

/** GET /player/api/manifest: 304 when the player's copy is current (decided from the credential's look-up alone). */
export async function sendManifest(ctx: AppContext, caller: PlayerCaller, request: FastifyRequest, reply: FastifyReply) {
  const etag = manifestEtag(caller);
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (tagsMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return manifest(ctx, caller);
}

/** POST /player/api/heartbeats: last seen now, the player's version and what it plays; the credential is checked by the same statement. */
export async function recordHeartbeat(ctx: AppContext, authorization: string | undefined, beat: Heartbeat) {
  const now = ctx.clock.now();
  const recorded = await player.recordHeartbeat(ctx.db, {
    ...playerClaim(ctx, authorization),
    seenAt: new Date(now),
    playerVersion: beat.playerVersion,
    mediaId: beat.playing?.mediaId ?? null,
    since: beat.playing ? new Date(beat.playing.since) : null,
  });
  if (!recorded) throw unpaired();
  return { serverTime: now };
}
