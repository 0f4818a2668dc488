import { describe, expect, it } from 'vitest';
import { WINDOW_MESSAGES } from '../../../domain/audience/windows';
import { defaultPeriod, formatFigure, formatRate, funnelCells, impressionDays, periodOf, screenTiles, stepRates, UNKNOWN } from './attribution-model';

const report = {
  plays: 3,
  measuredPlays: 2,
  impressions: 66,
  impressionsPerPlay: 33,
  interactions: 7,
  acquired: 2,
  redeemed: 1,
  conversion: { interactionsPerImpression: 0.1061, acquiredPerInteraction: 0.2857, redeemedPerAcquired: 0.5 },
};

describe('the attribution funnel on screen', () => {
  it('draws plays, impressions, interactions, acquired and redeemed in that order with their figures', () => {
    expect(funnelCells(report).map((c) => [c.name, c.value])).toEqual([
      ['Plays', 3],
      ['Impressions', 66],
      ['Interactions', 7],
      ['Acquired', 2],
      ['Redeemed', 1],
    ]);
    expect(new Set(funnelCells(report).map((c) => c.color)).size).toBe(5);
  });

  it('shows the rates between the steps as percentages, and Unknown where the step before was 0', () => {
    expect(stepRates(report).map((r) => `${r.label}: ${r.text}`)).toEqual([
      'Impressions per play: 33',
      'Interactions per impression: 10.61%',
      'Acquired per interaction: 28.57%',
      'Redeemed per acquired: 50%',
    ]);
    const empty = stepRates({
      impressionsPerPlay: null,
      conversion: { interactionsPerImpression: null, acquiredPerInteraction: null, redeemedPerAcquired: 0 },
    });
    expect(empty.map((r) => r.text)).toEqual([UNKNOWN, UNKNOWN, UNKNOWN, '0%']);
    expect(formatRate(1)).toBe('100%');
    expect(screenTiles({ ...report, impressionsPerPlay: null }).map((t) => [t.label, t.value])).toEqual([
      ['Plays', 3],
      ['Measured Plays', 2],
      ['Impressions', 66],
      ['Impressions per Play', null],
    ]);
    expect(formatFigure(12.345)).toBe('12.35');
  });
});

describe('the period of the attribution and impressions panels', () => {
  it("defaults to the 30 days ending today in the workspace's zone", () => {
    // 23:30 UTC on 1 March is already 2 March in Kolkata.
    const at = Date.UTC(2026, 2, 1, 23, 30);
    expect(defaultPeriod(at, 'Asia/Kolkata')).toEqual({ from: '2026-02-01', to: '2026-03-02' });
    expect(defaultPeriod(at, undefined)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('asks for both days, in order, as the server does', () => {
    expect(periodOf(['2026-03-01', '2026-03-05'])).toEqual({ from: '2026-03-01', to: '2026-03-05' });
    expect(periodOf(['2026-03-01', null])).toEqual({ problem: WINDOW_MESSAGES.missing });
    expect(periodOf(['2026-03-05', '2026-03-01'])).toEqual({ problem: WINDOW_MESSAGES.reversed });
  });

  it('charts every day of the window, with 0 on the days without plays', () => {
    const days = impressionDays([{ day: '2026-03-02', plays: 4, measuredPlays: 3, impressions: 40.5 }], { from: '2026-03-01', to: '2026-03-03' });
    expect(days).toEqual([
      { day: '2026-03-01', plays: 0, measuredPlays: 0, impressions: 0 },
      { day: '2026-03-02', plays: 4, measuredPlays: 3, impressions: 40.5 },
      { day: '2026-03-03', plays: 0, measuredPlays: 0, impressions: 0 },
    ]);
  });
});
