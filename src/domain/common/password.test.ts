import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  MIN_PASSWORD_LENGTH,
  NewPassword,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  PasswordChange,
  passwordFormFilled,
} from './password.js';

describe('password constants', () => {
  it("carry the product's wording and minimum length", () => {
    expect(PASSWORD_RULE_MESSAGE).toBe('New password should contain 8 characters, 1 special and 1 number');
    expect(PASSWORD_MISMATCH_MESSAGE).toBe('New and confirm passwords do not match');
    expect(MIN_PASSWORD_LENGTH).toBe(8);
  });
});

describe('isStrongPassword', () => {
  it.each(['Demo@1234', 'abcdef1!', 'p@ssw0rd', '1234567a ', 'Пароль#12'])('accepts %j', (p) => {
    expect(isStrongPassword(p)).toBe(true);
  });

  it.each([
    ['7 characters', 'abcde1!'],
    ['no digit', 'abcdefg!'],
    ['no letter', '1234567!'],
    ['no special character', 'abcdefg1'],
    ['an empty string', ''],
  ])('refuses a password with %s', (_why, p) => {
    expect(isStrongPassword(p)).toBe(false);
  });

  it('counts an emoji as one character', () => {
    expect(isStrongPassword('ab1😀😀😀')).toBe(false);
    expect(isStrongPassword('ab1😀😀😀😀😀')).toBe(true);
  });

  it('counts accented letters as letters, not special characters', () => {
    expect(isStrongPassword('éééééé12')).toBe(false);
  });

  it('refuses a value that is not a string at run time', () => {
    expect(isStrongPassword(12345678 as unknown as string)).toBe(false);
  });
});

describe('NewPassword', () => {
  it('accepts a strong password', () => {
    expect(NewPassword.parse('Demo@1234')).toBe('Demo@1234');
  });

  it("refuses a weak one with the product's message", () => {
    const result = NewPassword.safeParse('password');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([PASSWORD_RULE_MESSAGE]);
  });

  it('refuses a non-string', () => {
    expect(NewPassword.safeParse(12345678).success).toBe(false);
  });
});

describe('PasswordChange', () => {
  const good = { currentPassword: 'old', newPassword: 'Demo@1234', confirmPassword: 'Demo@1234' };

  it('accepts matching new and confirm passwords', () => {
    expect(PasswordChange.parse(good)).toEqual(good);
  });

  it('reports a mismatch on the confirm field', () => {
    const result = PasswordChange.safeParse({ ...good, confirmPassword: 'Demo@12345' });
    expect(result.error?.issues).toMatchObject([{ path: ['confirmPassword'], message: PASSWORD_MISMATCH_MESSAGE }]);
  });

  it('reports a weak new password on the new field', () => {
    const result = PasswordChange.safeParse({ ...good, newPassword: 'weak', confirmPassword: 'weak' });
    expect(result.error?.issues).toMatchObject([{ path: ['newPassword'], message: PASSWORD_RULE_MESSAGE }]);
  });

  it('needs the current password', () => {
    const result = PasswordChange.safeParse({ ...good, currentPassword: '' });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['currentPassword']]);
  });
});

describe('passwordFormFilled', () => {
  it('is true only when all three fields are filled', () => {
    expect(passwordFormFilled({ currentPassword: 'a', newPassword: 'b', confirmPassword: 'c' })).toBe(true);
    expect(passwordFormFilled({ currentPassword: '', newPassword: 'b', confirmPassword: 'c' })).toBe(false);
    expect(passwordFormFilled({ currentPassword: 'a', newPassword: 'b' })).toBe(false);
    expect(passwordFormFilled({})).toBe(false);
  });
});
