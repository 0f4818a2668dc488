import { describe, expect, it } from 'vitest';
import { bestCandidate, countsGained, keptCounts, ruleMatches, ruleOffer, withinCaps } from './earning.js';
import { EarningRule, LOYALTY_MESSAGES, ProgramInput } from './program.js';

const rule = (r: Partial<EarningRule>) => EarningRule.parse({ action: 'view', ...r });
const CAMPAIGN = 'a'.repeat(24);
const CREATIVE = 'b'.repeat(24);

describe('earning rules', () => {
  it('match their action type and, when listed, their campaigns and creatives', () => {
    const view = { type: 2, campaignId: CAMPAIGN, creativeId: CREATIVE };
    expect(ruleMatches(rule({}), view)).toBe(true);
    expect(ruleMatches(rule({ action: 'like' }), view)).toBe(false);
    expect(ruleMatches(rule({ action: 'redeem' }), { ...view, type: 6 })).toBe(true);
    expect(ruleMatches(rule({ campaignIds: [CAMPAIGN] }), view)).toBe(true);
    expect(ruleMatches(rule({ campaignIds: ['c'.repeat(24)] }), view)).toBe(false);
    expect(ruleMatches(rule({ creativeIds: [CREATIVE] }), { ...view, creativeId: null })).toBe(false);
    expect(ruleMatches(rule({ enabled: false }), view)).toBe(false);
  });

  it('keep the counters their caps may read, and none without caps', () => {
    expect(keptCounts(rule({ points: 2 }))).toEqual({ total: false, perCreative: false, perDay: false });
    expect(keptCounts(rule({ points: 2, maxPerProfile: 5, maxPerDay: 1 }))).toEqual({ total: true, perCreative: false, perDay: true });
    // The card's maxLimit may cap it, whatever the card says now.
    expect(keptCounts(rule({}))).toEqual({ total: false, perCreative: true, perDay: false });
    expect(keptCounts(rule({ maxPerProfile: 5 }))).toEqual({ total: true, perCreative: false, perDay: false });
    // Every counter an offer's caps read is one its rule keeps.
    for (const r of [rule({ points: 2, maxPerProfile: 5 }), rule({}), rule({ maxPerProfile: 3, maxPerDay: 2 }), rule({ points: 1 })])
      for (const cards of [[{ action: 'view', defaultPoints: 7, maxLimit: 3 }], [{ action: 'view', defaultPoints: 7, maxLimit: 0 }]]) {
        const offer = ruleOffer(r, cards)!;
        const kept = keptCounts(r);
        if (offer.maxPerProfile !== null) expect(offer.perCreative ? kept.perCreative : kept.total).toBe(true);
        if (r.maxPerDay !== null) expect(kept.perDay).toBe(true);
      }
  });

  it('name the counters a change makes a rule keep that it did not', () => {
    const before = [rule({ id: 'RULEA1', points: 2 }), rule({ id: 'RULEB1', points: 2, maxPerDay: 3 }), rule({ id: 'RULEC1' })];
    const after = [
      rule({ id: 'RULEA1', points: 2, maxPerDay: 1 }),
      rule({ id: 'RULEB1', points: 2, maxPerDay: 4 }),
      rule({ id: 'RULEC1', points: 3 }),
      rule({ id: 'RULED1', maxPerProfile: 2 }),
    ];
    expect(countsGained(before, after)).toEqual([
      { ruleId: 'RULEA1', total: false, perCreative: false, perDay: true },
      { ruleId: 'RULED1', total: true, perCreative: false, perDay: false },
    ]);
  });

  it("offer their own points, or the creative's card with its maxLimit per creative", () => {
    const cards = [{ action: 'view', defaultPoints: 7, maxLimit: 3 }];
    expect(ruleOffer(rule({ points: 10, maxPerProfile: 2 }), cards)).toEqual({ points: 10, maxPerProfile: 2, perCreative: false });
    expect(ruleOffer(rule({}), cards)).toEqual({ points: 7, maxPerProfile: 3, perCreative: true });
    expect(ruleOffer(rule({ maxPerProfile: 5 }), cards)).toEqual({ points: 7, maxPerProfile: 5, perCreative: false });
    expect(ruleOffer(rule({}), [{ action: 'view', defaultPoints: 7, maxLimit: 0 }])).toEqual({ points: 7, maxPerProfile: null, perCreative: false });
    expect(ruleOffer(rule({ action: 'share' }), cards)).toBeNull();
    expect(ruleOffer(rule({}), [])).toBeNull();
  });

  it('cap a profile in all and per day', () => {
    expect(withinCaps({ maxPerProfile: null }, null, { total: 1000, today: 1000 })).toBe(true);
    expect(withinCaps({ maxPerProfile: 3 }, null, { total: 2, today: 2 })).toBe(true);
    expect(withinCaps({ maxPerProfile: 3 }, null, { total: 3, today: 0 })).toBe(false);
    expect(withinCaps({ maxPerProfile: null }, 2, { total: 10, today: 1 })).toBe(true);
    expect(withinCaps({ maxPerProfile: null }, 2, { total: 10, today: 2 })).toBe(false);
  });

  it('credit an action by the program giving most, ties to the oldest', () => {
    const c = (programId: string, points: number, since: string) => ({ programId, ruleId: 'r', points, since });
    expect(bestCandidate([])).toBeNull();
    expect(bestCandidate([c('a', 5, '2026-01-02'), c('b', 9, '2026-01-03')])?.programId).toBe('b');
    expect(bestCandidate([c('a', 5, '2026-01-02'), c('b', 5, '2026-01-01')])?.programId).toBe('b');
  });
});

describe('program document', () => {
  it('says what is wrong in words', () => {
    const bad = ProgramInput.safeParse({ name: ' ', earningRules: [{ action: 'dance' }], rewards: [{ name: 'x', points: 0, detail_id: '' }], expiryDays: 0 });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        LOYALTY_MESSAGES.nameRequired,
        LOYALTY_MESSAGES.actionRequired,
        LOYALTY_MESSAGES.rewardPoints,
        LOYALTY_MESSAGES.rewardDetailRequired,
        LOYALTY_MESSAGES.expiryDays,
      ]),
    );
  });

  it('fills defaults and refuses repeated ids', () => {
    const doc = ProgramInput.parse({ name: 'Miles', earningRules: [{ action: 'like' }] });
    expect(doc).toMatchObject({ enabled: true, expiryDays: null, rewards: [], earningRules: [{ action: 'like', points: null, maxPerDay: null }] });
    expect(doc.earningRules[0].id).toMatch(/^[A-Za-z0-9]{6}$/);
    const twice = ProgramInput.safeParse({
      name: 'x',
      earningRules: [
        { id: 'AAAAAA', action: 'like' },
        { id: 'AAAAAA', action: 'view' },
      ],
    });
    expect(twice.error?.issues[0].message).toBe(LOYALTY_MESSAGES.duplicateRuleId);
  });
});
