import type { PrivilegeLevel } from '../../../domain/access/levels.js';
import { newId } from '../../../domain/common/ids.js';
import type { DisplayInput, DisplayPatch } from '../../../domain/signage/display.js';
import { livenessOf } from '../../../domain/signage/liveness.js';
import type { DisplayListWindow } from '../../../domain/signage/lists.js';
import { SIGNAGE_MESSAGES } from '../../../domain/signage/messages.js';
import { SIGNAGE_EDIT_ROLE, SIGNAGE_READ_ROLE } from '../../../domain/signage/roles.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import { hitUniqueIndex } from '../../db/unique-violation.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { requireOn } from '../learning/index.js';
import { profileIdOf } from '../profiles/index.js';
import { unlinkItem } from '../relations/index.js';
import { workspaceWith, type WorkspaceScope } from './access.js';
import { claimForDisplay } from './pairings.js';
import * as repo from './repo.js';

const WHAT = 'Display';

/**
 * A display as the API answers it: docs/product/creatives-assets-signage.md §3's fields, its asset, and the liveness
 * the player's heartbeats write.
 */
function present({ display: d, playlistName, playingName }: { display: repo.DisplayRow; playlistName: string; playingName: string | null }, now: number) {
  return {
    id: d.id,
    gen_token: d.genToken,
    name: d.name,
    description: d.description,
    orientation: d.orientation,
    np: { type: 'pl' as const, id: d.playlistId, name: playlistName },
    pa: true as const,
    asset_id: d.assetId,
    aggregate_id: d.aggregateId,
    liveness: livenessOf(d.lastSeenAt?.getTime() ?? null, now),
    last_seen: d.lastSeenAt?.toISOString() ?? null,
    player_version: d.playerVersion,
    playing: d.playingMediaId && d.playingSince ? { mediaId: d.playingMediaId, name: playingName ?? '', since: d.playingSince.toISOString() } : null,
    paired: d.credentialHash !== null,
    updatedOn: d.updatedOn.toISOString(),
  };
}

export async function listDisplays(ctx: AppContext, actor: Actor, scope: WorkspaceScope, page: DisplayListWindow) {
  const at = await workspaceWith(ctx, actor, scope, SIGNAGE_READ_ROLE, 'displays');
  const now = ctx.clock.now();
  return (await repo.listDisplays(ctx.db, at.tenant.id, at.workspace.id, page)).map((row) => present(row, now));
}

/**
 * What a display may be saved with: its playlist and asset are the workspace's, a campaign is attached to the asset
 * now (docs/product/creatives-assets-signage.md §2.13), and its device ID is no other display's.
 */
async function checkSaved(
  ctx: AppContext,
  tenantId: string,
  aggregateId: string,
  d: { playlistId: string; assetId: string; genToken: string },
  id: string | null,
) {
  const playlist = await repo.findPlaylist(ctx.db, tenantId, d.playlistId);
  if (playlist?.aggregateId !== aggregateId) throw badRequest(SIGNAGE_MESSAGES.unknownPlaylist);
  if (!(await repo.assetInWorkspace(ctx.db, tenantId, aggregateId, d.assetId))) throw badRequest(SIGNAGE_MESSAGES.unknownAsset);
  if (!(await repo.campaignAttached(ctx.db, tenantId, d.assetId, new Date(ctx.clock.now())))) throw badRequest(SIGNAGE_MESSAGES.attachCampaign);
  if (await repo.tokenTaken(ctx.db, tenantId, d.genToken, id)) throw conflict(SIGNAGE_MESSAGES.tokenTaken);
}

/** Two saves of one device ID at the same moment: the unique index refuses the second. */
async function unlessTokenTaken(write: () => Promise<void>) {
  try {
    await write();
  } catch (error) {
    if (hitUniqueIndex(error, 'signage_displays_token_idx')) throw conflict(SIGNAGE_MESSAGES.tokenTaken);
    throw error;
  }
}

async function answer(ctx: AppContext, tenantId: string, id: string) {
  const row = await repo.findDisplay(ctx.db, tenantId, id);
  if (!row) throw notFound(WHAT);
  return present(row, ctx.clock.now());
}

export async function createDisplay(ctx: AppContext, actor: Actor, scope: WorkspaceScope, input: DisplayInput) {
  const at = await workspaceWith(ctx, actor, scope, SIGNAGE_EDIT_ROLE, 'displays');
  const fields = {
    genToken: input.gen_token,
    name: input.name,
    description: input.description,
    orientation: input.orientation,
    assetId: input.asset_id,
    playlistId: input.np.id,
  };
  await checkSaved(ctx, at.tenant.id, at.workspace.id, fields, null);
  const id = newId();
  const profileId = (await profileIdOf(ctx, actor)) ?? '';
  await unlessTokenTaken(() =>
    ctx.db.transaction(async (tx) => {
      await repo.insertDisplay(tx, { tenantId: at.tenant.id, id, aggregateId: at.workspace.id, projectId: at.workspace.projectId, ...fields, profileId });
      await claimForDisplay(ctx, tx, at.tenant.id, id, fields.genToken);
    }),
  );
  return answer(ctx, at.tenant.id, id);
}

async function displayWith(ctx: AppContext, actor: Actor, id: string, min: PrivilegeLevel) {
  const row = await repo.findDisplay(ctx.db, actor.tenantId, id);
  if (!row) throw notFound(WHAT);
  await requireOn(ctx, actor, row.display.aggregateId, min, WHAT);
  return row.display;
}

/** PUT /displays/{id}: the named fields change; the result is checked as a new display's would be. */
export async function updateDisplay(ctx: AppContext, actor: Actor, id: string, patch: DisplayPatch) {
  if (patch.id && patch.id !== id) throw badRequest('The body names another display than the path');
  const read = await displayWith(ctx, actor, id, SIGNAGE_EDIT_ROLE);
  const next = {
    genToken: patch.gen_token ?? read.genToken,
    name: patch.name ?? read.name,
    description: patch.description ?? read.description,
    orientation: patch.orientation ?? read.orientation,
    assetId: patch.asset_id ?? read.assetId,
    playlistId: patch.np?.id ?? read.playlistId,
  };
  await checkSaved(ctx, read.tenantId, read.aggregateId, next, id);
  await unlessTokenTaken(() =>
    ctx.db.transaction(async (tx) => {
      await repo.updateDisplay(tx, read.tenantId, id, next);
      await claimForDisplay(ctx, tx, read.tenantId, id, next.genToken);
    }),
  );
  return answer(ctx, read.tenantId, id);
}

export async function deleteDisplay(ctx: AppContext, actor: Actor, id: string) {
  const read = await displayWith(ctx, actor, id, SIGNAGE_EDIT_ROLE);
  // Its anchors on assets go with it (docs/product/creatives-assets-signage.md §2.11's anchored groups).
  await ctx.db.transaction(async (tx) => {
    await repo.deleteDisplay(tx, read.tenantId, id);
    await unlinkItem(tx, read.tenantId, id);
  });
  return { id, deleted: true as const };
}
