import type { Db } from '../../db/client.js';
import type { Expected, InstrumentContext, CallerProfile } from './repo.js';

/** Callers remembered per server: enough for every validator and till of a busy deployment, bounded all the same. */
const LIMIT = 10_000;

/**
 * What each caller's last transaction found: its instrument's batch and detail and the caller's profile. Only a guess
 * for the caller's next transaction (the statement it goes into checks it against the database), so it is never
 * invalidated, just replaced; the oldest caller is forgotten first.
 */
class LastFound {
  private readonly entries = new Map<string, Expected>();

  get(tenantId: string, userId: string): Expected | undefined {
    return this.entries.get(`${tenantId}\n${userId}`);
  }

  remember(tenantId: string, userId: string, instrument: InstrumentContext | null, profile: CallerProfile | null) {
    if (!instrument || !profile?.active) return;
    const key = `${tenantId}\n${userId}`;
    // Re-inserted so the map's order is least recently used first.
    this.entries.delete(key);
    if (this.entries.size >= LIMIT) this.entries.delete(this.entries.keys().next().value!);
    const { code: _code, status: _status, uses: _uses, ...setting } = instrument;
    this.entries.set(key, { setting, profile });
  }
}

const byDb = new WeakMap<Db, LastFound>();

/** The callers' last look-ups for database handle `db` (one app's). */
export function lastFoundFor(db: Db): LastFound {
  let found = byDb.get(db);
  if (!found) byDb.set(db, (found = new LastFound()));
  return found;
}
