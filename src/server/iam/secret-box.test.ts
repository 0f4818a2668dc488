import { expect, it } from 'vitest';
import { SecretBox } from './secret-box.js';

const box = new SecretBox('a key only the servers know');
const secret = Buffer.from('12345678901234567890');

it('opens what it sealed, for the same context only', () => {
  const sealed = box.seal(secret, 'tenant-a/user-1');
  expect(sealed).not.toContain(secret.toString('base64url'));
  expect(box.open(sealed, 'tenant-a/user-1')).toEqual(secret);
  expect(box.open(sealed, 'tenant-a/user-2')).toBeNull();
});

it('seals the same secret differently each time', () => {
  expect(box.seal(secret, 'c')).not.toBe(box.seal(secret, 'c'));
});

it('refuses another key, a changed value and text that is no sealed value', () => {
  const sealed = box.seal(secret, 'c');
  expect(new SecretBox('another key').open(sealed, 'c')).toBeNull();
  const parts = sealed.split('.');
  parts[2] = Buffer.from('x'.repeat(20)).toString('base64url');
  expect(box.open(parts.join('.'), 'c')).toBeNull();
  expect(box.open('plain text', 'c')).toBeNull();
  expect(box.open('', 'c')).toBeNull();
});
