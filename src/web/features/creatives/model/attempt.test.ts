import { describe, expect, it } from 'vitest';
import { answersBody, pick, scoreLine, timeLeft, type AttemptQuestion } from './attempt';

const q = (id: string, oneChoice: boolean, answerType: AttemptQuestion['answerType'] = 'Multiple choice') =>
  ({ id, oneChoice, answerType, choices: [], number: 1, name: '', question: '', description: '', answer: null }) as AttemptQuestion;

describe('taking an attempt in the console', () => {
  it('keeps one choice for a one-choice question and toggles the others', () => {
    let a = pick({}, q('1', true), 'a', true);
    a = pick(a, q('1', true), 'b', true);
    expect(a['1'].choices).toEqual(['b']);
    let m = pick({}, q('2', false), 'a', true);
    m = pick(m, q('2', false), 'b', true);
    m = pick(m, q('2', false), 'a', false);
    expect(m['2'].choices).toEqual(['b']);
  });

  it('sends only answered questions, typed ones as text', () => {
    const questions = [q('1', true), q('2', true, 'Short answer'), q('3', true)];
    expect(answersBody(questions, { '1': { choices: ['a'], text: '' }, '2': { choices: [], text: ' Paris ' }, '3': { choices: [], text: '' } })).toEqual([
      { question_id: '1', choices: ['a'] },
      { question_id: '2', text: ' Paris ' },
    ]);
  });

  it('reads the time left and the score', () => {
    expect(timeLeft('2026-01-01T00:01:30Z', Date.parse('2026-01-01T00:00:00Z'))).toBe('1:30');
    expect(timeLeft('2026-01-01T00:00:00Z', Date.parse('2026-01-01T00:01:00Z'))).toBe('0:00');
    expect(scoreLine({ score: 3, maxScore: 4, pending: 1 })).toBe("Score: 3 of 4 (1 answer waiting for an editor's mark)");
  });
});
