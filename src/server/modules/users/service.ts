import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '../../../domain/common/password.js';
import { Privilege } from '../../../domain/access/levels.js';
import { tenantResource } from '../../../domain/access/resources.js';
import type { Actor } from '../../actor.js';
import { requirePrivilege, tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, tooManyRequests } from '../../errors.js';
import { checkPassword, setPassword } from '../../iam/service.js';
import * as repo from './repo.js';

export const INVALID_CURRENT_PASSWORD = 'Invalid current password';
export const CURRENT_PASSWORD_NEEDED =
  'Changing the password needs the current one: send it as currentPassword, or check it first with GET /api/1.0/users/iam in this session (valid for 5 minutes).';
const ROLE_LEVELS = [
  { name: 'owner', level: Privilege.OWNER },
  { name: 'admin', level: Privilege.ADMIN },
  { name: 'editor', level: Privilege.EDITOR },
  { name: 'reader', level: Privilege.VIEWER },
];

async function adminTenant(ctx: AppContext, actor: Actor, tenantParam?: string) {
  const tenant = await tenantOfActor(ctx, actor, tenantParam);
  requirePrivilege(actor, tenantResource(tenant.key), Privilege.ADMIN);
  return tenant;
}

export async function listUsers(ctx: AppContext, actor: Actor, tenantParam?: string) {
  return repo.listUsersWithGroups(ctx.db, (await adminTenant(ctx, actor, tenantParam)).id);
}

export async function listGroups(ctx: AppContext, actor: Actor, tenantParam?: string) {
  return repo.listGroups(ctx.db, (await adminTenant(ctx, actor, tenantParam)).id);
}

export async function listScopes(ctx: AppContext, actor: Actor, tenantParam?: string) {
  const groups = await listGroups(ctx, actor, tenantParam);
  return [...new Set(groups.map((g) => g.scope))].sort().map((name) => ({ name }));
}

export async function listRoles(ctx: AppContext, actor: Actor, tenantParam?: string) {
  await adminTenant(ctx, actor, tenantParam);
  return ROLE_LEVELS;
}

/** Only the signed-in user's own credentials can be checked or changed here. */
async function ownUserId(ctx: AppContext, actor: Actor, idOrUsername: string): Promise<string> {
  const id = await repo.findUserId(ctx.db, actor.tenantId, idOrUsername);
  if (id !== actor.userId) throw forbidden('You can only check or change your own password');
  return id;
}

/** The profile's password check, limited on its own: it never counts against signing in, nor the reverse. */
async function verifyCurrent(ctx: AppContext, actor: Actor, userId: string, password: string) {
  const attempt = await ctx.limiter.check(actor.tenantId, userId, ctx.clock.now());
  if (attempt.wait > 0) throw tooManyRequests(`Too many failed password checks. Try again in ${attempt.wait} seconds.`, attempt.wait);
  if (!(await attempt.guard(() => checkPassword(ctx, actor.tenantId, userId, password)))) {
    await attempt.failed();
    throw badRequest(INVALID_CURRENT_PASSWORD);
  }
  await attempt.succeeded();
}

/** Checks the caller's own password; the session may then change it without sending it again (PROOF_WINDOW_MS). */
export async function validateCredentials(ctx: AppContext, actor: Actor, idOrUsername: string, password: string) {
  const userId = await ownUserId(ctx, actor, idOrUsername);
  await verifyCurrent(ctx, actor, userId, password);
  const sessionId = actor.claims.sid;
  if (sessionId) await ctx.passwordProofs.record(actor.tenantId, userId, sessionId, ctx.clock.now());
  return { valid: true as const };
}

/**
 * Changes the caller's own password when they prove they know the current one: in the body, or by a
 * check of this session a moment ago (older clients check, then send the new password alone).
 * An access token alone is not enough: a stolen one must not become a taken account.
 */
export async function changePassword(ctx: AppContext, actor: Actor, input: { id: string; password: string; currentPassword?: string }) {
  const userId = await ownUserId(ctx, actor, input.id);
  if (!isStrongPassword(input.password)) throw badRequest(PASSWORD_RULE_MESSAGE);
  await requirePasswordProof(ctx, actor, input.currentPassword, CURRENT_PASSWORD_NEEDED);
  await setPassword(ctx, actor.tenantId, userId, input.password);
  await forgetPasswordProof(ctx, actor);
  return { changed: true as const };
}

/**
 * The caller's own password proven for a change of their security: given now (`currentPassword`, checked and
 * limited like GET /users/iam), or checked by this session within PROOF_WINDOW_MS; else 403 with `needed`.
 */
export async function requirePasswordProof(ctx: AppContext, actor: Actor, currentPassword: string | undefined, needed: string): Promise<void> {
  const sessionId = actor.claims.sid;
  if (currentPassword !== undefined) await verifyCurrent(ctx, actor, actor.userId, currentPassword);
  else if (!sessionId || !(await ctx.passwordProofs.isFresh(actor.tenantId, actor.userId, sessionId, ctx.clock.now()))) throw forbidden(needed);
}

/** A proof serves one change: the next needs the password again. */
export async function forgetPasswordProof(ctx: AppContext, actor: Actor): Promise<void> {
  if (actor.claims.sid) await ctx.passwordProofs.forget(actor.tenantId, actor.userId, actor.claims.sid);
}

/** A user's id by id or username within a tenant, without a caller (the operator's CLI). */
export const userIdOf = (db: Db, tenantId: string, idOrUsername: string) => repo.findUserId(db, tenantId, idOrUsername);
