import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** The key without MFA_SECRET_KEY (development, tests, the demo): public, so it seals nothing from a reader of the database. */
export const DEVELOPMENT_MFA_KEY = 'sdm-console development two-factor key';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals small secrets (TOTP keys) for storage with AES-256-GCM under a key the database never holds
 * (MFA_SECRET_KEY). Each sealed value is bound to its `context` (tenant and user) as associated data: a
 * value copied into another user's row does not open. The text is `v1.<iv>.<ciphertext>.<tag>` in base64url,
 * the version leaving room for another key later.
 */
export class SecretBox {
  private key: Buffer;

  /** Any text: its SHA-256 is the AES key, so a passphrase and a random base64 value both serve. */
  constructor(keyText: string) {
    this.key = createHash('sha256').update(keyText).digest();
  }

  seal(plain: Buffer, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context));
    const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
    return [VERSION, iv, sealed, cipher.getAuthTag()].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  /** The plain bytes, or null when the text was not sealed by this key for this context. */
  open(text: string, context: string): Buffer | null {
    const [version, iv, sealed, tag] = text.split('.');
    if (version !== VERSION || !iv || sealed === undefined || !tag) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]);
    } catch {
      return null;
    }
  }
}
