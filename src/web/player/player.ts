import type { PlayerManifest, PlayerMedia } from '../../domain/signage/player/manifest.js';
import { mayPlayCached, type CachedManifest, revalidated } from '../../domain/signage/player/offline.js';
import { endPlay, expiredPlays, newPlayId, nextBatch, settledIds, startPlay } from '../../domain/signage/player/plays.js';
import { nextSlot, nextWindowOpens, positionAfter, type SchedulePosition, type Slot } from '../../domain/signage/player/schedule.js';
import { getManifest, sendHeartbeat, sendPlays, Unpaired } from './api.js';
import type { Link } from './link.js';
import { playBuffer } from './play-buffer.js';
import { pause, showMedia, showText } from './stage.js';
import { readManifest, syncMedia, writeManifest } from './store.js';

/** The manifest is revalidated this often, so an override shows within 10 s; heartbeats go every minute. */
export const MANIFEST_EVERY_MS = 10_000;
export const HEARTBEAT_EVERY_MS = 60_000;

const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));

/** What decides that the current item gives way at once: the override (set, changed or cleared). */
const overrideKey = (m: PlayerManifest | undefined) => JSON.stringify(m?.override ? [m.override.version, m.override.since] : null);

/**
 * A paired screen: plays its manifest (the cached one first), revalidates it, sends heartbeats and plays. Resolves
 * when the server says the credential no longer counts (401 player_unpaired).
 */
export class Player {
  private cached: CachedManifest<PlayerManifest> | null = null;
  private position: SchedulePosition | null = null;
  private playing: { mediaId: string; since: number } | null = null;
  private current = new AbortController();
  private stopped = new AbortController();
  private mediaComplete = false;
  private syncing = false;
  private flushing: Promise<void> | null = null;
  private reportOutage: number | null = null;
  /** Whether a heartbeat has told the server of something playing since this page started. */
  private toldPlaying = false;
  private unpaired!: () => void;

  constructor(
    private readonly stage: HTMLElement,
    private readonly credential: string,
    private readonly link: Link,
    private readonly now: () => number,
    private readonly version: string,
  ) {}

  async run(): Promise<void> {
    const gone = new Promise<void>((resolve) => (this.unpaired = resolve));
    this.cached = await readManifest();
    if (this.cached) this.apply(this.cached.manifest);
    void this.every(MANIFEST_EVERY_MS, () => this.revalidate());
    void this.every(HEARTBEAT_EVERY_MS, () => this.heartbeat());
    void this.play();
    void this.flush();
    await gone;
  }

  /** The link came back: the outage goes with the next heartbeat, buffered plays go now. */
  reconnected(downSince: number | null): void {
    this.reportOutage = downSince;
    void this.talk(() => this.heartbeat());
    void this.flush();
  }

  private stop() {
    this.stopped.abort();
    this.current.abort();
    this.unpaired();
  }

  /** Runs `task` now and then every `ms` (later while the back-off holds requests) until the player stops. */
  private async every(ms: number, task: () => Promise<void>) {
    let due = this.now();
    while (!this.stopped.signal.aborted) {
      await pause(this.link.wait(due), this.stopped.signal);
      if (this.stopped.signal.aborted) return;
      await this.talk(task);
      due = this.now() + ms;
    }
  }

  /** Runs a request; 401 player_unpaired stops the player. */
  private async talk(task: () => Promise<void>) {
    try {
      await task();
    } catch (error) {
      if (error instanceof Unpaired) this.stop();
      else console.error(error);
    }
  }

  private async revalidate() {
    const etag = this.cached?.etag ?? null;
    const answer = await this.link.attempt(() => getManifest(this.credential, etag));
    if (!answer) return;
    const now = this.now();
    if (answer === 'unchanged' && this.cached) {
      this.cached = revalidated(this.cached, now);
    } else if (answer !== 'unchanged') {
      this.cached = { manifest: answer.manifest, etag: answer.etag, fetchedAt: now };
      this.apply(answer.manifest);
      this.mediaComplete = false;
    }
    if (this.cached) await writeManifest(this.cached);
    void this.cacheMedia();
  }

  /** Downloads the manifest's files beside the revalidation (a large video must not hold up an override); one at a time. */
  private async cacheMedia() {
    if (this.syncing || this.mediaComplete || !this.cached) return;
    const manifest = this.cached.manifest;
    this.syncing = true;
    try {
      const complete = await syncMedia(manifest);
      // A manifest that changed meanwhile is synchronised at the next revalidation.
      this.mediaComplete = complete && manifest === this.cached?.manifest;
    } catch (error) {
      console.error(error);
    } finally {
      this.syncing = false;
    }
  }

