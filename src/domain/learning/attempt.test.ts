import { describe, expect, it } from 'vitest';
import {
  answerProblem,
  gratificationPoints,
  ATTEMPT_MESSAGES,
  deadlineOf,
  isPastDeadline,
  orderChoices,
  orderQuestions,
  scoreAnswer,
  seeded,
  seedOf,
  shareOf,
  shuffled,
} from './attempt.js';
import { NEW_QUESTION, STANDARD_CHOICES } from './question.js';

const choice = (uid: string, score = 1) => ({ uid, name: uid, description: '', score, hasImage: false, isActive: true });
const mc = { ...NEW_QUESTION, choices: [choice('a', 2), choice('b'), choice('c', -1)], answers: ['a'] };

describe('attempt order', () => {
  it('shuffles the same way for one attempt and differently across attempts', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect(shuffled(items, seeded(seedOf('abc')))).toEqual(shuffled(items, seeded(seedOf('abc'))));
    const orders = new Set(['a', 'b', 'c', 'd', 'e'].map((id) => shuffled(items, seeded(seedOf(id))).join()));
    expect(orders.size).toBeGreaterThan(1);
    expect([...shuffled(items, seeded(1))].sort((x, y) => x - y)).toEqual(items);
  });

  it('keeps the stored order for Priority and Sequential, puts easier questions first for Weighted', () => {
    const qs = [
      { id: 1, difficulty: 'Very Hard' as const },
      { id: 2, difficulty: 'Simple' as const },
      { id: 3, difficulty: 'Normal' as const },
      { id: 4, difficulty: 'Simple' as const },
    ];
    expect(orderQuestions(qs, 'Priority', Math.random).map((q) => q.id)).toEqual([1, 2, 3, 4]);
    expect(orderQuestions(qs, 'Sequential', Math.random).map((q) => q.id)).toEqual([1, 2, 3, 4]);
    expect(orderQuestions(qs, 'Weighted', Math.random).map((q) => q.id)).toEqual([2, 4, 3, 1]);
    expect(orderChoices(['true', 'false'], 'Random', () => 0, true)).toEqual(['true', 'false']);
    expect(orderChoices(['a', 'b', 'c'], 'Random', () => 0, false)).toEqual(['b', 'c', 'a']);
  });
});

describe('scores', () => {
  it('scores a choice question by the chosen choices when all are right, and nothing when a wrong one is chosen', () => {
    expect(scoreAnswer(mc, { choices: ['a'], text: '' })).toEqual({ score: 2, max: 2, status: 'scored' });
    expect(scoreAnswer(mc, { choices: ['b'], text: '' })).toEqual({ score: 0, max: 2, status: 'scored' });
    const multi = { ...mc, answers: ['a', 'b'] };
    expect(scoreAnswer(multi, { choices: ['a', 'b'], text: '' }).score).toBe(3);
    expect(scoreAnswer(multi, { choices: ['a', 'b', 'c'], text: '' }).score).toBe(0);
    expect(scoreAnswer(multi, { choices: [], text: '' }).score).toBe(0);
  });

  it('scores True/False as choices and typed answers trimmed in any case, leaving a mismatch to an editor', () => {
    const tf = { ...NEW_QUESTION, answerType: 'True/False' as const, choices: STANDARD_CHOICES['True/False']!, answers: ['true'] };
    expect(scoreAnswer(tf, { choices: ['true'], text: '' }).score).toBe(1);
    const typed = { ...NEW_QUESTION, answerType: 'Fill in the blanks' as const, acceptedAnswers: ['Blue Whale'] };
    expect(scoreAnswer(typed, { choices: [], text: '  blue WHALE ' })).toEqual({ score: 1, max: 1, status: 'scored' });
    expect(scoreAnswer(typed, { choices: [], text: 'whale' })).toEqual({ score: 0, max: 1, status: 'pending' });
    expect(scoreAnswer(typed, { choices: [], text: ' ' })).toEqual({ score: 0, max: 1, status: 'scored' });
    expect(scoreAnswer({ ...typed, acceptedAnswers: [] }, { choices: [], text: 'anything' }).status).toBe('unscored');
    expect(scoreAnswer({ ...mc, answers: [] }, { choices: ['a'], text: '' }).status).toBe('unscored');
  });

  it('takes one choice where one is right, and only choices the question has', () => {
    expect(answerProblem(mc, ['a', 'b'])).toBe(ATTEMPT_MESSAGES.oneChoice);
    expect(answerProblem(mc, ['z'])).toBe(ATTEMPT_MESSAGES.unknownChoice);
    expect(answerProblem({ ...mc, answers: ['a', 'b'] }, ['a', 'b'])).toBeNull();
  });
});

describe('timer and shares', () => {
  it('has no deadline without a timer and closes at the deadline', () => {
    expect(deadlineOf(1000, 0)).toBeNull();
    expect(deadlineOf(1000, 2)).toBe(121_000);
    expect(isPastDeadline(121_000, 120_999)).toBe(false);
    expect(isPastDeadline(121_000, 121_000)).toBe(true);
    expect(isPastDeadline(null, Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('gives shares in percent with one decimal', () => {
    expect(shareOf(1, 3)).toBe(33.3);
    expect(shareOf(0, 0)).toBe(0);
  });
});

describe('gratification', () => {
  it("gives the creative's view points, and the extra points for full marks", () => {
    const view = { action: 'view', defaultPoints: 5, extraPoints: 3, maxLimit: 2 };
    expect(gratificationPoints([{ ...view, action: 'like' }], 1, 1)).toBeNull();
    expect(gratificationPoints([view], 1, 2)).toEqual({ points: 5, maxLimit: 2 });
    expect(gratificationPoints([view], 2, 2)).toEqual({ points: 8, maxLimit: 2 });
    expect(gratificationPoints([{ ...view, defaultPoints: 0, extraPoints: 0 }], 2, 2)).toBeNull();
  });
});
