import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totp, totpStep } from './totp.js';

// RFC 6238 Appendix B: the SHA1 column, 8 digits, with the 20-byte ASCII secret "12345678901234567890".
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it.each(RFC_VECTORS)('gives the RFC 6238 Appendix B code at %i s', (seconds, code) => {
    expect(totp(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it('gives the six low digits of the same value by default (what authenticator apps show)', () => {
    for (const [seconds, code] of RFC_VECTORS) expect(totp(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
  });

  it('gives the RFC 4226 Appendix D HOTP values', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(RFC_SECRET, counter))).toEqual(expected);
  });

  it('takes the previous, the current and the next step, nothing further', () => {
    const now = 1_700_000_015_000;
    const step = totpStep(now);
    const at = (offset: number) => totp(RFC_SECRET, now + offset * 30_000);
    expect(matchTotp(RFC_SECRET, at(-1), now, null)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, at(0), now, null)).toBe(step);
    expect(matchTotp(RFC_SECRET, at(1), now, null)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, at(-2), now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(2), now, null)).toBeNull();
  });

  it('never takes a step at or before the last one used', () => {
    const now = 1_700_000_015_000;
    const step = totpStep(now);
    expect(matchTotp(RFC_SECRET, totp(RFC_SECRET, now), now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, totp(RFC_SECRET, now - 30_000), now, step - 1)).toBeNull();
    expect(matchTotp(RFC_SECRET, totp(RFC_SECRET, now), now, step - 1)).toBe(step);
  });

  it('refuses codes of another shape', () => {
    const now = 1_700_000_015_000;
    expect(matchTotp(RFC_SECRET, '', now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, `${totp(RFC_SECRET, now)}0`, now, null)).toBeNull();
  });
});

describe('base32 and the key URI', () => {
  it('encodes as RFC 4648 does (test vectors, padding left out) and reads it back', () => {
    const vectors: [string, string][] = [
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [plain, encoded] of vectors) {
      expect(base32Encode(Buffer.from(plain))).toBe(encoded);
      expect(base32Decode(encoded.toLowerCase())?.toString()).toBe(plain);
    }
    expect(base32Decode('MZXW6YTBOI======')?.toString()).toBe('foobar');
    expect(base32Decode('MZ1')).toBeNull();
  });

  it('names the issuer, the account and the parameters apps need', () => {
    const text = otpauthUri(RFC_SECRET, 'SDM Console', 'demo/olivia');
    expect(text.startsWith('otpauth://totp/SDM%20Console:demo%2Folivia?')).toBe(true);
    const uri = new URL(text);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: base32Encode(RFC_SECRET),
      issuer: 'SDM Console',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
