import { randomBytes } from 'node:crypto';
import { Privilege } from '../../../domain/access/levels.js';
import { defaultWindow } from '../../../domain/audience/windows.js';
import { localDay } from '../../../domain/audience/zone-days.js';
import { isId, newId } from '../../../domain/common/ids.js';
import { SHARE_DEFAULT_DAYS, SHARE_MESSAGES, shareState, type ShareKind, type ShareLink, type ShareLinkInput } from '../../../domain/reports/share-links.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import { gone, notFound } from '../../errors.js';
import { hashToken } from '../../iam/tokens.js';
import { itemActionsPerDay, itemStatistics, workspaceZone } from '../media-query/index.js';
import { itemOwnerOf } from '../media-items/index.js';
import { itemWith } from './item-access.js';
import * as repo from './repo-share.js';

const DAY_MS = 86_400_000;
// 192 random bits after the tenant id (which says where to look it up, as refresh tokens do).
const SECRET = /^[A-Za-z0-9_-]{32}$/;

const present = (row: repo.ShareLinkRow, now: number, token?: string): ShareLink => ({
  id: row.id,
  kind: row.kind as ShareKind,
  item_id: row.itemId,
  aggregate_id: row.aggregateId,
  expires_at: row.expiresAt.toISOString(),
  revoked_at: row.revokedAt?.toISOString() ?? null,
  created_on: row.createdOn.toISOString(),
  state: shareState(row, now),
  ...(token ? { token } : {}),
});

/** A new link to an item's report (EDITOR on its workspace); the token is in this answer only. */
export async function createShareLink(ctx: AppContext, actor: Actor, input: ShareLinkInput): Promise<ShareLink> {
  const item = await itemWith(ctx, actor, input.kind, input.item_id, Privilege.EDITOR);
  const token = `${item.tenantId}.${randomBytes(24).toString('base64url')}`;
  const now = ctx.clock.now();
  const row = await repo.insertShareLink(ctx.db, {
    tenantId: item.tenantId,
    id: newId(),
    aggregateId: item.aggregateId,
    kind: input.kind,
    itemId: item.itemId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now + (input.expires_in_days ?? SHARE_DEFAULT_DAYS) * DAY_MS),
    createdBy: actor.userId,
    createdOn: new Date(now),
  });
  return present(row, now, token);
}

/** An item's links without their tokens (EDITOR on its workspace: a link is a grant, viewers do not manage them). */
export async function listShareLinks(ctx: AppContext, actor: Actor, kind: ShareKind, itemId: string): Promise<ShareLink[]> {
  const item = await itemWith(ctx, actor, kind, itemId, Privilege.EDITOR);
  const now = ctx.clock.now();
  return (await repo.linksOfItem(ctx.db, item.tenantId, item.itemId)).filter((r) => r.kind === kind).map((r) => present(r, now));
}

/** Revokes a link for good (EDITOR on its item's workspace); its token answers 410 from then on. */
export async function revokeShareLink(ctx: AppContext, actor: Actor, id: string): Promise<ShareLink> {
  const row = isId(id) ? await repo.findShareLink(ctx.db, actor.tenantId, id) : null;
  if (!row) throw notFound('Share link');
  await itemWith(ctx, actor, row.kind as ShareKind, row.itemId, Privilege.EDITOR);
  await repo.revokeShareLink(ctx.db, row.tenantId, row.id, new Date(ctx.clock.now()));
  return present((await repo.findShareLink(ctx.db, row.tenantId, row.id))!, ctx.clock.now());
}

/**
 * What a share link shows, to anyone holding it: the item's name, its Audience Statistics and its
 * interactions per day over the last 30 days of its workspace. Nothing else is reachable by the token.
 */
export async function sharedReport(ctx: AppContext, token: string) {
  const [tenantId, secret, ...rest] = token.split('.');
  const row = rest.length === 0 && isId(tenantId) && SECRET.test(secret ?? '') ? await repo.findByTokenHash(ctx.db, tenantId, hashToken(token)) : null;
  if (!row) throw notFound('Share link');
  const now = ctx.clock.now();
  if (shareState(row, now) !== 'active') throw gone(SHARE_MESSAGES.gone);
  const kind = row.kind as ShareKind;
  const item = await itemOwnerOf(ctx, row.tenantId, kind, row.itemId);
  if (!item) throw gone(SHARE_MESSAGES.gone);
  const zone = await workspaceZone(ctx, row.tenantId, item.aggregateId);
  const place = { tenantId: row.tenantId, aggregateId: item.aggregateId, zone, itemId: item.id };
  const window = defaultWindow(localDay(now, zone));
  const [{ id: _id, ...statistics }, days] = await Promise.all([itemStatistics(ctx, kind, place), itemActionsPerDay(ctx, kind, place, window)]);
  // No ids: the page needs none, and the link names nothing it could be used with.
  return { kind, name: item.name, time_zone: zone, expires_at: row.expiresAt.toISOString(), from: window.from, to: window.to, statistics, days };
}
