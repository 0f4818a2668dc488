import { CODE_ALPHABET, CODE_LENGTH, REDEEMER_TOKEN_LENGTH } from './types.js';

// The largest multiple of the alphabet's size below 256: bytes at or above it are dropped, so every symbol is equally likely.
const limitOf = (size: number) => Math.floor(256 / size) * size;
// getRandomValues refuses more than 65536 bytes at once.
const MAX_CHUNK = 65536;

/** `length` symbols of `alphabet` drawn from the platform's CSPRNG without bias. */
export function randomSymbols(length: number, alphabet: string): string {
  const limit = limitOf(alphabet.length);
  const out: string[] = [];
  while (out.length < length) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(Math.min(MAX_CHUNK, Math.ceil((length - out.length) * 1.2) + 8)));
    for (const b of bytes) if (b < limit && out.length < length) out.push(alphabet[b % alphabet.length]);
  }
  return out.join('');
}

/** One instrument code (`tiNumber`): CODE_LENGTH symbols of CODE_ALPHABET. */
export const newInstrumentCode = (): string => randomSymbols(CODE_LENGTH, CODE_ALPHABET);

/**
 * `count` codes, comma-separated, drawn at once into one byte buffer (one CSPRNG call per 64 KB, no string
 * per code): what a generation chunk sends to the database, so a million codes never sit in memory together.
 */
export function instrumentCodeList(count: number): string {
  const limit = limitOf(CODE_ALPHABET.length);
  const symbols = new TextEncoder().encode(CODE_ALPHABET);
  const out = new Uint8Array(Math.max(0, count * (CODE_LENGTH + 1) - 1));
  let at = 0;
  let inCode = 0;
  while (at < out.length) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(Math.min(MAX_CHUNK, Math.ceil((out.length - at) * 1.1) + 8)));
    for (let i = 0; i < bytes.length && at < out.length; i++) {
      if (bytes[i] >= limit) continue;
      out[at++] = symbols[bytes[i] % symbols.length];
      if (++inCode === CODE_LENGTH && at < out.length) {
        out[at++] = 44; // ','
        inCode = 0;
      }
    }
  }
  return new TextDecoder('latin1').decode(out);
}

/** `count` codes drawn at once. */
export const instrumentCodes = (count: number): string[] => (count ? instrumentCodeList(count).split(',') : []);

/** A redeemer's token (docs/product/campaigns-venues-events.md §9): 4 uppercase letters, made by the server. */
export const newRedeemerToken = (): string => randomSymbols(REDEEMER_TOKEN_LENGTH, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
