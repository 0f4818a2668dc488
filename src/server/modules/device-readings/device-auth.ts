import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { verifyDeviceSecret as checkStoredSecret } from '../media-items/device-secrets.js';

/**
 * Device credentials (docs/api.md): the media-items module issues a random secret when a device is
 * created or its secret rotated and keeps only its SHA-256 in `device_secrets`. Devices present
 * `authorization: Device <deviceId>.<secret>`.
 */
export interface DeviceRef {
  tenantId: string;
  id: string;
}

/** `Device <24-hex id>.<secret>` → its parts, or null. */
export function parseDeviceAuthorization(header: string | undefined): { deviceId: string; secret: string } | null {
  const m = /^Device ([0-9a-f]{24})\.([A-Za-z0-9_-]{16,200})$/.exec(header?.trim() ?? '');
  return m ? { deviceId: m[1], secret: m[2] } : null;
}

// A device batching readings every few seconds would spend a database round trip per request just
// proving itself: a verified (device, secret) pair is remembered for CACHE_TTL_MS, keyed by a SHA-256
// of the secret (never the secret). Failures are not remembered, so a rotated-in secret works at once.
// Rotation calls forgetDeviceSecret on the server that rotated; other servers may accept the old
// secret until their entry expires, at most CACHE_TTL_MS later (docs/decisions.md).
export const CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 50_000;
type Entry = { device: DeviceRef; at: number; digest: Buffer };
const cache = new Map<string, Entry>();

const digestOf = (secret: string) => createHash('sha256').update(secret).digest();

export function forgetDeviceSecret(deviceId: string): void {
  cache.delete(deviceId);
}

/** The device when `secret` is its current secret, else null. */
export async function verifyDeviceSecret(db: Db, deviceId: string, secret: string): Promise<DeviceRef | null> {
  const digest = digestOf(secret);
  const hit = cache.get(deviceId);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS && timingSafeEqual(hit.digest, digest)) return hit.device;
  const found = await checkStoredSecret(db, deviceId, secret);
  if (!found) return null;
  const device = { tenantId: found.tenantId, id: found.deviceId };
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(deviceId, { device, at: Date.now(), digest });
  return device;
}
