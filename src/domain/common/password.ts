import { z } from 'zod';

export const PASSWORD_RULE_MESSAGE = 'New password should contain 8 characters, 1 special and 1 number';
export const PASSWORD_MISMATCH_MESSAGE = 'New and confirm passwords do not match';
export const MIN_PASSWORD_LENGTH = 8;

// Letters of any script count as letters, not as special characters; digits are 0-9.
const LETTER = /\p{L}/u;
const DIGIT = /[0-9]/;
const SPECIAL = /[^\p{L}\p{N}]/u;

/**
 * docs/product/platform.md §5: at least 8 characters (counted as code points, so an emoji is one) with a letter,
 * a digit and a special character (anything neither letter nor number, a space included).
 */
export function isStrongPassword(p: string): boolean {
  if (typeof p !== 'string') return false;
  return [...p].length >= MIN_PASSWORD_LENGTH && LETTER.test(p) && DIGIT.test(p) && SPECIAL.test(p);
}

/** A new password, shared by the server check and the profile form. */
export const NewPassword = z.string().refine(isStrongPassword, { error: PASSWORD_RULE_MESSAGE });

/**
 * The profile page's change-password form (docs/product/platform.md §2.11, §5); the mismatch is reported on
 * `confirmPassword`.
 */
export const PasswordChange = z
  .object({ currentPassword: z.string().min(1), newPassword: NewPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { error: PASSWORD_MISMATCH_MESSAGE, path: ['confirmPassword'] });

export type PasswordChange = z.infer<typeof PasswordChange>;

/** The Change button stays disabled until all three fields are filled (docs/product/platform.md §5). */
export function passwordFormFilled(v: Partial<Record<keyof PasswordChange, string>>): boolean {
  return Boolean(v.currentPassword && v.newPassword && v.confirmPassword);
}
