import { z } from 'zod';
import { Id } from '../media-items/item.js';
export { seededRandom as seeded } from '../common/seeded-random.js';
import { RowUid } from './rows.js';
import { DIFFICULTIES, LEARNING_LIMITS, type Order } from './values.js';
import { isTypedAnswer, type QuestionDoc } from './question.js';

/**
 * The respondent runtime's messages (ours: docs/product/creatives-assets-signage.md describes topics, not how they are
 * played).
 */
export const ATTEMPT_MESSAGES = {
  appRequired: 'Topics are taken through the customer app, signed in through that app',
  profileRequired: 'Topics are taken by a signed-in profile of this tenant',
  previewProfileRequired: 'Try it needs your own profile in this tenant: add it first',
  notOpen: 'This topic is not open to respondents',
  noQuestions: 'This topic has no questions yet',
  noAttemptsLeft: (max: number) => `All ${max} attempt${max === 1 ? '' : 's'} of this topic are used`,
  timeOver: 'The time for this attempt is over',
  closed: 'This attempt is already submitted',
  notInAttempt: 'An answer names a question that is not in this attempt',
  unknownChoice: 'An answer names a choice its question does not have',
  oneChoice: 'This question takes one choice',
  typedOnly: 'Only typed answers with accepted answers (fill in the blanks, short answer) are marked by an editor',
  notAnswered: 'That question was not answered in this attempt',
  notSubmitted: 'Answers are marked once the attempt is submitted',
} as const;

/** One answer: the chosen choice uids (choice types) or the typed text. Sending a question again replaces its answer. */
export const AnswerInput = z.object({
  question_id: Id,
  choices: z.array(RowUid).max(LEARNING_LIMITS.choices).optional(),
  text: z.string().max(2000).optional(),
});
export type AnswerInput = z.infer<typeof AnswerInput>;
export const AnswersBody = z.object({ answers: z.array(AnswerInput).min(1).max(200) });
export const MarkBody = z.object({ attempt_id: Id, question_id: Id, right: z.boolean() });

/** Where an attempt stands: open, submitted by the respondent, or closed by the server when its time ran out. */
export type AttemptStatus = 'open' | 'submitted' | 'expired';

