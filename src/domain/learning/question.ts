import { z } from 'zod';
import { tooLong } from '../common/text.js';
import { changesOf, RowText, rowUid, RowUid, UniqueRows, Words } from './rows.js';
import {
  ANSWER_TYPES,
  DEFAULT_ANSWER_TYPE,
  DEFAULT_CHOICE_SCORE,
  DEFAULT_DIFFICULTY,
  DIFFICULTIES,
  LEARNING_LIMITS,
  newRowUid,
  type AnswerType,
} from './values.js';

/**
 * docs/product/creatives-assets-signage.md §3 Choice: score 1 by default; a picture at
 * /images?type=question&id={question}&for=img&choice={uid}.
 */
export const Choice = z.object({
  uid: rowUid(),
  name: RowText(LEARNING_LIMITS.name),
  description: RowText(),
  score: z.number().min(-1000).max(1000).default(DEFAULT_CHOICE_SCORE),
  hasImage: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
export type Choice = z.infer<typeof Choice>;

/** docs/product/creatives-assets-signage.md §3 Hint: its level and text. */
export const Hint = z.object({
  uid: rowUid(),
  hintLevel: z.number().int().min(0).max(100).default(1),
  description: RowText(),
  isActive: z.boolean().default(true),
});
export type Hint = z.infer<typeof Hint>;

const QuestionFields = {
  name: Words(LEARNING_LIMITS.name),
  question: Words(),
  description: Words(),
  tags: z.array(Words(50)).max(50),
  hasImage: z.boolean(),
  /** Multiple choice: the choices are pictures (the 'Choices are images' box). */
  choicesAreImages: z.boolean(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  difficulty: z.enum(DIFFICULTIES),
  answerType: z.enum(ANSWER_TYPES),
  choices: UniqueRows(Choice, LEARNING_LIMITS.choices),
  /** Uids of the right choices. */
  answers: z.array(RowUid).max(LEARNING_LIMITS.choices),
  /** Fill in the blanks and short answer: what counts as right (compared trimmed, in any case). */
  acceptedAnswers: z.array(Words(500)).max(50),
  hints: UniqueRows(Hint, LEARNING_LIMITS.hints),
};

export const QuestionInput = changesOf(QuestionFields);
export const QuestionPatch = changesOf(QuestionFields);
export type QuestionPatch = z.infer<typeof QuestionPatch>;
export type QuestionDoc = Required<Omit<QuestionPatch, 'id'>>;

/** A new question (docs/product/creatives-assets-signage.md §3: Multiple choice, Normal, active). */
export const NEW_QUESTION: QuestionDoc = {
  name: '',
  question: '',
  description: '',
  tags: [],
  hasImage: false,
  choicesAreImages: false,
  isActive: true,
  isDeleted: false,
  difficulty: DEFAULT_DIFFICULTY,
  answerType: DEFAULT_ANSWER_TYPE,
  choices: [],
  answers: [],
  acceptedAnswers: [],
  hints: [],
};

const standard = (uid: string, name: string): Choice => ({ uid, name, description: '', score: DEFAULT_CHOICE_SCORE, hasImage: false, isActive: true });
/** True/False and Yes/No/Maybe are answered as choices with fixed uids, so answers and results name them the same way everywhere. */
export const STANDARD_CHOICES: Partial<Record<AnswerType, Choice[]>> = {
  'True/False': [standard('true', 'True'), standard('false', 'False')],
  'Yes/No/Maybe': [standard('yes', 'Yes'), standard('no', 'No'), standard('maybe', 'Maybe')],
};
/** Typed answers: no choices, right when they match an accepted answer. */
export const isTypedAnswer = (type: AnswerType) => type === 'Fill in the blanks' || type === 'Short answer';

/**
 * A question as it is stored: the choices its answer type has (standard ones keep their scores if sent), answers only
 * among its choices (a deleted choice leaves the answers, docs/product/creatives-assets-signage.md §4), accepted
 * answers only for typed answers.
 */
export function settleQuestion(q: QuestionDoc): QuestionDoc {
  const fixed = STANDARD_CHOICES[q.answerType];
  const typed = isTypedAnswer(q.answerType);
  const choices = typed ? [] : fixed ? fixed.map((c) => ({ ...c, score: q.choices.find((s) => s.uid === c.uid)?.score ?? c.score })) : q.choices;
  const uids = new Set(choices.map((c) => c.uid));
  return {
    ...q,
    choices,
    choicesAreImages: fixed || typed ? false : q.choicesAreImages,
    answers: q.answers.filter((uid, i) => uids.has(uid) && q.answers.indexOf(uid) === i),
    acceptedAnswers: typed ? [...new Set(q.acceptedAnswers.map((a) => a.trim()).filter(Boolean))] : [],
  };
}

/** Removes a choice and its place among the answers (docs/product/creatives-assets-signage.md §4). */
export function removeChoice<Q extends Pick<QuestionDoc, 'choices' | 'answers'>>(q: Q, uid: string): Q {
  return { ...q, choices: q.choices.filter((c) => c.uid !== uid), answers: q.answers.filter((a) => a !== uid) };
}

/** Checking a choice makes it an answer, unchecking removes it (docs/product/creatives-assets-signage.md §4). */
export function markAnswer<Q extends Pick<QuestionDoc, 'answers'>>(q: Q, uid: string, isAnswer: boolean): Q {
  const without = q.answers.filter((a) => a !== uid);
  return { ...q, answers: isAnswer ? [...without, uid] : without };
}

/**
 * 'Add choices to N' adds only the difference, and nothing when there are N or more already
 * (docs/product/creatives-assets-signage.md §4).
 */
export function addChoicesTo<Q extends Pick<QuestionDoc, 'choices'>>(q: Q, n: number): Q {
  const missing = Math.max(0, Math.min(n, LEARNING_LIMITS.choices) - q.choices.length);
  if (missing === 0) return q;
  const added = Array.from({ length: missing }, () => ({
    uid: newRowUid(),
    name: '',
    description: '',
    score: DEFAULT_CHOICE_SCORE,
    hasImage: false,
    isActive: true,
  }));
  return { ...q, choices: [...q.choices, ...added] };
}

/**
 * Unchecking 'Choices are images' drops the choices' pictures (docs/product/creatives-assets-signage.md §4): they are
 * no longer shown.
 */
export function setChoicesAreImages<Q extends Pick<QuestionDoc, 'choices' | 'choicesAreImages'>>(q: Q, on: boolean): Q {
  return { ...q, choicesAreImages: on, choices: on ? q.choices : q.choices.map((c) => ({ ...c, hasImage: false })) };
}

/**
 * A question form's problems by field, each shown beside it: the texts within the server's limits (`choice.<uid>` a
 * choice's name), checked without the schema so the form's page takes no more of zod.
 */
export function questionProblems(q: Pick<QuestionDoc, 'name' | 'question' | 'description' | 'choices'>): Record<string, string | undefined> {
  const over = (text: string, limit: number) => (text.trim().length > limit ? tooLong(limit) : undefined);
  return {
    name: over(q.name, LEARNING_LIMITS.name),
    question: over(q.question, LEARNING_LIMITS.text),
    description: over(q.description, LEARNING_LIMITS.text),
    ...Object.fromEntries(q.choices.map((c) => [`choice.${c.uid}`, over(c.name, LEARNING_LIMITS.name)])),
  };
}
