/** Spec 02 §9: new items' uids are 8 characters. */
export const UID_LENGTH = 8;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 8-character uid from the platform's CSPRNG (62 symbols: ~47 bits). */
export function newUid(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(UID_LENGTH));
  // 256 is not a multiple of 62; the slight bias is harmless for an identifier that is also checked unique.
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

export const UID_PATTERN = /^[A-Za-z0-9]{8}$/;
export const isUid = (s: unknown): s is string => typeof s === 'string' && UID_PATTERN.test(s);