  private apply(next: PlayerManifest) {
    const turned = `stage orientation-${[1, 2].includes(next.display.orientation) ? next.display.orientation : 0}`;
    if (this.stage.className !== turned) this.stage.className = turned;
    this.stage.dataset.displayId = next.display.id;
    this.stage.dataset.override = next.override ? 'on' : 'off';
    this.wake();
  }

  /** A new manifest: the item on screen gives way at once when the override changed; else it plays out. */
  private wake() {
    if (this.current.signal.aborted) return;
    const shownOverride = this.stage.dataset.shownOverride;
    if (shownOverride !== undefined && shownOverride !== overrideKey(this.cached?.manifest)) this.current.abort();
  }

  private async heartbeat() {
    const offlineSince = this.reportOutage;
    await this.link.attempt(() => sendHeartbeat(this.credential, { playerVersion: this.version, playing: this.playing, offlineSince }));
    if (this.link.up) this.reportOutage = null;
  }

  /** Sends buffered plays in batches until none is left or the link is down; one sender at a time. */
  private flush(): Promise<void> {
    this.flushing ??= (async () => {
      try {
        await playBuffer.remove(expiredPlays(await playBuffer.all(), this.now()));
        for (;;) {
          const batch = nextBatch(await playBuffer.all(), this.now());
          if (batch.length === 0) return;
          const answer = await this.link.attempt(() => sendPlays(this.credential, batch));
          if (!answer) return;
          const settled = settledIds(batch, answer);
          await playBuffer.remove(settled);
          if (settled.length === 0) return;
        }
      } catch (error) {
        if (error instanceof Unpaired) this.stop();
        else console.error(error);
      } finally {
        this.flushing = null;
      }
    })();
    return this.flushing;
  }

  /** The screen's loop: the next slot of the schedule, shown until it ends or gives way; plays recorded. */
  private async play() {
    let failedInRow = 0;
    while (!this.stopped.signal.aborted) {
      const now = this.now();
      const manifest = this.cached && mayPlayCached(this.cached.fetchedAt, now) ? this.cached.manifest : null;
      if (!manifest) {
        if (!this.cached && this.link.up) this.idle('Loading…', 'player-loading');
        else this.idle(this.cached ? 'Offline for more than 24 hours: waiting for the server.' : 'Offline: waiting for the server.', 'player-offline');
        await pause(1000, this.stopped.signal);
        continue;
      }
      const slot = nextSlot(manifest, this.position, now);
      if (!slot) {
        const opens = nextWindowOpens(manifest.items, now);
        this.idle('Nothing to show right now.', 'player-idle');
        await pause(Math.min(5000, opens ? opens - now : 5000), this.stopped.signal);
        continue;
      }
      this.current = new AbortController();
      this.stage.dataset.shownOverride = overrideKey(manifest);
      const outcome = await this.show(slot, manifest);
      this.position = positionAfter(slot, this.position);
      failedInRow = outcome === 'failed' ? failedInRow + 1 : 0;
      // Nothing in the playlist would show (files missing offline, say): look again shortly instead of spinning.
      if (failedInRow >= Math.max(1, manifest.items.length)) {
        this.idle('Nothing to show right now.', 'player-idle');
        await pause(2000, this.stopped.signal);
        failedInRow = 0;
      }
    }
  }

  private idle(text: string, testId: string) {
    delete this.stage.dataset.shownOverride;
    this.playing = null;
    if (this.stage.firstElementChild?.getAttribute('data-testid') !== testId) showText(this.stage, [{ text, className: 'hint', testId }]);
  }

  private async show(slot: Slot, manifest: PlayerManifest) {
    const signal = this.current.signal;
    if (slot.type === 'override-message') {
      this.playing = null;
      showText(this.stage, [{ text: slot.message, testId: 'override-message' }], 'override-message');
      await pause(MANIFEST_EVERY_MS, signal);
      return 'completed' as const;
    }
    const media: PlayerMedia & { rowId?: string } = slot.type === 'row' ? slot.item : slot.media;
    const started = this.now();
    const open = startPlay(newPlayId(started, random), media, manifest.playlist?.id ?? null, started);
    this.playing = { mediaId: media.mediaId, since: started };
    // The console shows what a screen plays from its heartbeats: the first item goes out at once, not a minute later.
    if (!this.toldPlaying) {
      this.toldPlaying = true;
      void this.talk(() => this.heartbeat());
    }
    const outcome = await showMedia(this.stage, media, signal);
    if (outcome === 'failed') return outcome;
    const record = endPlay(open, this.now(), outcome === 'completed');
    // A play cut short by unpairing belongs to a display this screen no longer is.
    if (record && !this.stopped.signal.aborted) {
      await playBuffer.add(record);
      if (this.link.up) void this.flush();
    }
    return outcome;
  }
}
