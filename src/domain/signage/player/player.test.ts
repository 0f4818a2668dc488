import { describe, expect, it } from 'vitest';
import { LINK_UP, linkFailed, mayTry, retryDelay, waitBefore } from './backoff.js';
import { requestedBytes } from './byte-range.js';
import { manifestMedia, type PlayerItem, type PlayerManifest } from './manifest.js';
import { mayPlayCached, OFFLINE_PLAY_MS, offlineChoice, revalidated } from './offline.js';
import { endPlay, expiredPlays, newPlayId, nextBatch, PLAY_MAX_AGE_MS, type PlayRecord, settledIds, startPlay } from './plays.js';
import { nextSlot, nextWindowOpens, positionAfter, type SchedulePosition, type Slot } from './schedule.js';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const HOUR = 3_600_000;

const item = (rowId: string, playOrder: number, more: Partial<PlayerItem> = {}): PlayerItem => ({
  rowId,
  mediaId: `m-${rowId}`,
  name: rowId,
  kind: 'IMAGE',
  url: `/signage/files/t/${rowId}/x`,
  contentType: 'image/png',
  size: 10,
  etag: `"${rowId}"`,
  duration: 5,
  playOrder,
  freq: 1,
  startAt: NOW - HOUR,
  expiryAt: NOW + HOUR,
  ...more,
});
const manifestOf = (items: PlayerItem[], override: PlayerManifest['override'] = null): PlayerManifest => ({
  display: { id: 'd', name: 'Lobby', orientation: 0 },
  playlist: { id: 'p', name: 'Main' },
  items,
  override,
});

/** The rows the schedule plays, `n` slots from the start, at `now`. */
function run(manifest: PlayerManifest, n: number, now = NOW, from: SchedulePosition | null = null): string[] {
  const played: string[] = [];
  let at = from;
  for (let i = 0; i < n; i++) {
    const slot = nextSlot(manifest, at, now);
    if (!slot) break;
    played.push(slot.type === 'row' ? `${slot.item.rowId}${slot.round}` : slot.type);
    at = positionAfter(slot, at);
  }
  return played;
}

describe('the schedule', () => {
  it('plays rows in play order and starts again after the last', () => {
    const m = manifestOf([item('b', 1), item('c', 2), item('a', 0)]);
    expect(run(m, 7)).toEqual(['a1', 'b1', 'c1', 'a1', 'b1', 'c1', 'a1']);
  });

  it('keeps the manifest order between rows of one play order', () => {
    expect(run(manifestOf([item('x', 0), item('y', 0)]), 4)).toEqual(['x1', 'y1', 'x1', 'y1']);
  });

  it('repeats a row freq times in a row', () => {
    const m = manifestOf([item('a', 0, { freq: 3 }), item('b', 1), item('c', 2, { freq: 2 })]);
    expect(run(m, 8)).toEqual(['a1', 'a2', 'a3', 'b1', 'c1', 'c2', 'a1', 'a2']);
  });

  it('skips rows outside their window: not yet started, expired, and at expiryAt itself', () => {
    const m = manifestOf([
      item('early', 0, { startAt: NOW + 1 }),
      item('a', 1),
      item('gone', 2, { expiryAt: NOW - 1 }),
      item('edge', 3, { expiryAt: NOW }),
      item('b', 4, { startAt: NOW }),
    ]);
    expect(run(m, 4)).toEqual(['a1', 'b1', 'a1', 'b1']);
    // An hour on, 'early' has started.
    expect(run(m, 3, NOW + 2)).toEqual(['early1', 'a1', 'b1']);
  });

  it('stops repeating a row whose window closes between its rounds', () => {
    const m = manifestOf([item('a', 0, { freq: 3, expiryAt: NOW + 10 }), item('b', 1)]);
    const first = nextSlot(m, null, NOW)!;
    expect(first).toMatchObject({ type: 'row', round: 1 });
    expect(nextSlot(m, positionAfter(first, null), NOW + 10)).toMatchObject({ type: 'row', item: { rowId: 'b' }, round: 1 });
  });

  it('has nothing to play with no rows or none in its window, and says when one opens', () => {
    expect(nextSlot(manifestOf([]), null, NOW)).toBeNull();
    const later = [item('a', 0, { startAt: NOW + 5 * HOUR, expiryAt: NOW + 6 * HOUR }), item('b', 1, { startAt: NOW + 2 * HOUR, expiryAt: NOW + 3 * HOUR })];
    expect(nextSlot(manifestOf(later), null, NOW)).toBeNull();
    expect(nextWindowOpens(later, NOW)).toBe(NOW + 2 * HOUR);
    expect(nextWindowOpens([item('a', 0)], NOW)).toBeNull();
  });

  it('goes on after a changed playlist: after the row it played, or the first ordered after a removed one', () => {
    const before = manifestOf([item('a', 0), item('b', 1), item('c', 2)]);
    const at = { rowId: 'b', playOrder: 1, round: 1 };
    expect(run(before, 2, NOW, at)).toEqual(['c1', 'a1']);
    const removed = manifestOf([item('a', 0), item('c', 1), item('d', 2)]);
    expect(run(removed, 2, NOW, at)).toEqual(['d1', 'a1']);
    expect(run(manifestOf([item('a', 0)]), 1, NOW, { rowId: 'z', playOrder: 9, round: 1 })).toEqual(['a1']);
  });

  it('gives way to an override: its media, or its message, until it is cleared', () => {
    const rows = [item('a', 0), item('b', 1)];
    const media = {
      mediaId: 'alert',
      name: 'Alert',
      kind: 'IMAGE' as const,
      url: '/signage/files/t/alert/x',
      contentType: 'image/png',
      size: 1,
      etag: '"e"',
      duration: 10,
    };
    const withMedia = manifestOf(rows, { version: 2, message: null, media, since: NOW });
    expect(nextSlot(withMedia, null, NOW)).toEqual({ type: 'override-media', media });
    const withMessage = manifestOf(rows, { version: 3, message: 'Please leave the building', media: null, since: NOW });
    const slot = nextSlot(withMessage, { rowId: 'a', playOrder: 0, round: 1 }, NOW) as Slot;
    expect(slot).toEqual({ type: 'override-message', message: 'Please leave the building' });
    // The override keeps the playlist's place.
    expect(positionAfter(slot, { rowId: 'a', playOrder: 0, round: 1 })).toEqual({ rowId: 'a', playOrder: 0, round: 1 });
    expect(run(manifestOf(rows), 1, NOW, { rowId: 'a', playOrder: 0, round: 1 })).toEqual(['b1']);
  });

  it("names each media file once, the override's too", () => {
    const media = { ...item('alert', 0) };
    const m = manifestOf([item('a', 0), item('a', 1), item('b', 2)], { version: 1, message: null, media, since: NOW });
    expect(manifestMedia(m).map((x) => x.url)).toEqual(['/signage/files/t/a/x', '/signage/files/t/b/x', '/signage/files/t/alert/x']);
  });
});

