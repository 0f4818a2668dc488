import { afterEach, describe, expect, it, vi } from 'vitest';
import { ID_PATTERN, isId, newId } from './ids.js';

afterEach(() => vi.restoreAllMocks());

describe('isId', () => {
  it('accepts 24 lowercase hexadecimal characters', () => {
    expect(isId('0123456789abcdef01234567')).toBe(true);
    expect(isId('ffffffffffffffffffffffff')).toBe(true);
  });

  it.each([
    ['23 characters', '0123456789abcdef0123456'],
    ['25 characters', '0123456789abcdef012345678'],
    ['uppercase hex', '0123456789ABCDEF01234567'],
    ['a non-hex letter', '0123456789abcdef0123456g'],
    ['surrounding blanks', ' 0123456789abcdef01234567'],
    ['a trailing newline', '0123456789abcdef01234567\n'],
    ['an empty string', ''],
    ['a blob url', 'blob:http://x/1234'],
  ])('refuses %s', (_why, s) => {
    expect(isId(s)).toBe(false);
  });

  it.each([undefined, null, 123, {}, ['0123456789abcdef01234567']])('refuses the non-string %j', (s) => {
    expect(isId(s)).toBe(false);
  });

  it('uses ID_PATTERN', () => {
    expect(ID_PATTERN.source).toBe('^[0-9a-f]{24}$');
  });
});

describe('newId', () => {
  it('makes a valid id', () => {
    expect(isId(newId())).toBe(true);
  });

  it('makes a different id each time', () => {
    expect(new Set(Array.from({ length: 1000 }, newId)).size).toBe(1000);
  });

  it('encodes 12 random bytes as two hex digits each, drawn from the CSPRNG a few hundred ids at a time', () => {
    const draw = vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint8Array).set([0, 1, 15, 16, 127, 128, 171, 205, 239, 250, 254, 255]);
      return array;
    });
    // The id made right after the pool is drawn is its first 12 bytes.
    let id = '';
    let made = 0;
    while (!draw.mock.calls.length && made < 1000) [id, made] = [newId(), made + 1];
    expect(id).toBe('00010f107f80abcdeffafeff');
    expect(draw.mock.calls[0][0]).toHaveProperty('length', 12 * 256);
    for (let i = 0; i < 255; i++) newId();
    expect(draw).toHaveBeenCalledTimes(1);
    newId();
    expect(draw).toHaveBeenCalledTimes(2);
  });
});
