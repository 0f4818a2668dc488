import { privilegeOn } from '../../../domain/access/grants.js';
import { projectResource } from '../../../domain/access/resources.js';
import { newId } from '../../../domain/common/ids.js';
import { maskProfileId } from '../../../domain/treasury/masking.js';
import {
  signedPoints,
  WALLET_ADJUST_ROLE,
  WALLET_CREATE_ROLE,
  WALLET_MESSAGES as M,
  WALLET_READ_ROLE,
  type AdjustmentInput,
  type EntryKind,
  type SourceKind,
  type WalletInput,
} from '../../../domain/wallets/ledger.js';
import type { Actor } from '../../actor.js';
import { requirePrivilege, tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { workspaceById } from '../aggregates/index.js';
import { profileSummaryOf } from '../profiles/index.js';
import { projectOfTenant } from '../projects/index.js';
import * as repo from './repo.js';

/** A wallet's project of the caller's tenant. */
async function projectOf(ctx: AppContext, actor: Actor, projectIdOrKey: string, tenantParam?: string) {
  const tenant = await tenantOfActor(ctx, actor, tenantParam);
  const project = await projectOfTenant(ctx.db, tenant.id, projectIdOrKey);
  if (!project) throw notFound('Project');
  return { tenant, project };
}

/**
 * The resource a wallet's roles are read on: its workspace's when it is kept for one (a mall's admins run their own
 * wallets), else its project's. A project's roles reach its workspaces, so project admins keep every wallet.
 */
async function walletResource(ctx: AppContext, tenant: Awaited<ReturnType<typeof tenantOfActor>>, projectKey: string, aggregateId: string) {
  const ws = aggregateId ? await workspaceById(ctx, tenant, aggregateId) : null;
  return ws ? ws.resource : projectResource(tenant.key, projectKey);
}

/**
 * A wallet of the caller's tenant the caller may see (ADMIN on its workspace or project,
 * docs/product/platform.md §2.6); 404 otherwise.
 */
async function visibleWallet(ctx: AppContext, actor: Actor, id: string, role = WALLET_READ_ROLE) {
  const tenant = await tenantOfActor(ctx, actor, undefined);
  const wallet = await repo.findWallet(ctx.db, tenant.id, id);
  const project = wallet && (await projectOfTenant(ctx.db, tenant.id, wallet.projectId));
  const resource = wallet && project ? await walletResource(ctx, tenant, project.key, wallet.aggregateId) : null;
  if (!wallet || !resource || privilegeOn(actor.grants, resource) < WALLET_READ_ROLE) throw notFound('Wallet');
  requirePrivilege(actor, resource, role);
  return { tenant, wallet };
}

const present = (w: repo.WalletRow, profileName: string | null) => ({
  id: w.id,
  profile_id: w.profileId,
  profileName: profileName ?? '',
  project_id: w.projectId,
  aggregate_id: w.aggregateId,
  tenant_id: w.tenantId,
  name: w.name,
  enabled: w.enabled,
  balance: w.balance,
  entries: w.entries,
  createdOn: w.createdOn.toISOString(),
  updatedOn: w.updatedOn.toISOString(),
});

const presentEntry = (e: repo.EntryRow) => ({
  seq: e.seq,
  kind: e.kind as EntryKind,
  points: e.delta,
  balanceAfter: e.balanceAfter,
  reason: e.reason,
  source: { kind: e.sourceKind as SourceKind, id: e.sourceId },
  actor: e.actor,
  createdOn: new Date(e.createdOn).toISOString(),
});

/** The workspace a wallet is kept for: one of its project's ('' for the whole project). */
async function checkedWorkspace(ctx: AppContext, tenant: Awaited<ReturnType<typeof tenantOfActor>>, projectId: string, aggregateId: string | undefined) {
  if (!aggregateId) return '';
  const ws = await workspaceById(ctx, tenant, aggregateId);
  if (!ws || ws.workspace.projectId !== projectId) throw badRequest(M.workspaceMismatch);
  return ws.workspace.id;
}

/** POST /api/1.0/wallets: a new wallet (no id; OWNER on the project: 'Create Wallet') or a change to one (id; ADMIN). */
export async function saveWallet(ctx: AppContext, actor: Actor, input: WalletInput, tenantParam?: string) {
  if (input.id) return changeWallet(ctx, actor, input);
  const { tenant, project } = await projectOf(ctx, actor, input.project_id, tenantParam);
  // 'Create Wallet' is the owner's, and owners are the tenant's only (docs/product/platform.md §3.14): the project's
  // resource says it all.
  requirePrivilege(actor, projectResource(tenant.key, project.key), WALLET_CREATE_ROLE);
  const aggregateId = await checkedWorkspace(ctx, tenant, project.id, input.aggregate_id);
  if (!input.profile_id) throw badRequest(M.profileRequired);
  const profile = await profileSummaryOf(ctx, tenant.id, input.profile_id);
  if (!profile) throw badRequest(M.profileNotFound);
  const row = await repo.insertWallet(ctx.db, {
    tenantId: tenant.id,
    id: newId(),
    projectId: project.id,
    aggregateId,
    profileId: profile.id,
    name: input.name ?? '',
    enabled: input.enabled ?? true,
    createdBy: actor.userId,
  });
  if (row === 'taken') throw conflict(M.oneWalletPerProject);
  return { statusCode: 201, body: present(row, profile.name) };
}

async function changeWallet(ctx: AppContext, actor: Actor, input: WalletInput) {
  const { tenant, wallet } = await visibleWallet(ctx, actor, input.id!);
  if (input.project_id !== wallet.projectId || (input.profile_id && input.profile_id !== wallet.profileId)) throw badRequest(M.projectFixed);
  const values = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
    ...(input.aggregate_id !== undefined ? { aggregateId: await checkedWorkspace(ctx, tenant, wallet.projectId, input.aggregate_id) } : {}),
  };
  // Moving a wallet to another workspace (or to the whole project) needs ADMIN where it goes too.
  if (values.aggregateId !== undefined && values.aggregateId !== wallet.aggregateId) {
    const project = await projectOfTenant(ctx.db, tenant.id, wallet.projectId);
    requirePrivilege(actor, await walletResource(ctx, tenant, project!.key, values.aggregateId), WALLET_READ_ROLE);
  }
  const row = (await repo.updateWallet(ctx.db, tenant.id, wallet.id, values)) ?? wallet;
  return { statusCode: 200, body: present(row, (await profileSummaryOf(ctx, tenant.id, row.profileId))?.name ?? null) };
}

