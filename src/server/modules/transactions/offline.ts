import { createHash } from 'node:crypto';
import { CompactSign } from 'jose';
import { Privilege } from '../../../domain/access/levels.js';
import { maskProfileId } from '../../../domain/treasury/masking.js';
import type { OfflineUpload } from '../../../domain/treasury/transaction.js';
import { redeemerEntryOf, type RedeemerBinding } from '../../../domain/treasury/transitions.js';
import { TREASURY_MESSAGES as M } from '../../../domain/treasury/types.js';
import type { Actor } from '../../actor.js';
import { requirePrivilege, tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { forbidden, notFound } from '../../errors.js';
import { SIGNING_ALG } from '../../iam/signing-keys.js';
import { workspaceById } from '../aggregates/index.js';
import * as offlineRepo from './repo-offline.js';
import * as repo from './repo.js';
import { transact } from './service.js';

/** Entries of one validation list page; a larger batch is fetched page by page (`offset`). */
export const VALIDATION_PAGE = 50_000;
/** Conflicts listed for the console, newest first. */
export const CONFLICTS_LISTED = 500;

/** The detail (of the caller's tenant) and the caller's batches of it: those whose redeemer entries bind the caller. */
async function redeemerBatches(ctx: AppContext, actor: Actor, detailId: string) {
  const detail = await offlineRepo.detailForOffline(ctx.db, actor.tenantId, detailId);
  if (!detail) throw notFound('Instrument detail');
  const profile = await repo.callerProfile(ctx.db, actor.tenantId, actor.userId);
  if (!profile?.active) throw forbidden(M.profileRequired);
  const batches = detail.batches.filter((b) => redeemerEntryOf(b.redeemers as RedeemerBinding[], profile)).map((b) => b.uid);
  if (!batches.length) throw forbidden(M.notRedeemer);
  return { detail, batches };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The validation list a validator takes offline (docs/treasury.md "Offline validation"): the instruments of
 * its batches with their codes hashed (SHA-256 of `salt:code`, hex), and a JWS by the server's signing key
 * over the page's digest, so the app can trust the list it holds without holding the codes themselves.
 */
export async function validationList(ctx: AppContext, actor: Actor, detailId: string, offset: number) {
  const { detail, batches } = await redeemerBatches(ctx, actor, detailId);
  const rows = await offlineRepo.instrumentsOfBatches(ctx.db, actor.tenantId, batches, offset, VALIDATION_PAGE + 1);
  const page = rows.slice(0, VALIDATION_PAGE);
  const salt = `${actor.tenantId}:${detail.id}`;
  const instruments = page.map((r) => ({
    hash: sha256(`${salt}:${r.code}`),
    serial: r.serial,
    seat: r.seat,
    status: r.status,
    usesLeft: Math.max(detail.usageLimit - r.uses, 0),
    batch_uid: r.batchUid,
  }));
  // The digest's text is one line per entry, `hash,serial,status,usesLeft,batch_uid\n`: simple to recompute in the app.
  const digest = sha256(instruments.map((i) => `${i.hash},${i.serial},${i.status},${i.usesLeft},${i.batch_uid}\n`).join(''));
  const issuedAt = Math.floor(ctx.clock.now() / 1000);
  const claims = { detail_id: detail.id, salt, offset, count: instruments.length, digest, iat: issuedAt };
  const signature = await new CompactSign(new TextEncoder().encode(JSON.stringify(claims)))
    .setProtectedHeader({ alg: SIGNING_ALG, kid: ctx.keys.active.kid, typ: 'sdm-validation-list' })
    .sign(ctx.keys.active.privateKey);
  return {
    detail_id: detail.id,
    titype: detail.titype,
    usageLimit: detail.usageLimit,
    salt,
    hashing: 'sha256(salt:code), hex',
    offset,
    next: rows.length > VALIDATION_PAGE ? offset + VALIDATION_PAGE : null,
    generatedDate: new Date(issuedAt * 1000).toISOString(),
    instruments,
    digest,
    signature,
  };
}

/** What became of one offline use. */
export interface OfflineResult {
  nonce: string;
  code: string;
  outcome: 'applied' | 'replayed' | 'conflict' | 'refused';
  statusCode: number;
  message?: string;
  instrument?: unknown;
}

/**
 * Redemptions and validations a validator made offline, applied in the order given, each exactly once by its
 * nonce (a repeat answers 'replayed'). A use of an instrument used meanwhile is kept as a conflict and not
 * applied again; anything else refused is reported with its message.
 */
export async function uploadOffline(ctx: AppContext, actor: Actor, detailId: string, upload: OfflineUpload) {
  await redeemerBatches(ctx, actor, detailId);
  const results: OfflineResult[] = [];
  for (const item of upload.redemptions) {
    const request =
      item.action === 'redeem'
        ? { action: 'redeem' as const, code: item.code, nonce: item.nonce, salesAmount: item.salesAmount ?? 0 }
        : { action: 'validate' as const, code: item.code, nonce: item.nonce };
    const result = await transact(ctx, actor, request, { offline: { at: new Date(item.at) }, detailId });
    const outcome: OfflineResult['outcome'] = result.replayed
      ? 'replayed'
      : result.outcome === 'applied' || result.outcome === 'conflict'
        ? result.outcome
        : 'refused';
    const body = result.body as { message?: string; instrument?: unknown };
    results.push({
      nonce: item.nonce,
      code: item.code,
      outcome,
      statusCode: result.statusCode,
      ...(body.message ? { message: body.message } : {}),
      ...(body.instrument ? { instrument: body.instrument } : {}),
    });
  }
  const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
  return { applied: count('applied'), replayed: count('replayed'), conflicts: count('conflict'), refused: count('refused'), results };
}

/** The conflicts offline uploads left on a detail's batches, for the console (VIEWER on its workspace). */
export async function conflicts(ctx: AppContext, actor: Actor, detailId: string) {
  const tenant = await tenantOfActor(ctx, actor, undefined);
  const detail = await offlineRepo.detailForOffline(ctx.db, tenant.id, detailId);
  const located = detail ? await workspaceById(ctx, tenant, detail.aggregateId) : null;
  if (!detail || !located) throw notFound('Instrument detail');
  requirePrivilege(actor, located.resource, Privilege.VIEWER);
  const rows = await offlineRepo.conflictsOf(ctx.db, tenant.id, detail.id, CONFLICTS_LISTED);
  return rows.map(({ actor: validator, ...row }) => ({ ...row, validator: maskProfileId(validator) }));
}
