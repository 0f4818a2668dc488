import { describe, expect, it } from 'vitest';
import { livenessOf, ONLINE_WITHIN_MS, STALE_WITHIN_MS } from './liveness.js';
import { PAIRING_ALPHABET, pairingCodeIn, pairingCodeOf, parsePairingAuthorization, parsePlayerAuthorization } from './pairing.js';
import { Heartbeat, OverrideInput, PLAY_MAX_AGE_MS, PLAY_REFUSALS, PLAY_SKEW_MS, PlayBatch, PlaysQuery, playSeconds, playTimesRefusal } from './player.js';

const ID = (n: number) => n.toString(16).padStart(24, '0');
const NOW = 1_800_000_000_000;

describe('liveness', () => {
  it('is online under 2 minutes, stale to 15, offline beyond, never without a heartbeat', () => {
    expect(livenessOf(null, NOW)).toBe('never');
    expect(livenessOf(NOW, NOW)).toBe('online');
    expect(livenessOf(NOW - ONLINE_WITHIN_MS + 1, NOW)).toBe('online');
    expect(livenessOf(NOW - ONLINE_WITHIN_MS, NOW)).toBe('stale');
    expect(livenessOf(NOW - STALE_WITHIN_MS, NOW)).toBe('stale');
    expect(livenessOf(NOW - STALE_WITHIN_MS - 1, NOW)).toBe('offline');
    expect(livenessOf(NOW - 30 * 86_400_000, NOW)).toBe('offline');
    // A clock a little ahead of the server's is still online.
    expect(livenessOf(NOW + 5000, NOW)).toBe('online');
    expect([ONLINE_WITHIN_MS, STALE_WITHIN_MS]).toEqual([120_000, 900_000]);
  });
});

describe('pairing codes', () => {
  it('use 32 letters and digits that cannot be mistaken (no 0/O, 1/I)', () => {
    expect(PAIRING_ALPHABET).toHaveLength(32);
    expect(new Set(PAIRING_ALPHABET).size).toBe(32);
    for (const c of '01OI') expect(PAIRING_ALPHABET).not.toContain(c);
  });

  it('take 6 characters from random bytes, each letter as likely as the next', () => {
    expect(pairingCodeOf(Uint8Array.from([0, 1, 2, 3, 4, 5]))).toBe('ABCDEF');
    expect(pairingCodeOf(Uint8Array.from([31, 32, 63, 255, 224, 100]))).toBe('9A99AE');
    const seen = new Map<string, number>();
    for (let b = 0; b < 256; b++) {
      const c = pairingCodeOf(Uint8Array.from([b, 0, 0, 0, 0, 0]))[0];
      seen.set(c, (seen.get(c) ?? 0) + 1);
    }
    expect([...seen.values()].every((n) => n === 8)).toBe(true);
    expect(() => pairingCodeOf(new Uint8Array(5))).toThrow();
  });

  it('are read from a device ID upper-case, and only when it can be one', () => {
    expect(pairingCodeIn('abc234')).toBe('ABC234');
    expect(pairingCodeIn(' XYZ789 ')).toBe('XYZ789');
    expect(pairingCodeIn('ABC230')).toBeNull();
    expect(pairingCodeIn('ABCDEFG')).toBeNull();
    expect(pairingCodeIn('SCREEN-1')).toBeNull();
  });

  it('parse the Pairing and Player authorizations', () => {
    const secret = 'a'.repeat(43);
    expect(parsePairingAuthorization(`Pairing ${secret}`)).toBe(secret);
    expect(parsePairingAuthorization(`Player ${secret}`)).toBeNull();
    expect(parsePairingAuthorization('Pairing short')).toBeNull();
    expect(parsePlayerAuthorization(`Player ${ID(1)}.${ID(2)}.${secret}`)).toEqual({ tenantId: ID(1), displayId: ID(2), secret });
    expect(parsePlayerAuthorization(`Player ${ID(1)}.${ID(2)}`)).toBeNull();
    expect(parsePlayerAuthorization(`Player ${ID(1)}.x.${secret}`)).toBeNull();
    expect(parsePlayerAuthorization(undefined)).toBeNull();
  });
});