/**
 * GET /api/1.0/wallets?tenant&project[&aggregate][&q]: the project's wallets, or those kept for the workspace `aggregate`
 * (those matching `q`), newest first, paged — ADMIN on the project, or on the workspace for its own.
 */
export async function listWallets(
  ctx: AppContext,
  actor: Actor,
  q: { tenant?: string; project: string; aggregate?: string; q?: string; limit: number; offset: number },
) {
  const { tenant, project } = await projectOf(ctx, actor, q.project, q.tenant);
  const aggregateId = q.aggregate ? await checkedWorkspace(ctx, tenant, project.id, q.aggregate) : undefined;
  requirePrivilege(actor, await walletResource(ctx, tenant, project.key, aggregateId ?? ''), WALLET_READ_ROLE);
  const { rows, total } = await repo.listWallets(ctx.db, tenant.id, project.id, {
    limit: q.limit,
    offset: q.offset,
    aggregateId,
    q: q.q || undefined,
  });
  const items = [];
  for (const w of rows) items.push(present(w, (await profileSummaryOf(ctx, tenant.id, w.profileId))?.name ?? null));
  return { total, items };
}

/** GET /api/1.0/wallets/{id}: the wallet, its latest entries and the instruments its profile holds. */
export async function getWallet(ctx: AppContext, actor: Actor, id: string) {
  const { tenant, wallet } = await visibleWallet(ctx, actor, id);
  const [entries, held, profile] = await Promise.all([
    repo.entriesOf(ctx.db, tenant.id, wallet.id, { limit: 50 }),
    repo.instrumentsOf(ctx.db, tenant.id, wallet.profileId, 200),
    profileSummaryOf(ctx, tenant.id, wallet.profileId),
  ]);
  return {
    ...present(wallet, profile?.name ?? null),
    ledger: entries.map(presentEntry),
    instruments: held.map((i) => ({ ...i, acquiredOn: i.acquiredOn?.toISOString() ?? null, holder: maskProfileId(wallet.profileId) })),
  };
}

