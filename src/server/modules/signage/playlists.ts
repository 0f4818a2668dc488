import type { PrivilegeLevel } from '../../../domain/access/levels.js';
import { newId } from '../../../domain/common/ids.js';
import type { SignageListWindow } from '../../../domain/signage/lists.js';
import { SIGNAGE_MESSAGES } from '../../../domain/signage/messages.js';
import { applyPlaylistUpdate, filledDuration, type PlaylistInput, type PlaylistRow, type PlaylistUpdate } from '../../../domain/signage/playlist.js';
import { SIGNAGE_EDIT_ROLE, SIGNAGE_READ_ROLE } from '../../../domain/signage/roles.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { requireOn } from '../learning/index.js';
import { profileIdOf } from '../profiles/index.js';
import { unlinkItem } from '../relations/index.js';
import { workspaceWith, type WorkspaceScope } from './access.js';
import * as repo from './repo.js';

const WHAT = 'Playlist';

function present(row: repo.PlaylistRecord, displays: number) {
  const media = [...row.rows].sort((a, b) => a.play_order - b.play_order);
  return {
    id: row.id,
    name: row.name,
    media,
    media_count: media.length,
    display_count: displays,
    aggregate_id: row.aggregateId,
    updatedOn: row.updatedOn.toISOString(),
  };
}

/**
 * Rows whose media are all the workspace's, 0-second rows taking their media's duration
 * (docs/product/creatives-assets-signage.md §5).
 */
async function settledRows(ctx: AppContext, tenantId: string, aggregateId: string, rows: PlaylistRow[]): Promise<PlaylistRow[]> {
  const found = await repo.mediaDurations(ctx.db, tenantId, aggregateId, [...new Set(rows.map((r) => r.media))]);
  const durations = new Map(found.map((m) => [m.id, m.duration]));
  if (rows.some((r) => !durations.has(r.media))) throw badRequest(SIGNAGE_MESSAGES.unknownMedia);
  return rows.map((r) => ({ ...r, duration: filledDuration(r.duration, durations.get(r.media)) }));
}

export async function listPlaylists(ctx: AppContext, actor: Actor, scope: WorkspaceScope, page: SignageListWindow) {
  const at = await workspaceWith(ctx, actor, scope, SIGNAGE_READ_ROLE, 'playlists');
  const rows = await repo.listPlaylists(ctx.db, at.tenant.id, at.workspace.id, page);
  const displays = await repo.displayCounts(
    ctx.db,
    at.tenant.id,
    rows.map((r) => r.id),
  );
  return rows.map((r) => present(r, displays.get(r.id) ?? 0));
}

/** The playlist with `min` on its workspace (404 for another tenant's or an unviewable one). */
async function playlistWith(ctx: AppContext, actor: Actor, id: string, min: PrivilegeLevel) {
  const row = await repo.findPlaylist(ctx.db, actor.tenantId, id);
  if (!row) throw notFound(WHAT);
  await requireOn(ctx, actor, row.aggregateId, min, WHAT);
  return row;
}

const answer = async (ctx: AppContext, row: repo.PlaylistRecord) => present(row, (await repo.displayCounts(ctx.db, row.tenantId, [row.id])).get(row.id) ?? 0);

export async function getPlaylist(ctx: AppContext, actor: Actor, id: string) {
  return answer(ctx, await playlistWith(ctx, actor, id, SIGNAGE_READ_ROLE));
}

export async function createPlaylist(ctx: AppContext, actor: Actor, scope: WorkspaceScope, input: PlaylistInput) {
  const at = await workspaceWith(ctx, actor, scope, SIGNAGE_EDIT_ROLE, 'playlists');
  const rows = await settledRows(
    ctx,
    at.tenant.id,
    at.workspace.id,
    input.add_media.map((r) => ({ id: newId(), media: r.media, duration: r.duration, play_order: r.play_order, freq: r.freq })),
  );
  const row = await repo.insertPlaylist(ctx.db, {
    tenantId: at.tenant.id,
    id: newId(),
    aggregateId: at.workspace.id,
    projectId: at.workspace.projectId,
    name: input.name,
    rows,
    profileId: (await profileIdOf(ctx, actor)) ?? '',
  });
  return present(row, 0);
}

/**
 * PUT /playlists/{id} with the form's diff (docs/product/creatives-assets-signage.md §4); saved over the version read,
 * else 409.
 */
export async function updatePlaylist(ctx: AppContext, actor: Actor, id: string, update: PlaylistUpdate) {
  if (update.id && update.id !== id) throw badRequest('The body names another playlist than the path');
  const read = await playlistWith(ctx, actor, id, SIGNAGE_EDIT_ROLE);
  const changed = applyPlaylistUpdate(read.rows, update, newId);
  if (!changed) throw badRequest(SIGNAGE_MESSAGES.unknownRow);
  const rows = await settledRows(ctx, read.tenantId, read.aggregateId, changed);
  const stored = await repo.updatePlaylist(ctx.db, read, { name: update.name ?? read.name, rows });
  if (!stored) throw conflict('This playlist is being changed by others at this moment. Please try again.');
  return answer(ctx, stored);
}

/** A playlist a display plays is not deleted: the screen would go blank (409 naming how many). */
export async function deletePlaylist(ctx: AppContext, actor: Actor, id: string) {
  const read = await playlistWith(ctx, actor, id, SIGNAGE_EDIT_ROLE);
  const displays = (await repo.displayCounts(ctx.db, read.tenantId, [id])).get(id) ?? 0;
  if (displays > 0)
    throw conflict(
      `This playlist is played by ${displays} display${displays === 1 ? '' : 's'}. Give ${displays === 1 ? 'it' : 'them'} another playlist first.`,
    );
  // Its anchors on assets go with it (docs/product/creatives-assets-signage.md §2.11's anchored groups).
  await ctx.db.transaction(async (tx) => {
    await repo.deletePlaylist(tx, read.tenantId, id);
    await unlinkItem(tx, read.tenantId, id);
  });
  return { id, deleted: true as const };
}
