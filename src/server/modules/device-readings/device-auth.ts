import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database, Db } from '../../db/client.js';

/**
 * Device credentials (docs/api.md): the media-items module issues a random secret when a device is
 * created or its secret rotated and keeps only its SHA-256 in `device_secrets`. Devices present
 * `authorization: Device <deviceId>.<secret>`.
 */
export interface DeviceRef {
  tenantId: string;
  id: string;
  /** As it was when the secret was checked (a rename shows once the cache entry is gone: CACHE_TTL_MS). */
  name: string;
}

/** `Device <24-hex id>.<secret>` → its parts, or null. */
export function parseDeviceAuthorization(header: string | undefined): { deviceId: string; secret: string } | null {
  const m = /^Device ([0-9a-f]{24})\.([A-Za-z0-9_-]{16,200})$/.exec(header?.trim() ?? '');
  return m ? { deviceId: m[1], secret: m[2] } : null;
}

// A device batching readings every few seconds would spend a database round trip per request just
// proving itself: a verified (device, secret) pair is remembered, keyed by a SHA-256 of the secret
// (never the secret). Failures are not remembered, so a rotated-in secret works at once. A rotation
// is heard by every server through the database's `sdm_device_secret_changed` notice (a trigger on
// `device_secrets`), and the server that rotates forgets at once; while notices may be missed (the
// listening connection is down) nothing is remembered. CACHE_TTL_MS bounds an entry's age anyway.
export const DEVICE_SECRET_CHANNEL = 'sdm_device_secret_changed';
export const CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;
type Entry = { device: DeviceRef; at: number; digest: Buffer };

const digestOf = (secret: string) => createHash('sha256').update(secret).digest();

/** Looks a device's secret up where it is stored (media items' device secrets; given by the app, which holds both). */
export type StoredSecretCheck = (db: Db, deviceId: string, secret: string) => Promise<{ tenantId: string; deviceId: string; name: string } | null>;

export class DeviceSecretCache {
  constructor(private readonly checkStoredSecret: StoredSecretCheck) {}

  private readonly entries = new Map<string, Entry>();
  private live = false;
  /** Bumped by every notice and gap, so that a check begun before one is not remembered. */
  private changes = 0;

  forget(deviceId: string): void {
    this.changes += 1;
    this.entries.delete(deviceId);
  }

  setLive(live: boolean): void {
    this.live = live;
    this.changes += 1;
    if (!live) this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The device when `secret` is its current secret, else null. */
  async verify(db: Db, deviceId: string, secret: string): Promise<DeviceRef | null> {
    const digest = digestOf(secret);
    const hit = this.live ? this.entries.get(deviceId) : undefined;
    if (hit && Date.now() - hit.at < CACHE_TTL_MS && timingSafeEqual(hit.digest, digest)) return hit.device;
    const changesBefore = this.changes;
    const found = await this.checkStoredSecret(db, deviceId, secret);
    if (!found) return null;
    const device = { tenantId: found.tenantId, id: found.deviceId, name: found.name };
    if (this.live && this.changes === changesBefore) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(deviceId, { device, at: Date.now(), digest });
    }
    return device;
  }
}

/** A cache fed by the database's secret-change notices; `stop` ends the subscription. */
export async function startDeviceSecretCache(
  database: Database,
  checkStoredSecret: StoredSecretCheck,
): Promise<{ cache: DeviceSecretCache; stop: () => Promise<void> }> {
  const cache = new DeviceSecretCache(checkStoredSecret);
  const stop = await database.listen(
    DEVICE_SECRET_CHANNEL,
    (deviceId) => cache.forget(deviceId),
    (live) => cache.setLive(live),
  );
  return { cache, stop };
}
