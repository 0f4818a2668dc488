import { describe, expect, it } from 'vitest';
import { LOYALTY_MESSAGES } from '../../../../domain/loyalty/program';
import { emptyDraft, expiryText, newReward, newRule, problemsOf } from './program-view';

describe('program form model', () => {
  it("checks a draft by the domain's rules, each message once", () => {
    expect(problemsOf(emptyDraft())).toEqual([LOYALTY_MESSAGES.nameRequired]);
    const draft = { ...emptyDraft(), name: 'Miles', rewards: [newReward(), newReward()], earningRules: [newRule()] };
    expect(problemsOf(draft)).toEqual([LOYALTY_MESSAGES.rewardNameRequired, LOYALTY_MESSAGES.rewardDetailRequired]);
    const ok = { ...draft, rewards: [{ ...newReward('a'.repeat(24)), name: 'Coffee' }] };
    expect(problemsOf(ok)).toEqual([]);
  });

  it('makes rows with ids of their own and says the expiry in words', () => {
    expect(newRule().id).not.toBe(newRule().id);
    expect(newRule()).toMatchObject({ action: 'view', points: null, enabled: true });
    expect(expiryText(null)).toBe('Points never expire');
    expect(expiryText(30)).toBe('Points expire 30 days after earning');
  });
});
