import { z } from 'zod';

/**
 * Two-factor sign-in (TOTP, RFC 6238), as the server checks it and the console asks for it
 * (docs/decisions/0008-two-factor-enrolment.md).
 */

export { INVALID_OTP, MFA_REQUIRED } from './token-errors.js';
export const MFA_REQUIRED_MESSAGE = 'Two-factor sign-in is on for this account: send the 6-digit code of your authenticator app (or a recovery code) as otp';
export const INVALID_OTP_MESSAGE = 'Invalid or already used two-factor code';
/** A route other than enrolment called with a token of a tenant that requires two-factor, before the user enrolled. */
export const ENROLMENT_ONLY_MESSAGE = 'Your tenant requires two-factor sign-in: enrol an authenticator app first, then sign in again with a code';

/** A tenant owner turning the requirement on without a second factor of their own would limit their own next sign-in. */
export const ENROL_YOURSELF_FIRST = 'Turn on two-factor sign-in for your own account first (Profile), then require it for everyone';

export const RECOVERY_CODE_COUNT = 10;
/** Groups of four, no look-alikes (0/o, 1/l/i): 16 characters of 32 give 80 random bits, so a plain hash keeps them. */
export const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_GROUPS = 4;
const RECOVERY_GROUP_LENGTH = 4;

/** A recovery code as typed: case, spaces and dashes do not matter. */
export const normalizeRecoveryCode = (text: string): string => text.toLowerCase().replace(/[\s-]/g, '');

/** Whether `text` has a recovery code's shape (not whether it is one of the user's). */
export function isRecoveryCodeShape(text: string): boolean {
  const plain = normalizeRecoveryCode(text);
  return plain.length === RECOVERY_GROUPS * RECOVERY_GROUP_LENGTH && [...plain].every((c) => RECOVERY_ALPHABET.includes(c));
}

/** `xxxx-xxxx-xxxx-xxxx` from 16 indexes into the alphabet (the server draws them at random). */
export function formatRecoveryCode(indexes: number[]): string {
  const chars = indexes.map((i) => RECOVERY_ALPHABET[i]).join('');
  return (chars.match(new RegExp(`.{${RECOVERY_GROUP_LENGTH}}`, 'g')) ?? []).join('-');
}
export const RECOVERY_CODE_LENGTH = RECOVERY_GROUPS * RECOVERY_GROUP_LENGTH;

/** A code from an authenticator app: six digits (spaces typed between groups are dropped). */
export const normalizeOtp = (text: string): string => text.replace(/\s/g, '');
export const isTotpShape = (text: string): boolean => /^\d{6}$/.test(normalizeOtp(text));

/** Authentication method references (RFC 8176) an access token's `amr` carries. */
export type AuthMethod = 'pwd' | 'otp' | 'recovery';
/** Whether the methods include a second factor (a TOTP code or a recovery code). */
export const hasSecondFactor = (amr: readonly string[] | undefined): boolean => !!amr && (amr.includes('otp') || amr.includes('recovery'));

/** The signed-in user's two-factor state (`GET /api/1.0/users/mfa`). */
export const TwoFactorStatus = z.object({
  enrolled: z.boolean(),
  /** Recovery codes not yet used. */
  recoveryCodesLeft: z.number(),
  /** Whether the tenant requires every user to sign in with a second factor. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** A started enrolment: the secret to type in, the key URI and its QR code (an SVG data URL). */
export const TwoFactorEnrolment = z.object({ secret: z.string(), otpauthUri: z.string(), qrCode: z.string() });
export type TwoFactorEnrolment = z.infer<typeof TwoFactorEnrolment>;

/** The confirmed enrolment: the recovery codes, shown once (the server keeps only their hashes). */
export const TwoFactorConfirmed = z.object({ enrolled: z.literal(true), recoveryCodes: z.array(z.string()) });
export type TwoFactorConfirmed = z.infer<typeof TwoFactorConfirmed>;

/** A code as the routes take it: six digits or a recovery code. */
export const OtpInput = z
  .string()
  .max(40)
  .refine((v) => isTotpShape(v) || isRecoveryCodeShape(v), { error: 'A 6-digit code or a recovery code (xxxx-xxxx-xxxx-xxxx) is required' });
