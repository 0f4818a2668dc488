import { INVALID_OTP_MESSAGE, type TwoFactorStatus } from '../../../domain/iam/two-factor.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, tooManyRequests } from '../../errors.js';
import { beginEnrolment, confirmEnrolment, isEnrolled, recoveryCodesLeft, removeTwoFactor, verifySecondFactor } from '../../iam/two-factor.js';
import { forgetPasswordProof, requirePasswordProof } from './service.js';

export const TWO_FACTOR_PROOF_NEEDED =
  'Changing two-factor sign-in needs your password: send it as currentPassword, or check it first with GET /api/1.0/users/iam in this session (valid for 5 minutes).';
export const ALREADY_ENROLLED = 'Two-factor sign-in is already on: turn it off first to enrol another authenticator';
export const NOTHING_STARTED = 'No enrolment is started: start one first (POST /api/1.0/users/mfa)';
export const NOT_ENROLLED = 'Two-factor sign-in is not on';

export async function twoFactorStatus(ctx: AppContext, actor: Actor): Promise<TwoFactorStatus> {
  const [enrolled, left, tenant] = await Promise.all([
    isEnrolled(ctx, actor.tenantId, actor.userId),
    recoveryCodesLeft(ctx, actor.tenantId, actor.userId),
    ctx.tenants.find(actor.tenantId),
  ]);
  return { enrolled, recoveryCodesLeft: enrolled ? left : 0, required: tenant?.twoFactorRequired ?? false };
}

/** Starts an enrolment of the caller's own account, once their password is proven. */
export async function startEnrolment(ctx: AppContext, actor: Actor, currentPassword?: string) {
  await requirePasswordProof(ctx, actor, currentPassword, TWO_FACTOR_PROOF_NEEDED);
  const started = await beginEnrolment(ctx, actor.tenantId, actor.userId, `${actor.username}@${actor.tenantKey}`);
  if (!started) throw conflict(ALREADY_ENROLLED);
  await forgetPasswordProof(ctx, actor);
  return started;
}

/**
 * A code checked outside sign-in (confirming, turning off): wrong ones count in the user's own limit of
 * password checks, so six digits cannot be guessed through these routes either.
 */
async function limitedCheck(ctx: AppContext, actor: Actor, check: () => Promise<boolean>): Promise<void> {
  const attempt = await ctx.limiter.check(actor.tenantId, actor.userId, ctx.clock.now());
  if (attempt.wait > 0) throw tooManyRequests(`Too many failed checks. Try again in ${attempt.wait} seconds.`, attempt.wait);
  if (!(await attempt.guard(check))) {
    await attempt.failed();
    throw badRequest(INVALID_OTP_MESSAGE);
  }
  // A right code gives its place back and clears nothing: the count also holds failed password checks, which a code does not answer for.
  await attempt.release();
}

/** Confirms the started enrolment with a code of the app: the ten recovery codes are answered now and never again. */
export async function confirm(ctx: AppContext, actor: Actor, code: string) {
  let recoveryCodes: string[] = [];
  await limitedCheck(ctx, actor, async () => {
    const result = await confirmEnrolment(ctx, actor.tenantId, actor.userId, code);
    if (result === 'none-started') throw conflict(NOTHING_STARTED);
    if (result === 'invalid-code') return false;
    recoveryCodes = result.recoveryCodes;
    return true;
  });
  return { enrolled: true as const, recoveryCodes };
}

/** Turns two-factor sign-in off: the password proven and a current code (or a recovery code) given. */
export async function disable(ctx: AppContext, actor: Actor, input: { code: string; currentPassword?: string }) {
  await requirePasswordProof(ctx, actor, input.currentPassword, TWO_FACTOR_PROOF_NEEDED);
  if (!(await isEnrolled(ctx, actor.tenantId, actor.userId))) throw conflict(NOT_ENROLLED);
  await limitedCheck(ctx, actor, async () => (await verifySecondFactor(ctx, actor.tenantId, actor.userId, input.code)) !== null);
  await removeTwoFactor(ctx, actor.tenantId, actor.userId);
  await forgetPasswordProof(ctx, actor);
  return { enrolled: false as const };
}
