import type { SecurityStore } from './security-store.js';

/** How long a checked password lets the same session change it without sending it again. */
export const PROOF_WINDOW_MS = 5 * 60_000;

const key = (tenantId: string, userId: string, sessionId: string) =>
  `proof:${encodeURIComponent(tenantId)}:${encodeURIComponent(userId)}:${encodeURIComponent(sessionId)}`;

/**
 * Sessions that proved their user's password a moment ago (the profile page checks the current password,
 * then sends the new one alone). Kept in the SecurityStore, so any API server may take the change.
 */
export class PasswordProofs {
  constructor(private store: SecurityStore) {}

  record(tenantId: string, userId: string, sessionId: string, now: number): Promise<void> {
    return this.store.setStamp(key(tenantId, userId, sessionId), now, PROOF_WINDOW_MS);
  }

  async isFresh(tenantId: string, userId: string, sessionId: string, now: number): Promise<boolean> {
    const at = await this.store.stamp(key(tenantId, userId, sessionId));
    return at !== null && at <= now && now - at <= PROOF_WINDOW_MS;
  }

  forget(tenantId: string, userId: string, sessionId: string): Promise<void> {
    return this.store.delete(key(tenantId, userId, sessionId));
  }
}
