const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// The largest multiple of 26 below 256: bytes at or above it are dropped so every letter is equally likely.
const UNBIASED_LIMIT = 234;
// getRandomValues refuses more than 65536 bytes at once.
const MAX_CHUNK = 65536;

/**
 * A key as stored (docs/product/platform.md §3.4): every run of characters other than A-Z, a-z, 0-9 and
 * '_' becomes one '-', then lowercase. Nothing is trimmed, so '  City Centre!! 2 ' gives
 * '-city-centre-2-'. Replacing before lowercasing keeps the result ASCII.
 */
export function normaliseKey(s: string): string {
  return s.replace(/[^A-Za-z0-9_]+/g, '-').toLowerCase();
}

/** n random letters A-Z from the platform's CSPRNG (works in browsers and Node). */
export function randomUpper(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`randomUpper needs a whole number >= 0, got ${n}`);
  let out = '';
  while (out.length < n) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(Math.min(MAX_CHUNK, (n - out.length) * 2)));
    for (const b of bytes) {
      if (b < UNBIASED_LIMIT && out.length < n) out += LETTERS[b % 26];
    }
  }
  return out;
}

/** A new workspace key: 10 plus 6 random uppercase letters (docs/product/platform.md §3.4, §9). */
export function newWorkspaceKey(): string {
  return randomUpper(10) + randomUpper(6);
}

/** A new media item code: 16 random uppercase letters (docs/product/platform.md §3.6). */
export function newItemCode(): string {
  return randomUpper(16);
}
