import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { isStrongPassword } from '../../domain/common/password.js';

// argon2id with the library's defaults (m=19 MiB, t=2, p=1): OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password, { algorithm: 2 });

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A fixed hash verified for unknown usernames so response time does not reveal whether a user exists. */
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy-password-never-valid');
  await verifyPassword(await decoy, password);
  return false;
}

// No look-alikes (0/O, 1/l/I) so a password read out or copied by hand survives.
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#%+-=?@^_~';

/** A random password of `length` characters that meets the password rule (letter, digit, special). */
export function generatePassword(length = 20): string {
  for (;;) {
    const p = Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
    if (isStrongPassword(p)) return p;
  }
}