describe('the back-off', () => {
  it('waits 30 s, then 60 s, then 120 s for good', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelay)).toEqual([0, 30_000, 60_000, 120_000, 120_000, 120_000]);
  });

  it('holds requests until the retry is due and remembers when the link went down', () => {
    let link = linkFailed(LINK_UP, NOW);
    expect(link).toEqual({ failures: 1, downSince: NOW, retryAt: NOW + 30_000 });
    expect(mayTry(link, NOW + 29_999)).toBe(false);
    expect(mayTry(link, NOW + 30_000)).toBe(true);
    link = linkFailed(link, NOW + 30_000);
    expect(link).toEqual({ failures: 2, downSince: NOW, retryAt: NOW + 90_000 });
    link = linkFailed(linkFailed(link, NOW + 90_000), NOW + 210_000);
    expect(link.retryAt).toBe(NOW + 330_000);
    expect(mayTry(LINK_UP, NOW)).toBe(true);
  });

  it("waits for the later of a request's own time and the retry", () => {
    expect(waitBefore(LINK_UP, NOW + 10_000, NOW)).toBe(10_000);
    const down = linkFailed(LINK_UP, NOW);
    expect(waitBefore(down, NOW + 10_000, NOW)).toBe(30_000);
    expect(waitBefore(down, NOW + 50_000, NOW)).toBe(50_000);
    expect(waitBefore(LINK_UP, NOW - 5, NOW)).toBe(0);
  });
});

describe('offline play', () => {
  const cached = { manifest: manifestOf([item('a', 0)]), etag: '"m1"', fetchedAt: NOW };

  it('plays the cached manifest for 24 hours since it was last fetched, then says it is offline', () => {
    let clock = NOW;
    const now = () => clock;
    expect(offlineChoice(cached, now())).toEqual({ play: cached.manifest });
    clock = NOW + OFFLINE_PLAY_MS - 1;
    expect(offlineChoice(cached, now())).toEqual({ play: cached.manifest });
    clock = NOW + OFFLINE_PLAY_MS;
    expect(offlineChoice(cached, now())).toEqual({ offline: 'expired' });
    expect(offlineChoice(null, now())).toEqual({ offline: 'nothing-cached' });
  });

  it('starts the 24 hours again when the server confirms the manifest (304)', () => {
    const confirmed = revalidated(cached, NOW + 20 * HOUR);
    expect(confirmed).toEqual({ ...cached, fetchedAt: NOW + 20 * HOUR });
    expect(mayPlayCached(confirmed.fetchedAt, NOW + 43 * HOUR)).toBe(true);
    expect(mayPlayCached(confirmed.fetchedAt, NOW + 44 * HOUR)).toBe(false);
  });

  it('keeps playing when the clock is set back before the fetch', () => {
    expect(mayPlayCached(NOW, NOW - 5 * HOUR)).toBe(true);
  });
});