/** GET /api/1.0/wallets/{id}/entries?before&limit: older entries, newest first. */
export async function walletEntries(ctx: AppContext, actor: Actor, id: string, page: { limit: number; before?: number }) {
  const { tenant, wallet } = await visibleWallet(ctx, actor, id);
  return (await repo.entriesOf(ctx.db, tenant.id, wallet.id, page)).map(presentEntry);
}

/** POST /api/1.0/wallets/{id}/adjustments: a staff member's correction, with its reason, recorded with who made it (ADMIN). */
export async function adjustWallet(ctx: AppContext, actor: Actor, id: string, input: AdjustmentInput) {
  const { tenant, wallet } = await visibleWallet(ctx, actor, id, WALLET_ADJUST_ROLE);
  const result = await repo.appendEntry(ctx.db, {
    tenantId: tenant.id,
    walletId: wallet.id,
    kind: 'adjust',
    delta: input.points,
    reason: input.reason,
    sourceKind: 'manual',
    sourceId: newId(),
    actor: actor.userId,
  });
  if (result === 'missing') throw notFound('Wallet');
  if ('insufficient' in result) throw conflict(M.insufficient(result.insufficient));
  if ('replayed' in result) throw conflict('This adjustment was already made');
  return presentEntry(result.applied);
}

/**
 * For loyalty and rewards: points earned, spent or expired because of `source` (one entry per source and wallet: a
 * replayed event changes nothing and answers the entry it made). Spending more than the balance is refused.
 */
export async function postPoints(
  ctx: Pick<AppContext, 'db'>,
  entry: { tenantId: string; walletId: string; kind: Exclude<EntryKind, 'adjust'>; points: number; sourceKind: SourceKind; sourceId: string; reason?: string },
) {
  const result = await repo.appendEntry(ctx.db, {
    tenantId: entry.tenantId,
    walletId: entry.walletId,
    kind: entry.kind,
    delta: signedPoints(entry.kind, entry.points),
    reason: entry.reason ?? '',
    sourceKind: entry.sourceKind,
    sourceId: entry.sourceId,
    actor: '',
  });
  if (result === 'missing') throw notFound('Wallet');
  return result;
}

/** For the loyalty module: a wallet the caller may read (ADMIN on its workspace or project), or 404. */
export async function readableWallet(ctx: AppContext, actor: Actor, id: string) {
  return (await visibleWallet(ctx, actor, id)).wallet;
}

/** For rewards: a wallet whose points the caller may spend — who may adjust it (403 otherwise; 404 when it may not see it). */
export async function spendableWallet(ctx: AppContext, actor: Actor, id: string) {
  return (await visibleWallet(ctx, actor, id, WALLET_ADJUST_ROLE)).wallet;
}

/** For crediting and rewards: a wallet by id, or the profile's wallet in the project (made for it when `make`), or null. */
export async function walletFor(db: Db, tenantId: string, projectId: string, by: { walletId?: string; profileId?: string }, make = false) {
  if (by.walletId) {
    const wallet = await repo.findWallet(db, tenantId, by.walletId);
    return wallet && wallet.projectId === projectId ? wallet : null;
  }
  if (!by.profileId) return null;
  if (make) return repo.walletOfProfile(db, tenantId, projectId, by.profileId, newId());
  return repo.profileWallet(db, tenantId, projectId, by.profileId);
}

/**
 * Earned entries for the profiles' wallets in the project (made for those without one), written as one batch with the
 * wallets locked; replays left out.
 */
export const appendEarnings = (tx: Tx, tenantId: string, projectId: string, earnings: repo.ProfileEarning[]) =>
  repo.appendEarnings(tx, tenantId, projectId, earnings, newId);

/** Locks the wallet's row for the caller's transaction: what expiry decides from its ledger stays true until commit. */
export const lockWallet = (tx: Tx, tenantId: string, walletId: string) => repo.lockWallet(tx, tenantId, walletId);

/** A wallet's whole ledger in order (for the expiry walk). */
export const ledgerOf = (db: Db, tenantId: string, walletId: string) => repo.ledgerOf(db, tenantId, walletId);
