import { describe, expect, it } from 'vitest';
import { LOYALTY_MESSAGES } from '../../../../domain/loyalty/program';
import { emptyDraft, expiryText, fieldProblemsOf, fieldValuesOf, newReward, newRule } from './program-view';

describe('program form model', () => {
  it("checks a draft by the domain's rules, each field's message beside it (a rule's or reward's by its id)", () => {
    expect(fieldProblemsOf(emptyDraft())).toEqual({ name: LOYALTY_MESSAGES.nameRequired });
    const [first, second] = [newReward(), newReward()];
    const draft = { ...emptyDraft(), name: 'Miles', rewards: [first, second], earningRules: [newRule()] };
    expect(fieldProblemsOf(draft)).toEqual({
      [`rewards.${first.id}.name`]: LOYALTY_MESSAGES.rewardNameRequired,
      [`rewards.${first.id}.detail_id`]: LOYALTY_MESSAGES.rewardDetailRequired,
      [`rewards.${second.id}.name`]: LOYALTY_MESSAGES.rewardNameRequired,
      [`rewards.${second.id}.detail_id`]: LOYALTY_MESSAGES.rewardDetailRequired,
    });
    expect(Object.keys(fieldValuesOf(draft))).toEqual(expect.arrayContaining(Object.keys(fieldProblemsOf(draft))));
    const ok = { ...draft, rewards: [{ ...newReward('a'.repeat(24)), name: 'Coffee' }] };
    expect(fieldProblemsOf(ok)).toEqual({});
    expect(fieldProblemsOf({ ...ok, rewards: [ok.rewards[0], ok.rewards[0]] })).toEqual({ rewards: LOYALTY_MESSAGES.duplicateRewardId });
  });

  it('makes rows with ids of their own and says the expiry in words', () => {
    expect(newRule().id).not.toBe(newRule().id);
    expect(newRule()).toMatchObject({ action: 'view', points: null, enabled: true });
    expect(expiryText(null)).toBe('Points never expire');
    expect(expiryText(30)).toBe('Points expire 30 days after earning');
  });
});
