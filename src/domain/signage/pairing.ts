/** A player page's pairing code (docs/signage-player.md): 6 characters that read aloud and type without doubt (no 0/O, 1/I). */
export const PAIRING_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 6;
/** How long a code waits to be claimed, and how long a claimed one waits to be collected. */
export const PAIRING_TTL_MS = 15 * 60_000;
/** New codes per client address and minute. */
export const PAIRINGS_PER_MINUTE = 10;

/**
 * A code from random bytes (one byte per character). The alphabet has 32 letters, a divisor of 256, so taking each byte
 * modulo 32 favours no letter.
 */
export function pairingCodeOf(bytes: Uint8Array): string {
  if (bytes.length < PAIRING_CODE_LENGTH) throw new Error(`A pairing code needs ${PAIRING_CODE_LENGTH} random bytes`);
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i++) code += PAIRING_ALPHABET[bytes[i] % PAIRING_ALPHABET.length];
  return code;
}

const CODE_PATTERN = new RegExp(`^[${PAIRING_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`);

/** The pairing code a display's device ID may be (compared upper-case), or null when it cannot be one. */
export function pairingCodeIn(genToken: string): string | null {
  const code = genToken.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** The player's credential as it sends it: `{tenantId}.{displayId}.{secret}`. */
export const playerCredential = (tenantId: string, displayId: string, secret: string) => `${tenantId}.${displayId}.${secret}`;

/** `Player {tenantId}.{displayId}.{secret}` → its parts, or null. */
export function parsePlayerAuthorization(header: string | undefined): { tenantId: string; displayId: string; secret: string } | null {
  const m = /^Player ([0-9a-f]{24})\.([0-9a-f]{24})\.([A-Za-z0-9_-]{16,200})$/.exec(header?.trim() ?? '');
  return m ? { tenantId: m[1], displayId: m[2], secret: m[3] } : null;
}

/** `Pairing {secret}` → the secret, or null. */
export function parsePairingAuthorization(header: string | undefined): string | null {
  const m = /^Pairing ([A-Za-z0-9_-]{16,200})$/.exec(header?.trim() ?? '');
  return m ? m[1] : null;
}
