/** docs/product/campaigns-venues-events.md §9: new items' uids are 8 characters. */
export const UID_LENGTH = 8;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` random letters and digits from the platform's CSPRNG (62 symbols). */
export function randomAlphanumeric(length: number): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length));
  // 256 is not a multiple of 62; the slight bias is harmless for identifiers that are also checked unique.
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** A random 8-character uid (~47 bits). */
export const newUid = (): string => randomAlphanumeric(UID_LENGTH);

export const UID_PATTERN = /^[A-Za-z0-9]{8}$/;
export const isUid = (s: unknown): s is string => typeof s === 'string' && UID_PATTERN.test(s);
