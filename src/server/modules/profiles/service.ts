import { Privilege } from '../../../domain/access/levels.js';
import { privilegeOn } from '../../../domain/access/grants.js';
import { tenantResource } from '../../../domain/access/resources.js';
import { PROFILE_MANAGER } from '../../../domain/access/sections.js';
import { newId } from '../../../domain/common/ids.js';
import type { ProfileInput, ProfilePatch } from '../../../domain/profiles/profile.js';
import type { Actor } from '../../actor.js';
import { requirePrivilege } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { presentProfile, presentProfileSummary } from './present.js';
import * as repo from './repo.js';

const isTenantAdmin = (actor: Actor) => privilegeOn(actor.grants, tenantResource(actor.tenantKey)) >= PROFILE_MANAGER;
const isOwn = (actor: Actor, p: repo.ProfileRow) => p.key === actor.userId;

/** A profile is read by its own user or a tenant admin; others get 404 so they learn nothing. */
export async function getProfile(ctx: AppContext, actor: Actor, idOrKey: string) {
  const row = await repo.findProfile(ctx.db, actor.tenantId, idOrKey);
  if (!row || !(isOwn(actor, row) || isTenantAdmin(actor))) throw notFound('Profile');
  return presentProfile(row);
}

// A profile keeps its id and key once created (profiles are not deleted; a change never sets the key),
// so the id of a user's own profile is remembered for a minute: item creates store it and need not read
// it each time. A user without a profile yet is asked again, since one may be created on any server.
const PROFILE_TTL_MS = 60_000;
const profileIds = new WeakMap<AppContext, Map<string, { id: string; at: number }>>();

/** The caller's own profile id; null while they have no profile yet (what creators' `profile_id` stores then). */
export async function profileIdOf(ctx: AppContext, actor: Actor): Promise<string | null> {
  let known = profileIds.get(ctx);
  if (!known) profileIds.set(ctx, (known = new Map()));
  const key = `${actor.tenantId}/${actor.userId}`;
  const hit = known.get(key);
  if (hit && Date.now() - hit.at < PROFILE_TTL_MS) return hit.id;
  const id = await repo.findProfileIdByKey(ctx.db, actor.tenantId, actor.userId);
  if (id) {
    if (known.size > 10_000) known.clear();
    known.set(key, { id, at: Date.now() });
  }
  return id;
}

export async function findByPhone(ctx: AppContext, actor: Actor, phone: string) {
  requirePrivilege(actor, tenantResource(actor.tenantKey), Privilege.TRANSIT);
  const row = await repo.findProfileByPhone(ctx.db, actor.tenantId, phone);
  if (!row) throw notFound('Profile');
  return presentProfileSummary(row);
}

/** For the treasury: the profile a redeemer's 10-digit mobile names in the tenant (id, name, e-mail), or null. */
export async function profileOfMobile(ctx: AppContext, tenantId: string, mobile: string) {
  const row = await repo.findProfileByMobile(ctx.db, tenantId, mobile);
  return row
    ? { id: row.id, name: row.name.displayName || [row.name.firstName, row.name.lastName].filter(Boolean).join(' '), email: row.emails.default ?? '' }
    : null;
}

/** For wallets: a profile of the tenant by id (its id and display name), or null. */
export async function profileSummaryOf(ctx: AppContext, tenantId: string, id: string) {
  const row = await repo.findProfile(ctx.db, tenantId, id);
  return row && row.id === id ? { id: row.id, name: row.name.displayName || [row.name.firstName, row.name.lastName].filter(Boolean).join(' ') } : null;
}

export async function createProfile(ctx: AppContext, actor: Actor, input: ProfileInput) {
  if (input.key !== actor.userId && !isTenantAdmin(actor)) throw forbidden('You can only create your own profile');
  guardAdminOnlyFields(actor, input);
  const row = await repo.insertProfile(ctx.db, {
    tenantId: actor.tenantId,
    id: newId(),
    key: input.key,
    name: input.name,
    emails: input.emails ?? {},
    phones: input.phones ?? {},
    phone: input.phones?.default ?? null,
    avatar: input.avatar ?? null,
    identity: input.identity ?? null,
    enabled: input.enabled ?? true,
    blocked: input.blocked ?? false,
  });
  if (!row) throw conflict('A profile already exists for this user');
  return presentProfile(row);
}

export async function updateProfile(ctx: AppContext, actor: Actor, id: string, patch: ProfilePatch) {
  if (patch.id !== undefined && patch.id !== id) throw badRequest('The id in the body does not match the path');
  const row = await repo.findProfile(ctx.db, actor.tenantId, id);
  if (!row || !(isOwn(actor, row) || isTenantAdmin(actor))) throw notFound('Profile');
  guardAdminOnlyFields(actor, patch);
  const { id: _ignored, ...values } = patch;
  const updated = await repo.updateProfile(ctx.db, actor.tenantId, row.id, {
    ...values,
    ...(values.phones ? { phone: values.phones.default ?? null } : {}),
  });
  if (!updated) throw notFound('Profile');
  return presentProfile(updated);
}

/** People cannot unblock or re-enable themselves. */
function guardAdminOnlyFields(actor: Actor, input: { enabled?: boolean; blocked?: boolean }) {
  if ((input.enabled !== undefined || input.blocked !== undefined) && !isTenantAdmin(actor)) {
    throw forbidden('Only a tenant admin can enable, disable or block a profile');
  }
}
