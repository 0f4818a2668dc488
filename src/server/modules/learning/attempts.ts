import { isId, newId } from '../../../domain/common/ids.js';
import {
  answerProblem,
  ATTEMPT_MESSAGES,
  deadlineOf,
  gratificationPoints,
  isPastDeadline,
  orderChoices,
  orderQuestions,
  scoreAnswer,
  seeded,
  seedOf,
  takesOneChoice,
  type AnswerInput,
} from '../../../domain/learning/attempt.js';
import { NEW_QUESTION, STANDARD_CHOICES, isTypedAnswer, type QuestionDoc } from '../../../domain/learning/question.js';
import { answersRevealed, NEW_TOPIC, type TopicDoc, type TopicQuestions } from '../../../domain/learning/topic.js';
import { LEARNING_EDIT_ROLE } from '../../../domain/learning/values.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { GRATIFICATION_TYPES } from '../../../domain/creatives/parts.js';
import { creativePartsOf } from '../creative-parts/index.js';
import { profileIdOf } from '../profiles/index.js';
import { requireOn } from './access.js';
import * as repo from './repo-attempts.js';
import { findRecord } from './repo.js';

type Topic = Omit<TopicDoc, 'topicQuestions'> & { topicQuestions: TopicQuestions[]; id: string; aggregateId: string };
type Question = QuestionDoc & { id: string };
/** Who calls: the actor, and whether through the customer or validator app (else the console, for previews only). */
export interface Respondent {
  actor: Actor;
  viaApp: boolean;
}

async function topicOf(ctx: AppContext, tenantId: string, id: string): Promise<Topic> {
  const row = isId(id) ? await findRecord(ctx.db, tenantId, 'topic', id.toLowerCase()) : null;
  if (!row) throw notFound('Topic');
  return { ...NEW_TOPIC, ...(row.doc as Partial<TopicDoc>), name: row.name, id: row.id, aggregateId: row.aggregateId };
}

/** The topic's picked questions that are active, in the topic's order (its sets in order, each set's picks in order). */
async function topicQuestions(ctx: AppContext, tenantId: string, topic: Topic): Promise<Question[]> {
  const ids = topic.topicQuestions.flatMap((e) => e.questions);
  const rows = new Map((await repo.questionsByIds(ctx.db, tenantId, ids)).map((r) => [r.id, { ...NEW_QUESTION, ...(r.doc as QuestionDoc), id: r.id }]));
  return [...new Set(ids)].map((id) => rows.get(id)).filter((q): q is Question => !!q && q.isActive);
}

async function questionsOf(ctx: AppContext, tenantId: string, plan: { id: string }[]): Promise<Map<string, Question>> {
  const rows = await repo.questionsByIds(
    ctx.db,
    tenantId,
    plan.map((p) => p.id),
  );
  return new Map(rows.map((r) => [r.id, { ...NEW_QUESTION, ...(r.doc as QuestionDoc), id: r.id }]));
}

async function profileOf(ctx: AppContext, actor: Actor, message: string): Promise<string> {
  const id = await profileIdOf(ctx, actor);
  if (!id) throw forbidden(message);
  return id;
}

/**
 * Starts an attempt: through the apps' client by the caller's profile (an enabled topic, within its attempts), or as a
 * preview by an ADMIN of the topic's workspace under their own profile (the console's "Try it", not limited).
 */
export async function startAttempt(ctx: AppContext, actor: Actor, topicId: string, preview: boolean) {
  const topic = await topicOf(ctx, actor.tenantId, topicId);
  if (preview) await requireOn(ctx, actor, topic.aggregateId, LEARNING_EDIT_ROLE, 'Topic');
  const profileId = await profileOf(ctx, actor, preview ? ATTEMPT_MESSAGES.previewProfileRequired : ATTEMPT_MESSAGES.profileRequired);
  if (!preview && !topic.enabled) throw conflict(ATTEMPT_MESSAGES.notOpen);
  const questions = await topicQuestions(ctx, actor.tenantId, topic);
  if (!questions.length) throw conflict(ATTEMPT_MESSAGES.noQuestions);

  const id = newId();
  const random = seeded(seedOf(id));
  const plan = orderQuestions(questions, topic.questionOrder, random).map((q) => ({
    id: q.id,
    choices: orderChoices(
      q.choices.filter((c) => c.isActive).map((c) => c.uid),
      topic.choiceOrder,
      random,
      !!STANDARD_CHOICES[q.answerType],
    ),
  }));
  const now = ctx.clock.now();
  const deadline = deadlineOf(now, topic.timer);
  const stored = await repo.insertAttempt(
    ctx.db,
    {
      tenantId: actor.tenantId,
      id,
      topicId: topic.id,
      profileId,
      preview,
      plan,
      startedOn: new Date(now),
      deadline: deadline === null ? null : new Date(deadline),
    },
    topic.maxAttempt,
  );
  if (!stored) throw conflict(ATTEMPT_MESSAGES.noAttemptsLeft(topic.maxAttempt));
  return { ...present(ctx, stored, topic, new Map(questions.map((q) => [q.id, q])), [], false), gratificationPoints: null };
}

