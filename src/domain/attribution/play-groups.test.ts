import { describe, expect, it } from 'vitest';
import { groupDays, groupPlays, lastSettleableDay, screenTotals, type MeasuredPlay } from './play-groups.js';

const play = (day: string, campaignId: string, assetId: string, impressions: number | null, seconds = 10): MeasuredPlay => ({
  day,
  campaignId,
  assetId,
  seconds,
  impressions,
});

describe('measured play groups', () => {
  const plays = [
    play('2026-03-02', 'c1', 'a2', 0.1),
    play('2026-03-01', 'c2', 'a1', null, 15),
    play('2026-03-02', 'c1', 'a2', 0.2),
    play('2026-03-01', 'c1', 'a1', 3.333),
    play('2026-03-02', 'c1', 'a1', 0.3),
  ];

  it('sums plays per day, campaign and asset, in that order, leaving unmeasured plays out of the impressions', () => {
    const groups = groupPlays(plays);
    expect(groups.map((g) => [g.day, g.campaignId, g.assetId, g.plays, g.measuredPlays, g.playSeconds])).toEqual([
      ['2026-03-01', 'c1', 'a1', 1, 1, 10],
      ['2026-03-01', 'c2', 'a1', 1, 0, 15],
      ['2026-03-02', 'c1', 'a1', 1, 1, 10],
      ['2026-03-02', 'c1', 'a2', 2, 2, 20],
    ]);
    expect(groups[3].impressions).toBe(0.1 + 0.2);
  });

  it('adds groups up in their order, the same whichever groups came from the rollup', () => {
    const groups = groupPlays(plays);
    const settled = groupPlays(plays.filter((p) => p.day === '2026-03-01'));
    const live = groupPlays(plays.filter((p) => p.day !== '2026-03-01'));
    expect(screenTotals([...settled, ...live])).toEqual(screenTotals(groups));
    expect(screenTotals(groups)).toEqual({ plays: 5, playSeconds: 55, measuredPlays: 4, impressions: 3.93, impressionsPerPlay: 0.98 });
    expect(screenTotals([])).toMatchObject({ plays: 0, impressions: 0, impressionsPerPlay: null });
    expect(groupDays(groups)).toEqual([
      { day: '2026-03-01', plays: 2, playSeconds: 25, measuredPlays: 1, impressions: 3.33 },
      { day: '2026-03-02', plays: 3, playSeconds: 30, measuredPlays: 3, impressions: 0.6 },
    ]);
  });

  it('settles a day once it has been over two hours in the workspace zone', () => {
    expect(lastSettleableDay(Date.parse('2026-03-03T01:59:00Z'), 'UTC')).toBe('2026-03-01');
    expect(lastSettleableDay(Date.parse('2026-03-03T02:00:00Z'), 'UTC')).toBe('2026-03-02');
    // Kolkata is 5:30 ahead: 02:00 there is 20:30 UTC the day before.
    expect(lastSettleableDay(Date.parse('2026-03-02T20:30:00Z'), 'Asia/Kolkata')).toBe('2026-03-02');
  });
});
