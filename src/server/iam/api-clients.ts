import type { Db } from '../db/client.js';
import { findApiClientById, findApiClientByKey } from './repo.js';

export interface ApiClient {
  clientId: string;
  name: string;
  kind: string;
  clientSecret: string;
  apiKey: string;
}

/** Registered clients, looked up on every request by API key: kept in memory, misses re-read briefly. */
export class ApiClientRegistry {
  private byKey = new Map<string, ApiClient | null>();
  private missedAt = new Map<string, number>();

  constructor(private db: Db) {}

  async byApiKey(apiKey: string): Promise<ApiClient | null> {
    const hit = this.byKey.get(apiKey);
    if (hit) return hit;
    const missed = this.missedAt.get(apiKey);
    if (missed && Date.now() - missed < 10_000) return null;
    const row = await findApiClientByKey(this.db, apiKey);
    if (!row || !row.enabled) {
      if (this.missedAt.size > 10_000) this.missedAt.clear();
      this.missedAt.set(apiKey, Date.now());
      return null;
    }
    this.byKey.set(apiKey, row);
    return row;
  }

  async byClientId(clientId: string): Promise<ApiClient | null> {
    const row = await findApiClientById(this.db, clientId);
    return row && row.enabled ? row : null;
  }
}
