/**
 * Item list answers kept in memory until their tenant's items or anchors change (docs/scaling.md).
 *
 * Staff open the same workspace lists again and again while items change rarely, so a list is
 * answered from memory when nothing of its tenant changed since it was read. A change is heard two
 * ways: the database's `sdm_items_changed` notice (sent by a trigger on items and anchors, or for the
 * servers' own item writes by the writing server once they have committed: announcer.ts, so every
 * server hears every writer), and this server's own successful writes, noted before their answer
 * leaves, so that a caller always reads its own change. While notices may be missed (the listening connection
 * is down) nothing is served from memory or kept.
 */
import type { JsonText } from '../compression.js';
import type { Database } from '../db/client.js';
import type { PlayerState } from '../modules/signage/player-state.js';
import { ChangeAnnouncer } from './announcer.js';

export const ITEMS_CHANGED_CHANNEL = 'sdm_items_changed';

/** A signage player's credential look-up as kept (length 1: the cache counts entries, not bytes, for these). */
export interface KeptPlayer {
  readonly length: 1;
  readonly state: PlayerState;
}

/** What is kept: answer text, or anything that knows its size (compression.ts JsonText keeps its compressed forms too). */
export interface Sized {
  readonly length: number;
}

interface Entry<T> {
  tenantId: string;
  generation: string;
  body: T;
  at: number;
}

export interface ListCacheOptions {
  /** At most this many answers (all are dropped when full: simple, and rare at this size). */
  maxEntries?: number;
  /** Larger answers are not kept. */
  maxBytes?: number;
  /** At most this many characters kept in all (all are dropped when more would be). */
  maxTotal?: number;
  /** A bound on any answer's age, whatever the notices say. */
  ttlMs?: number;
}

export class ListCache<T extends Sized = string> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly generations = new Map<string, number>();
  private live = false;
  /** Bumped when notices may have been missed, so that reads begun before the gap are not kept. */
  private epoch = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxTotal: number;
  private total = 0;
  private readonly ttlMs: number;

  constructor(options: ListCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 5_000;
    this.maxBytes = options.maxBytes ?? 512 * 1024;
    this.maxTotal = options.maxTotal ?? 64 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
  }

  /** The tenant's change count: read it before the query, hand it to `store` after. */
  generation(tenantId: string): string {
    return `${this.epoch}.${this.generations.get(tenantId) ?? 0}`;
  }

  get(key: string, tenantId: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!this.live || entry.tenantId !== tenantId || entry.generation !== this.generation(tenantId) || Date.now() - entry.at > this.ttlMs) {
      this.forget(key, entry);
      return undefined;
    }
    return entry.body;
  }

  /** Keeps `body` unless the tenant changed since `generation` was read (the body may predate the change). */
  store(key: string, tenantId: string, generation: string, body: T): void {
    if (!this.live || generation !== this.generation(tenantId) || body.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.forget(key, old);
    if (this.entries.size >= this.maxEntries || this.total + body.length > this.maxTotal) this.clear();
    this.entries.set(key, { tenantId, generation, body, at: Date.now() });
    this.total += body.length;
  }

  private forget(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.total -= entry.body.length;
  }

  private clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  /** Something of the tenant changed: its kept answers are stale from now on. */
  changed(tenantId: string): void {
    this.generations.set(tenantId, (this.generations.get(tenantId) ?? 0) + 1);
  }

  /** Whether change notices are being heard; when not, everything kept is dropped. */
  setLive(live: boolean): void {
    this.live = live;
    if (!live) {
      this.epoch += 1;
      this.clear();
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * A cache fed by the database's change notices, and the announcer of this server's own item changes
 * (announced whether or not this server keeps lists: others may); `stop` ends both. Disabled: a cache
 * that never keeps.
 */
export async function startListCache(
  database: Database,
  enabled: boolean,
): Promise<{ cache: ListCache<JsonText>; players: ListCache<KeptPlayer>; announcer: ChangeAnnouncer; stop: () => Promise<void> }> {
  const cache = new ListCache<JsonText>();
  // Signage players revalidate their manifest every 10 s; what it hangs on is kept until the tenant changes (or a minute).
  const players = new ListCache<KeptPlayer>({ maxEntries: 100_000, ttlMs: 60_000 });
  const announcer = new ChangeAnnouncer((tenantIds) => database.notify(ITEMS_CHANGED_CHANNEL, tenantIds));
  const unlisten = enabled
    ? await database.listen(
        ITEMS_CHANGED_CHANNEL,
        (tenantId) => {
          cache.changed(tenantId);
          players.changed(tenantId);
        },
        (live) => {
          cache.setLive(live);
          players.setLive(live);
        },
      )
    : async () => {};
  return {
    cache,
    players,
    announcer,
    stop: async () => {
      await announcer.stop();
      await unlisten();
    },
  };
}
