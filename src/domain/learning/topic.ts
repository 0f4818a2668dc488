import { z } from 'zod';
import { Id } from '../media-items/item.js';
import { changesOf, OptionalDate, RowText, rowUid, UniqueRows, Words } from './rows.js';
import { DIFFICULTIES, LEARNING_LIMITS, LEARNING_MESSAGES, ORDERS, TOPIC_DEFAULTS } from './values.js';

/**
 * docs/product/creatives-assets-signage.md §3 Reference book (the form: Book Name, Profile) and Reference URL
 * (Reference URL, Profile).
 */
export const ReferenceBook = z.object({ uid: rowUid(), name: RowText(LEARNING_LIMITS.name), profile: RowText(500), isActive: z.boolean().default(true) });
export const ReferenceUrl = z.object({
  uid: rowUid(),
  url: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Reference URL must be an http(s) address' }).max(2000)]).default(''),
  profile: RowText(500),
  isActive: z.boolean().default(true),
});

/**
 * docs/product/creatives-assets-signage.md §3 Topic question entry: the questions picked from one questionnaire (its
 * subject and name kept for the card).
 */
export const TopicQuestions = z.object({
  questionSet_id: Id,
  questionSetName: RowText(LEARNING_LIMITS.name),
  subject: RowText(LEARNING_LIMITS.name),
  questions: z.array(Id).max(LEARNING_LIMITS.questionsPerSet),
});
export type TopicQuestions = z.infer<typeof TopicQuestions>;

const WholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} is required` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be at least ${min}`)
    .max(max, `${what} must be at most ${max}`);

const TopicFields = {
  code: Words(LEARNING_LIMITS.code),
  name: z.string({ error: LEARNING_MESSAGES.topicNameRequired }).trim().min(1, LEARNING_MESSAGES.topicNameRequired).max(LEARNING_LIMITS.name),
  description: Words(),
  detailedDescription: Words(),
  finalDescription: Words(),
  enabled: z.boolean(),
  /** Minutes; 0 is no time limit (docs/product/creatives-assets-signage.md §9). A week at most. */
  timer: WholeNumber('Timer (in minutes)', 0, 10_080),
  maxAttempt: WholeNumber('Maximum Attempt', 1, 1000),
  revealAnswers: z.boolean(),
  revealAnswersAfterDate: OptionalDate,
  difficulty: z.enum(DIFFICULTIES),
  questionOrder: z.enum(ORDERS),
  choiceOrder: z.enum(ORDERS),
  referenceBooks: UniqueRows(ReferenceBook),
  referenceUrls: UniqueRows(ReferenceUrl),
  topicQuestions: z.array(TopicQuestions).max(LEARNING_LIMITS.sets),
  type: Words(100),
  subtype: Words(100),
  category: Words(100),
};

/**
 * What a new topic holds unless its POST says otherwise (docs/product/creatives-assets-signage.md §9: 3 attempts, no
 * time limit, random orders).
 */
export const NEW_TOPIC = {
  code: '',
  description: '',
  detailedDescription: '',
  finalDescription: '',
  enabled: true,
  revealAnswers: false,
  revealAnswersAfterDate: null as string | null,
  referenceBooks: [],
  referenceUrls: [],
  topicQuestions: [],
  type: '',
  subtype: '',
  category: '',
  ...TOPIC_DEFAULTS,
};

/** POST /api/1.0/topics: the topic and its creative; the name is required, timer and attempts take their defaults. */
export const TopicInput = changesOf(TopicFields).extend({ name: TopicFields.name, creative_id: Id });
export const TopicPatch = changesOf(TopicFields);
export type TopicInput = z.infer<typeof TopicInput>;
export type TopicPatch = z.infer<typeof TopicPatch>;
export type TopicDoc = typeof NEW_TOPIC & Omit<TopicPatch, 'id'> & { name: string };

/**
 * A stored topic's whole-record rules: revealing answers needs the date from which they are revealed
 * (docs/product/creatives-assets-signage.md §5).
 */
export function topicProblem(topic: Pick<TopicDoc, 'revealAnswers' | 'revealAnswersAfterDate'>): string | null {
  if (topic.revealAnswers && !topic.revealAnswersAfterDate) return LEARNING_MESSAGES.revealDateRequired;
  return null;
}

/**
 * Whether a respondent may see the right answers: only when the topic reveals them, from the reveal date on, or
 * once the respondent has used all their attempts (the form's 'Reveal Answers … after N Attempts', N = maxAttempt).
 */
export function answersRevealed(topic: Pick<TopicDoc, 'revealAnswers' | 'revealAnswersAfterDate' | 'maxAttempt'>, now: number, attemptsUsed: number): boolean {
  if (!topic.revealAnswers) return false;
  const from = topic.revealAnswersAfterDate ? Date.parse(topic.revealAnswersAfterDate) : Number.POSITIVE_INFINITY;
  return now >= from || attemptsUsed >= topic.maxAttempt;
}

/** The questionnaires a topic picks from: a set may be named once. */
export const pickedSetIds = (entries: readonly TopicQuestions[]): string[] => [...new Set(entries.map((e) => e.questionSet_id))];
