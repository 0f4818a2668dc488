import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  PAIRING_CODE_LENGTH,
  PAIRING_TTL_MS,
  pairingCodeIn,
  pairingCodeOf,
  parsePairingAuthorization,
  playerCredential,
} from '../../../domain/signage/pairing.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notFound, tooManyRequests } from '../../errors.js';
import * as player from './repo-player.js';
import * as repo from './repo.js';

/** SHA-256 (hex) of a secret: only this is stored, for pairing secrets and player credentials alike. */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether `secret` hashes to `stored` (hex), compared in constant time. */
export function secretMatches(secret: string, stored: string | null): boolean {
  if (!stored) return false;
  const given = Buffer.from(secretHash(secret), 'hex');
  const expected = Buffer.from(stored, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /player/api/pairings: a new code for a page without a credential (10 a minute per client address). The page's
 * secret is also its credential's secret once claimed, so no secret is ever stored, only its hash.
 */
export async function createPairing(ctx: AppContext, address: string) {
  const now = ctx.clock.now();
  const wait = await ctx.pairingLimit.take(address, now);
  if (wait > 0) throw tooManyRequests(`Too many new pairing codes from this address. Try again in ${wait} seconds.`, wait);
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + PAIRING_TTL_MS);
  // 32^6 codes: a collision with a pending one is rare; draw again when it happens.
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = pairingCodeOf(randomBytes(PAIRING_CODE_LENGTH));
    if (await player.insertPairing(ctx.db, { code, secretHash: secretHash(secret), expiresAt }, new Date(now))) {
      return { code, secret, expiresAt: expiresAt.toISOString() };
    }
  }
  throw new Error('No free pairing code after 5 draws');
}

const unknownCode = () => notFound('Pairing code');

/**
 * GET /player/api/pairings/{code} with `Authorization: Pairing {secret}`: pending until a display claims it, then the
 * credential once (the row goes with that answer). Unknown, expired, collected or a wrong secret: 404 alike.
 */
export async function pairingStatus(ctx: AppContext, rawCode: string, authorization: string | undefined) {
  const code = pairingCodeIn(rawCode);
  const secret = parsePairingAuthorization(authorization);
  const row = code && secret ? await player.findPairing(ctx.db, code) : null;
  if (!row || !secret || !secretMatches(secret, row.secretHash) || row.expiresAt.getTime() <= ctx.clock.now()) throw unknownCode();
  if (!row.claimedAt || !row.tenantId || !row.displayId) return { status: 'pending' as const, expiresAt: row.expiresAt.toISOString() };
  const taken = await player.takeClaimedPairing(ctx.db, row.code);
  const display = taken ? await repo.findDisplay(ctx.db, row.tenantId, row.displayId) : null;
  // Re-paired meanwhile with another code, or deleted: this credential would not work.
  if (!display || display.display.credentialHash !== row.secretHash) throw unknownCode();
  return {
    status: 'claimed' as const,
    credential: playerCredential(row.tenantId, row.displayId, secret),
    display: { id: display.display.id, name: display.display.name },
  };
}

/**
 * Inside a display's save: a pending code equal to its device ID (upper-case) is claimed for it, and the page's secret
 * becomes the display's credential (its hash replaces the old one, which stops working).
 */
export async function claimForDisplay(ctx: AppContext, tx: Db, tenantId: string, displayId: string, genToken: string): Promise<boolean> {
  const code = pairingCodeIn(genToken);
  if (!code) return false;
  const now = ctx.clock.now();
  const hash = await player.claimPairing(tx, code, tenantId, displayId, new Date(now), new Date(now + PAIRING_TTL_MS));
  if (!hash) return false;
  await player.setCredentialHash(tx, tenantId, displayId, hash);
  return true;
}
