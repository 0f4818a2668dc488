import type { OverrideInput } from '../../../domain/signage/player.js';
import { SIGNAGE_MESSAGES } from '../../../domain/signage/messages.js';
import { SIGNAGE_EDIT_ROLE, SIGNAGE_READ_ROLE } from '../../../domain/signage/roles.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import { profileIdOf } from '../profiles/index.js';
import { workspaceWith, type WorkspaceScope } from './access.js';
import { presentOverride } from './player.js';
import * as player from './repo-player.js';
import * as repo from './repo.js';

const WHAT = 'emergency override';

async function answer(ctx: AppContext, row: player.OverrideRow | null) {
  const media = row?.mediaId ? await repo.findMedia(ctx.db, row.tenantId, row.mediaId) : null;
  return presentOverride(row, media ?? undefined);
}

/** GET /override: the workspace's override, or null (VIEWER). */
export async function getOverride(ctx: AppContext, actor: Actor, scope: WorkspaceScope) {
  const at = await workspaceWith(ctx, actor, scope, SIGNAGE_READ_ROLE, WHAT);
  return answer(ctx, await player.findOverride(ctx.db, at.tenant.id, at.workspace.id));
}

/** PUT /override (EDITOR): a message or a media item of the workspace that every display shows until cleared. */
export async function setOverride(ctx: AppContext, actor: Actor, scope: WorkspaceScope, input: OverrideInput) {
  const at = await workspaceWith(ctx, actor, scope, SIGNAGE_EDIT_ROLE, WHAT);
  const mediaId = 'mediaId' in input ? input.mediaId : null;
  if (mediaId && (await repo.findMedia(ctx.db, at.tenant.id, mediaId))?.aggregateId !== at.workspace.id) throw badRequest(SIGNAGE_MESSAGES.unknownMedia);
  const row = await player.saveOverride(ctx.db, {
    tenantId: at.tenant.id,
    aggregateId: at.workspace.id,
    message: 'message' in input ? input.message : null,
    mediaId,
    since: new Date(ctx.clock.now()),
    profileId: (await profileIdOf(ctx, actor)) ?? '',
  });
  return answer(ctx, row);
}

/** DELETE /override (EDITOR): the displays go back to their playlists. The row stays, cleared, so its version keeps growing. */
export async function clearOverride(ctx: AppContext, actor: Actor, scope: WorkspaceScope) {
  const at = await workspaceWith(ctx, actor, scope, SIGNAGE_EDIT_ROLE, WHAT);
  const current = await player.findOverride(ctx.db, at.tenant.id, at.workspace.id);
  if (current && (current.message !== null || current.mediaId !== null)) {
    await player.saveOverride(ctx.db, {
      tenantId: at.tenant.id,
      aggregateId: at.workspace.id,
      message: null,
      mediaId: null,
      since: new Date(ctx.clock.now()),
      profileId: (await profileIdOf(ctx, actor)) ?? '',
    });
  }
  return { cleared: true as const };
}
