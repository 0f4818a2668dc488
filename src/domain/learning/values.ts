import { Privilege } from '../access/levels.js';
import { randomAlphanumeric } from '../relations/uid.js';

/**
 * Tutors, topics and questionnaires belong to a creative and take its section roles
 * (docs/product/creatives-assets-signage.md §6: creative sections are ADMIN's to edit and VIEWER's to read, on the
 * creative's workspace).
 */
export const LEARNING_READ_ROLE = Privilege.VIEWER;
export const LEARNING_EDIT_ROLE = Privilege.ADMIN;

/**
 * The creative page's learning sections (docs/product/creatives-assets-signage.md §2.6–2.8), by the kind the audit
 * trail records their content under (a question is shown with its questionnaire): the creative's History names them so.
 */
export const LEARNING_SECTION_TITLES = {
  tutor: 'Content Tutors',
  topic: 'Content Topics',
  questionset: 'Questionnaire',
  'learning-question': 'Questionnaire question',
} as const;
export const LEARNING_RECORD_KINDS = Object.keys(LEARNING_SECTION_TITLES) as (keyof typeof LEARNING_SECTION_TITLES)[];

/** docs/product/creatives-assets-signage.md §3: Simple … Very Hard, Normal by default. */
export const DIFFICULTIES = ['Simple', 'Easy', 'Normal', 'Difficult', 'Very Hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DEFAULT_DIFFICULTY: Difficulty = 'Normal';

/**
 * docs/product/creatives-assets-signage.md §3: the questionnaire's model, Exam by default; each has its own card
 * picture.
 */
export const QS_MODELS = ['Polls', 'Survey', 'Exam', 'Forms', 'Feedback'] as const;
export type QsModel = (typeof QS_MODELS)[number];
export const DEFAULT_QS_MODEL: QsModel = 'Exam';

/** docs/product/creatives-assets-signage.md §3: Multiple choice by default. */
export const ANSWER_TYPES = ['Multiple choice', 'True/False', 'Yes/No/Maybe', 'Fill in the blanks', 'Short answer'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];
export const DEFAULT_ANSWER_TYPE: AnswerType = 'Multiple choice';

/**
 * Question and choice orders: docs/product/creatives-assets-signage.md §2.7 offers Random or Priority for questions and
 * Random or Sequential for choices, and stored topics may hold Weighted: both fields accept the union, so no stored
 * topic is refused.
 */
export const ORDERS = ['Random', 'Priority', 'Weighted', 'Sequential'] as const;
export type Order = (typeof ORDERS)[number];
/**
 * What the topic form offers (docs/product/creatives-assets-signage.md §2.7); a stored value outside it is shown too.
 */
export const QUESTION_ORDER_CHOICES: readonly Order[] = ['Random', 'Priority'];
export const CHOICE_ORDER_CHOICES: readonly Order[] = ['Random', 'Sequential'];

/** docs/product/creatives-assets-signage.md §9. Timer 0 means no time limit. */
export const TOPIC_DEFAULTS: { maxAttempt: number; timer: number; questionOrder: Order; choiceOrder: Order; difficulty: Difficulty } = {
  maxAttempt: 3,
  timer: 0,
  questionOrder: 'Random',
  choiceOrder: 'Random',
  difficulty: DEFAULT_DIFFICULTY,
};
export const DEFAULT_CHOICE_SCORE = 1;

/**
 * docs/product/creatives-assets-signage.md §9: generated uids of rows inside a record (choices, hints, qualifications
 * …) are 6 characters.
 */
export const ROW_UID_LENGTH = 6;
export const newRowUid = (): string => randomAlphanumeric(ROW_UID_LENGTH);
/** Row uids we accept: generated ones, and the fixed ones of the standard choices ('true', 'maybe' …). */
export const ROW_UID_PATTERN = /^[A-Za-z0-9_-]{1,24}$/;

/** Limits of our own (docs/decisions/0069-learning-storage-and-roles.md). */
export const LEARNING_LIMITS = { name: 200, code: 50, text: 5000, rows: 100, choices: 26, hints: 20, sets: 50, questionsPerSet: 1000 } as const;

export const LEARNING_MESSAGES = {
  tutorNameRequired: 'Tutor name is required',
  topicNameRequired: 'Topic name is required',
  timerRequired: 'Timer (in minutes) is required',
  maxAttemptRequired: 'Maximum Attempt is required',
  revealDateRequired: 'Reveal Answers After is required when answers are revealed',
  codeRequired: 'Questionaire code is required',
  subjectRequired: 'Subject is required',
  creativeRequired: 'Name the creative (creative_id) this belongs to',
  saveSetFirst: 'Save questionaire before proceeding. Each question can be edited independently.',
  loadingQuestions: 'Loading questions. Please wait...',
  confirmTopicDelete: 'Are you sure to delete this topic?',
  unknownChoice: 'An answer names a choice the question does not have',
  unknownSet: 'A chosen questionnaire does not exist in this workspace',
  unknownQuestion: 'A chosen question is not in its questionnaire',
  busy: 'This record is being changed by others at this moment. Please try again.',
  /** Deleting a questionnaire a topic still picks questions from (ours: questionnaires could not be deleted before). */
  setInUse: (topics: string[]) =>
    `This questionaire is used by the topic${topics.length === 1 ? '' : 's'} ${topics.map((t) => `'${t}'`).join(', ')}. Remove it from ${topics.length === 1 ? 'that topic' : 'those topics'} before deleting it.`,
} as const;
