import { describe, expect, it } from 'vitest';
import {
  addChoicesTo,
  Choice,
  markAnswer,
  NEW_QUESTION,
  QuestionInput,
  removeChoice,
  questionProblems,
  setChoicesAreImages,
  settleQuestion,
} from './question.js';
import { NEW_QUESTION_SET, QuestionSetInput } from './question-set.js';
import { answersRevealed, NEW_TOPIC, TopicInput, TopicPatch, topicProblem } from './topic.js';
import { TUTOR_DEFAULTS, TutorInput, TutorPatch } from './tutor.js';
import { ANSWER_TYPES, DIFFICULTIES, LEARNING_LIMITS, LEARNING_MESSAGES, ORDERS, QS_MODELS } from './values.js';

const CREATIVE = '0123456789abcdef01234567';
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe('tutors', () => {
  it('need a name', () => {
    expect(messages(TutorInput.safeParse({ creative_id: CREATIVE }))).toEqual([LEARNING_MESSAGES.tutorNameRequired]);
    expect(messages(TutorInput.safeParse({ creative_id: CREATIVE, name: '   ' }))).toEqual([LEARNING_MESSAGES.tutorNameRequired]);
    expect(TutorInput.safeParse({ creative_id: CREATIVE, name: 'Ada' }).success).toBe(true);
  });
  it('give qualification and experience rows a 6-character uid, and keep a given one', () => {
    const t = TutorPatch.parse({ eduQualification: [{ institution: 'MIT' }, { uid: 'given1', degree: 'BSc' }] });
    expect(t.eduQualification![0]).toMatchObject({ institution: 'MIT', degree: '', isActive: true });
    expect(t.eduQualification![0].uid).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(t.eduQualification![1].uid).toBe('given1');
  });
  it('are enabled by default, and a change names only what it changes', () => {
    expect(TUTOR_DEFAULTS.enabled).toBe(true);
    expect(TutorPatch.parse({ shortProfile: 'x' })).toEqual({ shortProfile: 'x' });
  });
});

describe('topics', () => {
  it('default to 3 attempts, no time limit and random orders', () => {
    expect(NEW_TOPIC).toMatchObject({ maxAttempt: 3, timer: 0, questionOrder: 'Random', choiceOrder: 'Random', difficulty: 'Normal', enabled: true });
    expect(TopicPatch.parse({ name: 'x' })).toEqual({ name: 'x' });
  });
  it('need a name, a timer and a maximum attempt when they are given', () => {
    expect(messages(TopicInput.safeParse({ creative_id: CREATIVE }))).toEqual([LEARNING_MESSAGES.topicNameRequired]);
    expect(messages(TopicPatch.safeParse({ timer: null }))).toEqual([LEARNING_MESSAGES.timerRequired]);
    expect(messages(TopicPatch.safeParse({ maxAttempt: undefined, timer: 1.5 }))).toEqual(['Timer (in minutes) must be a whole number']);
    expect(messages(TopicPatch.safeParse({ maxAttempt: null }))).toEqual([LEARNING_MESSAGES.maxAttemptRequired]);
    expect(messages(TopicPatch.safeParse({ maxAttempt: 0 }))).toEqual(['Maximum Attempt must be at least 1']);
  });
  it('accept the union of every order a topic may hold', () => {
    expect(ORDERS).toEqual(['Random', 'Priority', 'Weighted', 'Sequential']);
    for (const order of ORDERS) expect(TopicPatch.safeParse({ questionOrder: order, choiceOrder: order }).success).toBe(true);
    expect(TopicPatch.safeParse({ questionOrder: 'Alphabetic' }).success).toBe(false);
  });
  it('have five difficulty levels', () => {
    expect(DIFFICULTIES).toEqual(['Simple', 'Easy', 'Normal', 'Difficult', 'Very Hard']);
    expect(TopicPatch.safeParse({ difficulty: 'Very Hard' }).success).toBe(true);
    expect(TopicPatch.safeParse({ difficulty: 'Impossible' }).success).toBe(false);
  });
  it('need the reveal date when they reveal answers', () => {
    expect(topicProblem({ revealAnswers: true, revealAnswersAfterDate: null })).toBe(LEARNING_MESSAGES.revealDateRequired);
    expect(topicProblem({ revealAnswers: true, revealAnswersAfterDate: '' })).toBe(LEARNING_MESSAGES.revealDateRequired);
    expect(topicProblem({ revealAnswers: true, revealAnswersAfterDate: '2030-01-01T00:00:00.000Z' })).toBeNull();
    expect(topicProblem({ revealAnswers: false, revealAnswersAfterDate: null })).toBeNull();
  });
  it('reveal answers from the date on, or once every attempt is used, and never when not revealing', () => {
    const date = Date.parse('2030-01-01T00:00:00Z');
    const topic = { revealAnswers: true, revealAnswersAfterDate: '2030-01-01T00:00:00.000Z', maxAttempt: 3 };
    expect(answersRevealed(topic, date - 1, 0)).toBe(false);
    expect(answersRevealed(topic, date, 0)).toBe(true);
    expect(answersRevealed(topic, date - 1, 2)).toBe(false);
    expect(answersRevealed(topic, date - 1, 3)).toBe(true);
    expect(answersRevealed({ ...topic, revealAnswers: false }, date + 1, 5)).toBe(false);
  });
  it('keep only http(s) reference URLs', () => {
    expect(TopicPatch.safeParse({ referenceUrls: [{ url: 'javascript:alert(1)' }] }).success).toBe(false);
    expect(TopicPatch.safeParse({ referenceUrls: [{ url: 'https://example.com/book' }] }).success).toBe(true);
  });
});

