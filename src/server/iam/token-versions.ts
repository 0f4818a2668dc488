import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { findTokenVersion } from './repo.js';

/**
 * Current token version of each user. It is bumped by a password change, a role granted or revoked, and
 * enabling or disabling the user, so access tokens carrying an older `ver` are refused, and the client's
 * refresh brings a token with the new roles (or fails, after a password change or when disabled).
 * Cached for a few seconds: this server learns of its own changes at once (`set`), other servers and the
 * operator's CLI within `ttlMs` (docs/scaling.md).
 */
export class TokenVersions {
  private cache = new Map<string, { version: number; at: number }>();

  constructor(
    private db: Db,
    private clock: Clock,
    private ttlMs = 5_000,
  ) {}

  async current(tenantId: string, userId: string): Promise<number> {
    const key = `${tenantId}:${userId}`;
    const hit = this.cache.get(key);
    if (hit && this.clock.now() - hit.at < this.ttlMs) return hit.version;
    const row = await findTokenVersion(this.db, tenantId, userId);
    // A removed or disabled user has no valid version.
    const version = row && row.enabled ? row.version : -1;
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(key, { version, at: this.clock.now() });
    return version;
  }

  set(tenantId: string, userId: string, version: number): void {
    this.cache.set(`${tenantId}:${userId}`, { version, at: this.clock.now() });
  }
}
