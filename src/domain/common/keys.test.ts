import { afterEach, describe, expect, it, vi } from 'vitest';
import { newItemCode, newWorkspaceKey, normaliseKey, randomUpper } from './keys.js';

afterEach(() => vi.restoreAllMocks());

describe('normaliseKey', () => {
  it('lowercases and turns each run of non-word characters into one hyphen, without trimming', () => {
    expect(normaliseKey('  City Centre!! 2 ')).toBe('-city-centre-2-');
  });

  it('keeps letters, digits and underscores', () => {
    expect(normaliseKey('Mall_2024')).toBe('mall_2024');
  });

  it('turns an existing hyphen run into a single hyphen', () => {
    expect(normaliseKey('city--centre')).toBe('city-centre');
    expect(normaliseKey('a - b')).toBe('a-b');
  });

  it('treats accented and other non-ASCII letters as non-word characters', () => {
    expect(normaliseKey('Café Zürich')).toBe('caf-z-rich');
    expect(normaliseKey('İstanbul')).toBe('-stanbul');
  });

  it('is idempotent', () => {
    const once = normaliseKey('  Big Mall / North #3');
    expect(normaliseKey(once)).toBe(once);
  });

  it('lowercases a generated workspace key', () => {
    expect(normaliseKey('ABCDEFGHIJKLMNOP')).toBe('abcdefghijklmnop');
  });

  it('leaves an empty string empty', () => {
    expect(normaliseKey('')).toBe('');
  });
});

describe('randomUpper', () => {
  it('gives n uppercase letters', () => {
    for (const n of [0, 1, 6, 10, 16, 100]) expect(randomUpper(n)).toMatch(new RegExp(`^[A-Z]{${n}}$`));
  });

  it('uses every letter over many draws', () => {
    expect(new Set(randomUpper(5000)).size).toBe(26);
  });

  it('differs between calls', () => {
    expect(randomUpper(16)).not.toBe(randomUpper(16));
  });

  it('draws from crypto.getRandomValues, dropping bytes that would bias the letters', () => {
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint8Array).set([255, 0, 234, 25, 233, 27].slice(0, (array as unknown as Uint8Array).length));
      return array;
    });
    // 255 and 234 are dropped; 0 -> A, 25 -> Z, 233 -> 233 % 26 = 25 -> Z, 27 -> B.
    expect(randomUpper(3)).toBe('AZZ');
  });

  it('asks for more bytes when too many were dropped', () => {
    let call = 0;
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint8Array).fill(call++ === 0 ? 250 : 2);
      return array;
    });
    expect(randomUpper(4)).toBe('CCCC');
    expect(call).toBe(2);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the length %s', (n) => {
    expect(() => randomUpper(n)).toThrow(RangeError);
  });
});

describe('newWorkspaceKey and newItemCode', () => {
  it('makes a workspace key of 16 uppercase letters', () => {
    expect(newWorkspaceKey()).toMatch(/^[A-Z]{16}$/);
  });

  it('makes the workspace key from two draws of 10 and 6 letters', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    newWorkspaceKey();
    expect(spy.mock.calls.map(([a]) => (a as Uint8Array).length)).toEqual([20, 12]);
  });

  it('makes an item code of 16 uppercase letters', () => {
    expect(newItemCode()).toMatch(/^[A-Z]{16}$/);
  });

  it('makes different keys and codes each time', () => {
    expect(new Set(Array.from({ length: 100 }, newWorkspaceKey)).size).toBe(100);
    expect(new Set(Array.from({ length: 100 }, newItemCode)).size).toBe(100);
  });
});
