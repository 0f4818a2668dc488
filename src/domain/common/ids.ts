/** Ids are 24 lowercase hexadecimal characters (docs/api.md); docs/product/platform.md §5 tells new images by it. */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function isId(s: unknown): s is string {
  return typeof s === 'string' && ID_PATTERN.test(s);
}

const ID_BYTES = 12;
// Random bytes are drawn from the CSPRNG a few kilobytes at a time: one call per id cost a create request
// about 3 % of its CPU. Each byte is used once.
const POOL_SIZE = ID_BYTES * 256;
const pool = new Uint8Array(POOL_SIZE);
let used = POOL_SIZE;
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** A new id: 12 random bytes from the platform's CSPRNG, as lowercase hex. */
export function newId(): string {
  if (used + ID_BYTES > POOL_SIZE) {
    globalThis.crypto.getRandomValues(pool);
    used = 0;
  }
  let id = '';
  for (let i = used; i < used + ID_BYTES; i++) id += HEX[pool[i]];
  used += ID_BYTES;
  return id;
}
