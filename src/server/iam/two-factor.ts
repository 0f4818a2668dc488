import { createHash, randomInt } from 'node:crypto';
import {
  formatRecoveryCode,
  isRecoveryCodeShape,
  isTotpShape,
  normalizeOtp,
  normalizeRecoveryCode,
  RECOVERY_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  type AuthMethod,
  type TwoFactorEnrolment,
} from '../../domain/iam/two-factor.js';
import type { AppContext } from '../context.js';
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from './totp.js';
import { qrSvgDataUrl } from './qr-svg.js';
import * as repo from './repo-two-factor.js';

/** What authenticator apps show above the account. */
const ISSUER = 'SDM Console';

// The sealed secret opens only in its own user's row.
const sealContext = (tenantId: string, userId: string) => `totp:${tenantId}:${userId}`;

/** Recovery codes are kept as SHA-256 of the user and the normalized code: 80 random bits need no slow hash. */
export const hashRecoveryCode = (tenantId: string, userId: string, code: string) =>
  createHash('sha256')
    .update(`${tenantId}\n${userId}\n${normalizeRecoveryCode(code)}`)
    .digest('hex');

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    formatRecoveryCode(Array.from({ length: RECOVERY_CODE_LENGTH }, () => randomInt(RECOVERY_ALPHABET.length))),
  );
}

/** Whether the user has a confirmed authenticator. */
export async function isEnrolled(ctx: AppContext, tenantId: string, userId: string): Promise<boolean> {
  return !!(await repo.findTotp(ctx.db, tenantId, userId))?.confirmedOn;
}

/**
 * Starts an enrolment: a new secret, sealed in the user's row until confirmed. The secret leaves the server
 * only in this answer; null when the user already has a confirmed authenticator.
 */
export async function beginEnrolment(ctx: AppContext, tenantId: string, userId: string, account: string): Promise<TwoFactorEnrolment | null> {
  const secret = newTotpSecret();
  const sealed = ctx.secretBox.seal(secret, sealContext(tenantId, userId));
  if (!(await repo.putPendingTotp(ctx.db, tenantId, userId, sealed, new Date(ctx.clock.now())))) return null;
  const uri = otpauthUri(secret, ISSUER, account);
  return { secret: base32Encode(secret), otpauthUri: uri, qrCode: qrSvgDataUrl(uri, 'M') };
}

export type ConfirmResult = { recoveryCodes: string[] } | 'none-started' | 'invalid-code';

/** Confirms the started enrolment with a code of the app; the recovery codes made are answered once. */
export async function confirmEnrolment(ctx: AppContext, tenantId: string, userId: string, code: string): Promise<ConfirmResult> {
  const row = await repo.findTotp(ctx.db, tenantId, userId);
  if (!row || row.confirmedOn) return 'none-started';
  const secret = ctx.secretBox.open(row.secret, sealContext(tenantId, userId));
  const now = ctx.clock.now();
  const step = secret && isTotpShape(code) ? matchTotp(secret, normalizeOtp(code), now, row.lastStep) : null;
  if (step === null) return 'invalid-code';
  const recoveryCodes = newRecoveryCodes();
  const confirmed = await ctx.db.transaction(async (tx) => {
    if (!(await repo.confirmTotp(tx, tenantId, userId, step, new Date(now)))) return false;
    const hashes = recoveryCodes.map((c) => hashRecoveryCode(tenantId, userId, c));
    await repo.replaceRecoveryCodes(tx, tenantId, userId, hashes, new Date(now));
    return true;
  });
  return confirmed ? { recoveryCodes } : 'none-started';
}

/**
 * Checks a second factor of a confirmed authenticator: a code of the app (its step is taken, so the code is
 * not taken again) or an unused recovery code (spent). The method that passed, or null.
 */
export async function verifySecondFactor(ctx: AppContext, tenantId: string, userId: string, code: string): Promise<AuthMethod | null> {
  const now = ctx.clock.now();
  if (isTotpShape(code)) {
    const row = await repo.findTotp(ctx.db, tenantId, userId);
    const secret = row?.confirmedOn ? ctx.secretBox.open(row.secret, sealContext(tenantId, userId)) : null;
    const step = secret ? matchTotp(secret, normalizeOtp(code), now, row?.lastStep ?? null) : null;
    return step !== null && (await repo.takeStep(ctx.db, tenantId, userId, step)) ? 'otp' : null;
  }
  if (isRecoveryCodeShape(code)) {
    const spent = await repo.spendRecoveryCode(ctx.db, tenantId, userId, hashRecoveryCode(tenantId, userId, code), new Date(now));
    return spent ? 'recovery' : null;
  }
  return null;
}

export const recoveryCodesLeft = (ctx: AppContext, tenantId: string, userId: string) => repo.recoveryCodesLeft(ctx.db, tenantId, userId);

/** Removes the authenticator and every recovery code. */
export function removeTwoFactor(ctx: AppContext, tenantId: string, userId: string): Promise<void> {
  return ctx.db.transaction((tx) => repo.deleteTwoFactor(tx, tenantId, userId));
}
