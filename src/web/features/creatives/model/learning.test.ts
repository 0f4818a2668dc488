import { describe, expect, it } from 'vitest';
import { LEARNING_MESSAGES } from '../../../../domain/learning/values';
import {
  blankQuestionSet,
  blankTopic,
  blankTutor,
  questionSetProblems,
  selectAllState,
  selectionSummary,
  topicProblems,
  tutorProblems,
  withQuestions,
  withSets,
} from './learning';

const SET_A = 'a'.repeat(24);
const SET_B = 'b'.repeat(24);
const sets = [
  { id: SET_A, code: 'GEO', subject: 'Geography' },
  { id: SET_B, code: 'HIST', subject: 'History' },
];

/** The fields that have a problem, with their messages. */
const said = (problems: Record<string, unknown>) => Object.fromEntries(Object.entries(problems).filter(([, message]) => message));

describe('learning forms', () => {
  it("start with the product's defaults and refuse what it requires", () => {
    expect(blankTopic()).toMatchObject({ maxAttempt: 3, timer: 0, questionOrder: 'Random', choiceOrder: 'Random', difficulty: 'Normal' });
    expect(blankQuestionSet().qsModel).toBe('Exam');
    expect(said(tutorProblems(blankTutor()))).toEqual({ name: LEARNING_MESSAGES.tutorNameRequired });
    expect(said(topicProblems(blankTopic()))).toEqual({ name: LEARNING_MESSAGES.topicNameRequired });
    // Each field says its own problem, all at once.
    expect(said(topicProblems({ ...blankTopic(), timer: '', maxAttempt: '' }))).toEqual({
      name: LEARNING_MESSAGES.topicNameRequired,
      timer: LEARNING_MESSAGES.timerRequired,
      maxAttempt: LEARNING_MESSAGES.maxAttemptRequired,
    });
    expect(said(topicProblems({ ...blankTopic(), name: 'T', revealAnswers: true }))).toEqual({ revealAnswersAfterDate: LEARNING_MESSAGES.revealDateRequired });
    expect(said(topicProblems({ ...blankTopic(), name: 'T', revealAnswers: true, revealAnswersAfterDate: '2030-01-01T00:00:00.000Z' }))).toEqual({});
    expect(said(questionSetProblems({ ...blankQuestionSet(), code: 'C' }))).toEqual({ subject: LEARNING_MESSAGES.subjectRequired });
  });

  it('pick sets and their questions; the select-all box is indeterminate for some', () => {
    const chosen = withSets([], sets, [SET_A, SET_B]);
    expect(chosen.map((e) => [e.questionSetName, e.subject, e.questions])).toEqual([
      ['GEO', 'Geography', []],
      ['HIST', 'History', []],
    ]);
    const picked = withQuestions(chosen, SET_A, ['q1', 'q2']);
    expect(selectAllState(['q1', 'q2', 'q3'], picked[0].questions)).toBe('some');
    expect(selectAllState(['q1', 'q2'], picked[0].questions)).toBe('all');
    expect(selectAllState(['q1'], [])).toBe('none');
    // Dropping a set drops its picks; choosing it again starts empty; kept sets keep theirs.
    expect(withSets(picked, sets, [SET_A])).toEqual([picked[0]]);
    expect(selectionSummary(withQuestions(picked, SET_B, ['q9']))).toBe('Geography: 2, History: 1 — Total: 3 questions');
    expect(selectionSummary([])).toBe('Total: 0 questions');
  });
});