describe('plays', () => {
  const play = (over: object = {}) => ({
    id: 'play-0001',
    mediaId: ID(1),
    rowId: null,
    playlistId: null,
    startedAt: NOW - 10_000,
    endedAt: NOW,
    completed: true,
    ...over,
  });

  it('are refused when they end before they start, in the future or start over 30 days ago', () => {
    expect(playTimesRefusal(play(), NOW)).toBeNull();
    expect(playTimesRefusal(play({ endedAt: NOW - 10_000 }), NOW)).toBe(PLAY_REFUSALS.endsBeforeStart);
    expect(playTimesRefusal(play({ endedAt: NOW - 20_000 }), NOW)).toBe(PLAY_REFUSALS.endsBeforeStart);
    expect(playTimesRefusal(play({ endedAt: NOW + PLAY_SKEW_MS }), NOW)).toBeNull();
    expect(playTimesRefusal(play({ endedAt: NOW + PLAY_SKEW_MS + 1 }), NOW)).toBe(PLAY_REFUSALS.inFuture);
    expect(playTimesRefusal(play({ startedAt: NOW - PLAY_MAX_AGE_MS }), NOW)).toBeNull();
    expect(playTimesRefusal(play({ startedAt: NOW - PLAY_MAX_AGE_MS - 1 }), NOW)).toBe(PLAY_REFUSALS.tooOld);
    expect(playSeconds(play())).toBe(10);
    expect(playSeconds(play({ endedAt: NOW - 10_000 + 1499 }))).toBe(1);
  });

  it('come in batches of 1 to 500 with ids of 8 to 100 safe characters, each once', () => {
    expect(PlayBatch.safeParse({ plays: [play()] }).success).toBe(true);
    expect(PlayBatch.safeParse({ plays: [] }).success).toBe(false);
    const many = Array.from({ length: 501 }, (_, i) => play({ id: `play-${String(i).padStart(4, '0')}` }));
    expect(PlayBatch.safeParse({ plays: many.slice(0, 500) }).success).toBe(true);
    expect(PlayBatch.safeParse({ plays: many }).success).toBe(false);
    expect(PlayBatch.safeParse({ plays: [play(), play()] }).success).toBe(false);
    for (const id of ['short', 'x'.repeat(101), 'has space1', 'slash/0001', 'ümlaut-001'])
      expect(PlayBatch.safeParse({ plays: [play({ id })] }).success, id).toBe(false);
    for (const id of ['abcdefgh', 'a.b:c_d-e1', 'x'.repeat(100)]) expect(PlayBatch.safeParse({ plays: [play({ id })] }).success, id).toBe(true);
    expect(PlayBatch.safeParse({ plays: [play({ mediaId: 'x' })] }).success).toBe(false);
    expect(PlayBatch.safeParse({ plays: [play({ completed: 'yes' })] }).success).toBe(false);
    // rowId and playlistId may be left out.
    const { rowId: _r, playlistId: _p, ...bare } = play();
    expect(PlayBatch.parse({ plays: [bare] }).plays[0]).toMatchObject({ rowId: null, playlistId: null });
  });
});

describe('heartbeat, override and period', () => {
  it('a heartbeat names a version and what plays', () => {
    expect(Heartbeat.safeParse({ playerVersion: '1.0.0', playing: null }).success).toBe(true);
    expect(Heartbeat.safeParse({ playerVersion: '1.0.0', playing: { mediaId: ID(3), since: NOW }, offlineSince: NOW - 1 }).success).toBe(true);
    expect(Heartbeat.safeParse({ playerVersion: '', playing: null }).success).toBe(false);
    expect(Heartbeat.safeParse({ playerVersion: '1' }).success).toBe(false);
  });

  it('an override is a message of 1–500 characters or a media item, exactly one', () => {
    expect(OverrideInput.safeParse({ message: 'Evacuate' }).success).toBe(true);
    expect(OverrideInput.safeParse({ mediaId: ID(4) }).success).toBe(true);
    expect(OverrideInput.safeParse({ message: 'x', mediaId: ID(4) }).success).toBe(false);
    expect(OverrideInput.safeParse({}).success).toBe(false);
    expect(OverrideInput.safeParse({ message: '   ' }).success).toBe(false);
    expect(OverrideInput.safeParse({ message: 'x'.repeat(501) }).success).toBe(false);
    expect(OverrideInput.safeParse({ mediaId: 'nope' }).success).toBe(false);
  });

  it('a period runs from before to, at most 366 days', () => {
    expect(PlaysQuery.safeParse({ aggregate: 'city', from: '0', to: String(366 * 86_400_000) }).success).toBe(true);
    expect(PlaysQuery.safeParse({ aggregate: 'city', from: 0, to: 366 * 86_400_000 + 1 }).success).toBe(false);
    expect(PlaysQuery.safeParse({ aggregate: 'city', from: 5, to: 5 }).success).toBe(false);
    expect(PlaysQuery.safeParse({ aggregate: 'city', from: 'x', to: 5 }).success).toBe(false);
  });
});
