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

/** `count` codes as one string (code i at i * CODE_LENGTH): what one generation chunk sends to the database. */
export const instrumentCodes = (count: number): string => randomSymbols(count * CODE_LENGTH, CODE_ALPHABET);

/** A redeemer's token (spec 02 §9): 4 uppercase letters, made by the server. */
export const newRedeemerToken = (): string => randomSymbols(REDEEMER_TOKEN_LENGTH, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
