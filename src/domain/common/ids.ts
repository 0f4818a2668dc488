/** Ids are 24 lowercase hexadecimal characters (DESIGN §4); spec §5 tells new images by it. */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function isId(s: unknown): s is string {
  return typeof s === 'string' && ID_PATTERN.test(s);
}

/** A new id: 12 random bytes from the platform's CSPRNG, as lowercase hex. */
export function newId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
