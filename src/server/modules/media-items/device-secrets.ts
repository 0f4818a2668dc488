import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.js';
import * as repo from './repo.js';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * A new ingestion secret for a device, replacing any previous one. 32 random bytes, so a plain
 * SHA-256 is enough to store (no password stretching: it cannot be guessed, and ingestion is hot).
 */
export async function issueDeviceSecret(db: Db, tenantId: string, deviceId: string): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await repo.saveDeviceSecret(db, tenantId, deviceId, hashOf(secret));
  return secret;
}

/** The device a secret belongs to, or null: for `authorization: Device <deviceId>.<secret>` (docs/api.md). */
export async function verifyDeviceSecret(db: Db, deviceId: string, secret: string): Promise<{ tenantId: string; deviceId: string; name: string } | null> {
  if (!deviceId || !secret || secret.length > 200) return null;
  const given = Buffer.from(hashOf(secret), 'hex');
  for (const row of await repo.findDeviceSecrets(db, deviceId)) {
    const stored = Buffer.from(row.secretHash, 'hex');
    if (stored.length === given.length && timingSafeEqual(stored, given)) return { tenantId: row.tenantId, deviceId, name: row.name ?? deviceId };
  }
  return null;
}