/** The caller's own attempt; the console reaches only preview attempts. */
async function ownAttempt(ctx: AppContext, who: Respondent, id: string) {
  const row = isId(id) ? await repo.findAttempt(ctx.db, who.actor.tenantId, id.toLowerCase()) : null;
  if (!row || row.profileId !== (await profileIdOf(ctx, who.actor))) throw notFound('Attempt');
  if (!who.viaApp && !row.preview) throw forbidden(ATTEMPT_MESSAGES.appRequired);
  return row;
}

/** Closes an open attempt (submitted, or expired when its time ran out) and scores its answers. */
async function close(ctx: AppContext, row: repo.AttemptRow, status: 'submitted' | 'expired', questions: Map<string, Question>): Promise<repo.AttemptRow> {
  const closed = await repo.closeAttempt(ctx.db, row.tenantId, row.id, status, new Date(ctx.clock.now()));
  if (!closed) return (await repo.findAttempt(ctx.db, row.tenantId, row.id))!;
  const answers = await repo.answersOf(ctx.db, row.tenantId, row.id);
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  let score = 0;
  let maxScore = 0;
  const scores: { questionId: string; score: number; max: number; status: string }[] = [];
  for (const { id } of row.plan) {
    const q = questions.get(id);
    if (!q) continue;
    const answer = byQuestion.get(id);
    const result = scoreAnswer(q, { choices: answer?.choices ?? [], text: answer?.text ?? '' });
    maxScore += result.max;
    score += result.score;
    if (answer) scores.push({ questionId: id, score: result.score, max: result.max, status: result.status });
  }
  await repo.writeScores(ctx.db, row.tenantId, row.id, scores, { score, maxScore });
  if (status === 'submitted' && !row.preview) await gratify(ctx, row, score, maxScore);
  return (await repo.findAttempt(ctx.db, row.tenantId, row.id))!;
}

/** Records the points the topic's creative gives for a view, for the wallet to credit (previews and expiries earn none). */
async function gratify(ctx: AppContext, row: repo.AttemptRow, score: number, maxScore: number) {
  const topic = await findRecord(ctx.db, row.tenantId, 'topic', row.topicId);
  if (!topic?.creativeId) return;
  const earned = gratificationPoints((await creativePartsOf(ctx, row.tenantId, topic.creativeId)).campaignActions, score, maxScore);
  if (!earned) return;
  await repo.recordGratification(
    ctx.db,
    {
      tenantId: row.tenantId,
      attemptId: row.id,
      profileId: row.profileId,
      creativeId: topic.creativeId,
      topicId: row.topicId,
      actionType: GRATIFICATION_TYPES.view,
      points: earned.points,
    },
    earned.maxLimit,
  );
}

/** Closes the attempt if its time ran out (answers kept so far are scored). */
async function settled(ctx: AppContext, row: repo.AttemptRow, questions: Map<string, Question>) {
  if (row.status === 'open' && isPastDeadline(row.deadline?.getTime() ?? null, ctx.clock.now())) return close(ctx, row, 'expired', questions);
  return row;
}

export async function readAttempt(ctx: AppContext, who: Respondent, id: string) {
  const row = await ownAttempt(ctx, who, id);
  const questions = await questionsOf(ctx, row.tenantId, row.plan);
  return presentStored(ctx, await settled(ctx, row, questions), questions);
}