describe('play records', () => {
  const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => i * 7);

  it('get ids the API takes, unique by time and randomness', () => {
    const id = newPlayId(NOW, bytes);
    expect(id).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(id.startsWith(`p.${NOW.toString(36)}.`)).toBe(true);
    const random = (n: number) => globalThis.crypto.getRandomValues(new Uint8Array(n));
    expect(new Set(Array.from({ length: 1000 }, () => newPlayId(NOW, random))).size).toBe(1000);
  });

  it('start and end: completed or skipped; a play of no time is no play', () => {
    const open = startPlay('p1', { mediaId: 'm', rowId: 'r' }, 'pl', NOW);
    expect(open).toEqual({ id: 'p1', mediaId: 'm', rowId: 'r', playlistId: 'pl', startedAt: NOW });
    expect(endPlay(open, NOW + 5000, true)).toEqual({ ...open, endedAt: NOW + 5000, completed: true });
    expect(endPlay(open, NOW + 1200, false)).toEqual({ ...open, endedAt: NOW + 1200, completed: false });
    expect(endPlay(open, NOW, false)).toBeNull();
    // The override's media belongs to no playlist row.
    expect(startPlay('p2', { mediaId: 'alert' }, 'pl', NOW)).toEqual({ id: 'p2', mediaId: 'alert', rowId: null, playlistId: null, startedAt: NOW });
  });
});

describe('batches of buffered plays', () => {
  const play = (n: number, startedAt = NOW - n * 1000): PlayRecord => ({
    id: `play-${String(n).padStart(4, '0')}`,
    mediaId: 'm',
    rowId: 'r',
    playlistId: 'p',
    startedAt,
    endedAt: startedAt + 500,
    completed: true,
  });

  it('send the oldest plays first, at most 500 at a time', () => {
    const buffered = Array.from({ length: 1203 }, (_, n) => play(n));
    const first = nextBatch(buffered, NOW);
    expect(first).toHaveLength(500);
    expect(first[0].id).toBe('play-1202');
    expect(first.every((p, i) => i === 0 || p.startedAt >= first[i - 1].startedAt)).toBe(true);
    expect(nextBatch(buffered.slice(0, 3), NOW).map((p) => p.id)).toEqual(['play-0002', 'play-0001', 'play-0000']);
    expect(nextBatch([], NOW)).toEqual([]);
  });

  it('leave out and drop plays older than the server takes', () => {
    const old = play(1, NOW - PLAY_MAX_AGE_MS - 1);
    const fresh = play(2);
    expect(nextBatch([old, fresh], NOW)).toEqual([fresh]);
    expect(expiredPlays([old, fresh], NOW)).toEqual([old.id]);
  });

  it('leave the buffer once answered stored, repeated or refused; unanswered ones stay', () => {
    const sent = [play(1), play(2), play(3), play(4)];
    const answer = { stored: [play(1).id], repeated: [play(2).id], refused: [{ id: play(3).id, reason: 'ends in the future' }] };
    expect(settledIds(sent, answer)).toEqual([play(1).id, play(2).id, play(3).id]);
    // An id the batch did not hold is not the player's to drop.
    expect(settledIds([play(4)], { stored: ['other'], repeated: [], refused: [] })).toEqual([]);
  });
});

describe('byte ranges from the cache', () => {
  it('answer one range, an open range and a suffix; the whole file otherwise', () => {
    expect(requestedBytes('bytes=0-', 1000)).toEqual({ first: 0, last: 999 });
    expect(requestedBytes('bytes=100-199', 1000)).toEqual({ first: 100, last: 199 });
    expect(requestedBytes('bytes=900-5000', 1000)).toEqual({ first: 900, last: 999 });
    expect(requestedBytes('bytes=-100', 1000)).toEqual({ first: 900, last: 999 });
    expect(requestedBytes('bytes=-5000', 1000)).toEqual({ first: 0, last: 999 });
    expect(requestedBytes(null, 1000)).toBeNull();
    expect(requestedBytes('bytes=0-1,5-6', 1000)).toBeNull();
    expect(requestedBytes('items=0-1', 1000)).toBeNull();
    expect(requestedBytes('bytes=-', 1000)).toBeNull();
  });

  it('refuse a range past the end', () => {
    expect(requestedBytes('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(requestedBytes('bytes=5-4', 1000)).toBe('unsatisfiable');
    expect(requestedBytes('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(requestedBytes('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
