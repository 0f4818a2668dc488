import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 as authenticator apps use it: HMAC-SHA1, 30-second steps from the Unix epoch. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that still count: a phone's clock a little off, a code typed as it changes. */
export const TOTP_TOLERANCE_STEPS = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: the form authenticator apps take a secret in. */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32 leniently (case, spaces and padding ignored); null when a character is not base32. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** 160 random bits, RFC 4226's recommended length for HMAC-SHA1. */
export const newTotpSecret = (): Buffer => randomBytes(20);

/** The step a time (ms) falls in. */
export const totpStep = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);

/** RFC 4226 HOTP of one counter value: dynamic truncation, then the low `digits` decimal digits. */
export function hotp(secret: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code for the time `nowMs`. */
export const totp = (secret: Buffer, nowMs: number, digits = TOTP_DIGITS): string => hotp(secret, totpStep(nowMs), digits);

/**
 * The step whose code `code` is, within the tolerance around now and after `lastUsedStep` (a code once used, or
 * one older than it, is never taken again); null when none matches. Every candidate is compared in constant time.
 */
export function matchTotp(secret: Buffer, code: string, nowMs: number, lastUsedStep: number | null): number | null {
  const now = totpStep(nowMs);
  const given = Buffer.from(code);
  let found: number | null = null;
  for (let step = now - TOTP_TOLERANCE_STEPS; step <= now + TOTP_TOLERANCE_STEPS; step++) {
    const expected = Buffer.from(hotp(secret, step));
    const same = expected.length === given.length && timingSafeEqual(expected, given);
    if (same && (lastUsedStep === null || step > lastUsedStep) && found === null) found = step;
  }
  return found;
}

/** The Key URI authenticator apps read from the QR code (Google Authenticator's otpauth:// format). */
export function otpauthUri(secret: Buffer, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret: base32Encode(secret),
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params}`;
}