/** Keeps answers of an open attempt before its deadline; after it the attempt is closed and the answers refused. */
export async function saveAnswers(ctx: AppContext, who: Respondent, id: string, answers: AnswerInput[]) {
  const row = await ownAttempt(ctx, who, id);
  if (row.status !== 'open') throw conflict(row.status === 'expired' ? ATTEMPT_MESSAGES.timeOver : ATTEMPT_MESSAGES.closed);
  const questions = await questionsOf(ctx, row.tenantId, row.plan);
  if ((await settled(ctx, row, questions)).status !== 'open') throw conflict(ATTEMPT_MESSAGES.timeOver);
  const inPlan = new Set(row.plan.map((p) => p.id));
  const kept = new Map<string, { questionId: string; choices: string[]; text: string }>();
  answers.forEach((a, i) => {
    const questionId = a.question_id.toLowerCase();
    const q = questions.get(questionId);
    if (!q || !inPlan.has(questionId)) throw badRequest(`answers[${i}]: ${ATTEMPT_MESSAGES.notInAttempt}`);
    const choices = isTypedAnswer(q.answerType) ? [] : [...new Set(a.choices ?? [])];
    const problem = answerProblem(q, choices);
    if (problem) throw badRequest(`answers[${i}]: ${problem}`);
    kept.set(questionId, { questionId, choices, text: isTypedAnswer(q.answerType) ? (a.text ?? '').trim() : '' });
  });
  const saved = await repo.saveAnswers(ctx.db, row, [...kept.values()], new Date(ctx.clock.now()));
  if (saved < kept.size) throw conflict(ATTEMPT_MESSAGES.closed);
  return { saved, deadline: row.deadline?.toISOString() ?? null };
}

/** Submits the attempt and answers its result; submitting again answers the same result. */
export async function submitAttempt(ctx: AppContext, who: Respondent, id: string) {
  const row = await ownAttempt(ctx, who, id);
  const questions = await questionsOf(ctx, row.tenantId, row.plan);
  let closed = await settled(ctx, row, questions);
  if (closed.status === 'open') closed = await close(ctx, closed, 'submitted', questions);
  return presentStored(ctx, closed, questions);
}

async function presentStored(ctx: AppContext, row: repo.AttemptRow, questions: Map<string, Question>) {
  const topic = await topicOf(ctx, row.tenantId, row.topicId).catch(() => null);
  if (!topic) throw notFound('Topic');
  const answers = await repo.answersOf(ctx.db, row.tenantId, row.id);
  const used = row.status === 'open' ? 0 : await repo.closedAttempts(ctx.db, row.tenantId, row.topicId, row.profileId);
  const revealed = row.status !== 'open' && answersRevealed(topic, ctx.clock.now(), used);
  const points = row.status === 'open' ? null : await repo.gratificationOf(ctx.db, row.tenantId, row.id);
  return { ...present(ctx, row, topic, questions, answers, revealed), gratificationPoints: points };
}

/**
 * An attempt as its respondent sees it: the questions in the attempt's order with their choices in its order and the
 * answers kept; once closed, the scores; the right answers only when the topic reveals them.
 */
function present(_ctx: AppContext, row: repo.AttemptRow, topic: Topic, questions: Map<string, Question>, answers: repo.AnswerRow[], revealed: boolean) {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const closed = row.status !== 'open';
  return {
    id: row.id,
    topic_id: row.topicId,
    topicName: topic.name,
    number: row.number,
    maxAttempt: topic.maxAttempt,
    preview: row.preview,
    status: row.status,
    startedOn: row.startedOn.toISOString(),
    deadline: row.deadline?.toISOString() ?? null,
    closedOn: row.closedOn?.toISOString() ?? null,
    timer: topic.timer,
    finalDescription: closed ? topic.finalDescription : '',
    score: closed ? row.score : null,
    maxScore: closed ? row.maxScore : null,
    pending: closed ? row.pending : null,
    answersRevealed: revealed,
    questions: row.plan.flatMap((p, i) => {
      const q = questions.get(p.id);
      if (!q) return [];
      const a = byQuestion.get(p.id);
      const choices = new Map(q.choices.map((c) => [c.uid, c]));
      return [
        {
          id: q.id,
          number: i + 1,
          name: q.name,
          question: q.question,
          description: q.description,
          answerType: q.answerType,
          hasImage: q.hasImage,
          choicesAreImages: q.choicesAreImages,
          oneChoice: takesOneChoice(q),
          choices: p.choices.flatMap((uid) => {
            const c = choices.get(uid);
            return c ? [{ uid, name: c.name, description: c.description, hasImage: c.hasImage }] : [];
          }),
          answer: a ? { choices: a.choices, text: a.text } : null,
          ...(closed && a ? { score: a.score, maxScore: a.maxScore, scoreStatus: a.status } : {}),
          ...(revealed ? { rightChoices: q.answers, acceptedAnswers: q.acceptedAnswers } : {}),
        },
      ];
    }),
  };
}
export type AttemptJson = ReturnType<typeof present>;

/** For wallets: attempts' points not yet credited, and the mark that they were (docs/decisions/0083-points-crediting.md). */
export const dueGratifications = (ctx: Pick<AppContext, 'db'>, limit: number) => repo.dueGratifications(ctx.db, limit);
export const markGratificationCredited = (ctx: Pick<AppContext, 'db'>, tenantId: string, attemptId: string) => repo.markCredited(ctx.db, tenantId, attemptId);