/** A stable 32-bit seed from an attempt id, so the same attempt always shows the same order. */
export function seedOf(id: string): number {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Fisher–Yates with the given generator; the input is left as it was. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * The questions of an attempt in the topic's question order: Random shuffles (seeded by the attempt), Weighted puts
 * the easier questions first (by difficulty, stored order within one), Priority and Sequential keep the stored order.
 */
export function orderQuestions<Q extends { difficulty: (typeof DIFFICULTIES)[number] }>(questions: readonly Q[], order: Order, random: () => number): Q[] {
  if (order === 'Random') return shuffled(questions, random);
  if (order === 'Weighted') {
    const rank = (q: Q) => DIFFICULTIES.indexOf(q.difficulty);
    return questions
      .map((q, i) => ({ q, i }))
      .sort((a, b) => rank(a.q) - rank(b.q) || a.i - b.i)
      .map((x) => x.q);
  }
  return [...questions];
}

/**
 * A question's choices in the topic's choice order: Random shuffles (seeded by the attempt), the others keep the
 * stored order (Weighted by score would put the right choices first). True/False and Yes/No/Maybe never move.
 */
export function orderChoices<C>(choices: readonly C[], order: Order, random: () => number, fixed: boolean): C[] {
  return order === 'Random' && !fixed ? shuffled(choices, random) : [...choices];
}

/** How one answer scores: `pending` when a typed answer matched nothing accepted and an editor decides. */
export interface AnswerScore {
  score: number;
  max: number;
  status: 'scored' | 'pending' | 'unscored';
}

type Scorable = Pick<QuestionDoc, 'answerType' | 'choices' | 'answers' | 'acceptedAnswers'>;

/** A typed question is worth the default choice score; a choice question the sum of its right choices' positive scores. */
export function maxScoreOf(q: Scorable): number {
  if (isTypedAnswer(q.answerType)) return q.acceptedAnswers.length ? 1 : 0;
  const right = new Set(q.answers);
  return q.choices.filter((c) => right.has(c.uid)).reduce((sum, c) => sum + Math.max(0, c.score), 0);
}

const normal = (s: string) => s.trim().toLocaleLowerCase();

/**
 * Scores one answer. Choice types: the chosen choices' scores when every chosen choice is right, else 0 (choosing all
 * choices earns nothing). Typed: right when it matches an accepted answer trimmed and in any case; a mismatch waits for
 * an editor. A question without right answers (a poll's, a survey's) is not scored.
 */
export function scoreAnswer(q: Scorable, answer: { choices: string[]; text: string }): AnswerScore {
  const max = maxScoreOf(q);
  if (max === 0) return { score: 0, max: 0, status: 'unscored' };
  if (isTypedAnswer(q.answerType)) {
    const text = normal(answer.text);
    if (!text) return { score: 0, max, status: 'scored' };
    return q.acceptedAnswers.some((a) => normal(a) === text) ? { score: max, max, status: 'scored' } : { score: 0, max, status: 'pending' };
  }
  const right = new Set(q.answers);
  const chosen = q.choices.filter((c) => answer.choices.includes(c.uid));
  const allRight = chosen.length > 0 && chosen.every((c) => right.has(c.uid));
  return { score: allRight ? chosen.reduce((sum, c) => sum + c.score, 0) : 0, max, status: 'scored' };
}

/** A question takes one choice when it is True/False, Yes/No/Maybe or has at most one right choice. */
export function takesOneChoice(q: Pick<QuestionDoc, 'answerType' | 'answers'>): boolean {
  return q.answerType === 'True/False' || q.answerType === 'Yes/No/Maybe' || q.answers.length <= 1;
}

/** Why an answer cannot be kept for a question (null when it can): unknown choices, several where one is taken. */
export function answerProblem(q: Pick<QuestionDoc, 'answerType' | 'answers' | 'choices'>, choices: string[]): string | null {
  if (isTypedAnswer(q.answerType)) return null;
  const uids = new Set(q.choices.map((c) => c.uid));
  if (choices.some((c) => !uids.has(c))) return ATTEMPT_MESSAGES.unknownChoice;
  if (choices.length > 1 && takesOneChoice(q)) return ATTEMPT_MESSAGES.oneChoice;
  return null;
}

/** The attempt's deadline in epoch ms (null: no time limit; a timer of 0 minutes has none). */
export const deadlineOf = (startedAt: number, timerMinutes: number): number | null => (timerMinutes > 0 ? startedAt + timerMinutes * 60_000 : null);
export const isPastDeadline = (deadline: number | null, now: number): boolean => deadline !== null && now >= deadline;

/** A share in percent with one decimal (0 when nobody answered). */
export const shareOf = (count: number, total: number): number => (total ? Math.round((count / total) * 1000) / 10 : 0);

/**
 * What a creative's gratification card gives (docs/product/creatives-assets-signage.md §2.5): the fields the runtime
 * reads.
 */
export interface GratificationRule {
  action: string;
  defaultPoints: number;
  extraPoints: number;
  maxLimit: number;
}

/**
 * The points a submitted attempt earns from its creative (docs/decisions/0072-scoring-and-gratification.md): taking a topic is
 * viewing the creative's content, so its 'view' card gives its default points, and its extra points for full marks.
 * Null when the creative has no such card or it gives nothing.
 */
export function gratificationPoints(cards: readonly GratificationRule[], score: number, maxScore: number): { points: number; maxLimit: number } | null {
  const view = cards.find((c) => c.action === 'view');
  if (!view) return null;
  const points = view.defaultPoints + (maxScore > 0 && score >= maxScore ? view.extraPoints : 0);
  return points > 0 ? { points, maxLimit: view.maxLimit } : null;
}
