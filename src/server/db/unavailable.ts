// When PostgreSQL cannot be reached (restarting, failing over, refusing connections), a request fails with a 503 and
// a message saying to try again, not a 500: nothing is wrong with the request, and a retry a moment later may pass.

/** Socket errors of a refused or cut connection, and PostgreSQL's own "shutting down / not accepting" classes. */
const CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', '57P01', '57P02', '57P03']);
// What node-postgres says of a connection it lost, or of a pool that waited too long for one.
const MESSAGES = [/connection terminated/i, /timeout exceeded when trying to connect/i, /connection error/i, /not queryable/i];

export const DATABASE_UNAVAILABLE = 'The database is unavailable at the moment; try again shortly.';

/** Whether `error` (or what it wraps: drizzle wraps the driver's error as its cause) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    // An HTTP call of ours to another service (fetch) fails with the same socket codes; that is not the database.
    if (e.message === 'fetch failed') return false;
    if (typeof e.code === 'string' && (CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  }
  return false;
}