describe('questionnaires', () => {
  it('need a code and a subject, and are exams by default', () => {
    expect(messages(QuestionSetInput.safeParse({ creative_id: CREATIVE }))).toEqual([LEARNING_MESSAGES.codeRequired, LEARNING_MESSAGES.subjectRequired]);
    expect(messages(QuestionSetInput.safeParse({ creative_id: CREATIVE, code: ' ', subject: 'Maths' }))).toEqual([LEARNING_MESSAGES.codeRequired]);
    expect(NEW_QUESTION_SET.qsModel).toBe('Exam');
    expect(QS_MODELS).toEqual(['Polls', 'Survey', 'Exam', 'Forms', 'Feedback']);
  });
});

describe('questions', () => {
  const q = (over: Partial<typeof NEW_QUESTION>) => ({ ...NEW_QUESTION, ...over });
  const choice = (uid: string) => Choice.parse({ uid, name: uid });

  it('are multiple choice and normal by default, with the five answer types', () => {
    expect(NEW_QUESTION).toMatchObject({ answerType: 'Multiple choice', difficulty: 'Normal', isActive: true, isDeleted: false });
    expect(ANSWER_TYPES).toEqual(['Multiple choice', 'True/False', 'Yes/No/Maybe', 'Fill in the blanks', 'Short answer']);
    expect(QuestionInput.safeParse({ answerType: 'Essay' }).success).toBe(false);
  });
  it('score a choice 1 by default', () => {
    expect(Choice.parse({ name: 'A' })).toMatchObject({ score: 1, hasImage: false, isActive: true });
  });
  it('drop a deleted choice from the answers', () => {
    const before = { choices: [choice('a'), choice('b')], answers: ['a', 'b'] };
    expect(removeChoice(before, 'a')).toEqual({ choices: [choice('b')], answers: ['b'] });
    expect(settleQuestion(q({ choices: [choice('b')], answers: ['a', 'b', 'b'] })).answers).toEqual(['b']);
  });
  it('make a checked choice an answer and an unchecked one not', () => {
    expect(markAnswer({ answers: ['a'] }, 'b', true).answers).toEqual(['a', 'b']);
    expect(markAnswer({ answers: ['a', 'b'] }, 'a', false).answers).toEqual(['b']);
    expect(markAnswer({ answers: ['a'] }, 'a', true).answers).toEqual(['a']);
  });
  it('add choices to N: only the difference, nothing at N or more', () => {
    const one = { choices: [choice('a')] };
    const four = addChoicesTo(one, 4);
    expect(four.choices).toHaveLength(4);
    expect(four.choices[0]).toBe(one.choices[0]);
    expect(new Set(four.choices.map((c) => c.uid)).size).toBe(4);
    expect(four.choices[3]).toMatchObject({ score: 1, name: '' });
    expect(addChoicesTo(four, 3)).toBe(four);
    expect(addChoicesTo(four, 4)).toBe(four);
  });
  it("drop the choices' pictures when choices are no longer images", () => {
    const withImages = { choicesAreImages: true, choices: [{ ...choice('a'), hasImage: true }] };
    expect(setChoicesAreImages(withImages, false).choices[0].hasImage).toBe(false);
    expect(setChoicesAreImages(withImages, true).choices[0].hasImage).toBe(true);
  });
  it('answer True/False and Yes/No/Maybe with fixed choices, keeping given scores', () => {
    const tf = settleQuestion(q({ answerType: 'True/False', choices: [{ ...choice('true'), score: 5 }, choice('x')], answers: ['true', 'x'] }));
    expect(tf.choices.map((c) => [c.uid, c.name, c.score])).toEqual([
      ['true', 'True', 5],
      ['false', 'False', 1],
    ]);
    expect(tf.answers).toEqual(['true']);
    expect(settleQuestion(q({ answerType: 'Yes/No/Maybe' })).choices.map((c) => c.uid)).toEqual(['yes', 'no', 'maybe']);
  });
  it('keep accepted answers, trimmed and once each, only for typed answers', () => {
    const typed = settleQuestion(q({ answerType: 'Short answer', choices: [choice('a')], answers: ['a'], acceptedAnswers: [' Paris ', 'Paris', ''] }));
    expect(typed).toMatchObject({ choices: [], answers: [], acceptedAnswers: ['Paris'] });
    expect(settleQuestion(q({ acceptedAnswers: ['x'] })).acceptedAnswers).toEqual([]);
  });
});

it('a question form says which text passes its limit, beside it', () => {
  const q = {
    ...NEW_QUESTION,
    name: 'n'.repeat(LEARNING_LIMITS.name + 1),
    choices: [{ uid: 'a', name: 'Yes', description: '', score: 1, hasImage: false, isActive: true }],
  };
  expect(questionProblems(q)).toEqual({
    name: `At most ${LEARNING_LIMITS.name} characters`,
    question: undefined,
    description: undefined,
    'choice.a': undefined,
  });
  expect(Object.values(questionProblems({ ...q, name: 'Capitals' })).some(Boolean)).toBe(false);
});
