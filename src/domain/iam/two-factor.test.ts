import { describe, expect, it } from 'vitest';
import {
  formatRecoveryCode,
  hasSecondFactor,
  isRecoveryCodeShape,
  isTotpShape,
  normalizeRecoveryCode,
  OtpInput,
  RECOVERY_ALPHABET,
  RECOVERY_CODE_LENGTH,
} from './two-factor';

describe('recovery codes', () => {
  const code = formatRecoveryCode(Array.from({ length: RECOVERY_CODE_LENGTH }, (_, i) => (i * 7) % RECOVERY_ALPHABET.length));

  it('are four dash-separated groups of four characters of the alphabet', () => {
    expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(isRecoveryCodeShape(code)).toBe(true);
  });

  it('carry no look-alike characters', () => {
    for (const c of '01ilo') expect(RECOVERY_ALPHABET).not.toContain(c);
    expect(RECOVERY_ALPHABET.length).toBe(31);
  });

  it('are read whatever the case, spaces and dashes', () => {
    expect(normalizeRecoveryCode(` ${code.toUpperCase().replace(/-/g, ' ')} `)).toBe(code.replace(/-/g, ''));
    expect(isRecoveryCodeShape(code.replace(/-/g, '').toUpperCase())).toBe(true);
  });

  it('are refused when too short, too long or holding other characters', () => {
    expect(isRecoveryCodeShape(code.slice(0, -1))).toBe(false);
    expect(isRecoveryCodeShape(`${code}a`)).toBe(false);
    expect(isRecoveryCodeShape(code.replace(/^./, '0'))).toBe(false);
  });
});

describe('authenticator codes', () => {
  it('are six digits, spaces between groups allowed', () => {
    expect(isTotpShape('123456')).toBe(true);
    expect(isTotpShape('123 456')).toBe(true);
    expect(isTotpShape('12345')).toBe(false);
    expect(isTotpShape('1234567')).toBe(false);
    expect(isTotpShape('12345a')).toBe(false);
  });

  it('are what the routes take, with recovery codes', () => {
    expect(OtpInput.safeParse('123456').success).toBe(true);
    expect(OtpInput.safeParse('abcd-efgh-jkmn-pqrs').success).toBe(true);
    expect(OtpInput.safeParse('hello').success).toBe(false);
  });
});

it('names a second factor only for a code or a recovery code', () => {
  expect(hasSecondFactor(['pwd'])).toBe(false);
  expect(hasSecondFactor(undefined)).toBe(false);
  expect(hasSecondFactor(['pwd', 'otp'])).toBe(true);
  expect(hasSecondFactor(['pwd', 'recovery'])).toBe(true);
});
