/**
 * The token endpoint's answers that ask for a second factor (docs/decisions/0009-two-factor-sign-in.md). Apart from
 * two-factor.ts, which re-exports them, so that the console's sign-in form reads them without that module's zod
 * schemas: zod is no part of the landing and sign-in pages' first load (docs/performance.md "First load").
 */

/** The token endpoint's answer when the password was right and the account needs its second factor. */
export const MFA_REQUIRED = 'mfa_required';
/** The token endpoint's answer to a wrong, expired or already used code. */
export const INVALID_OTP = 'invalid_otp';
