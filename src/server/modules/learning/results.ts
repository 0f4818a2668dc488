import { isId } from '../../../domain/common/ids.js';
import { ATTEMPT_MESSAGES, maxScoreOf, shareOf } from '../../../domain/learning/attempt.js';
import { NEW_QUESTION, isTypedAnswer, type QuestionDoc } from '../../../domain/learning/question.js';
import { NEW_TOPIC, type TopicDoc, type TopicQuestions } from '../../../domain/learning/topic.js';
import { LEARNING_EDIT_ROLE, LEARNING_READ_ROLE, type QsModel } from '../../../domain/learning/values.js';
import type { PrivilegeLevel } from '../../../domain/access/levels.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { requireOn } from './access.js';
import * as repo from './repo-attempts.js';
import { findRecord, setsByIds } from './repo.js';

const round = (n: number | null) => (n === null ? null : Math.round(Number(n) * 100) / 100);

async function topicWith(ctx: AppContext, actor: Actor, id: string, role: PrivilegeLevel) {
  const row = isId(id) ? await findRecord(ctx.db, actor.tenantId, 'topic', id.toLowerCase()) : null;
  if (!row) throw notFound('Topic');
  await requireOn(ctx, actor, row.aggregateId, role, 'Topic');
  return { row, topic: { ...NEW_TOPIC, ...(row.doc as Partial<TopicDoc>) } as Omit<TopicDoc, 'topicQuestions'> & { topicQuestions: TopicQuestions[] } };
}

/**
 * A topic's results for its editors (VIEWER on its workspace): attempts and the average score of the closed ones; per
 * question the answers, the right ones, the share choosing each choice and the typed answers most given; the typed
 * answers waiting for a mark. Questions of polls and surveys carry their model: the console shows them as aggregates.
 */
export async function topicResults(ctx: AppContext, actor: Actor, id: string) {
  const { row, topic } = await topicWith(ctx, actor, id, LEARNING_READ_ROLE);
  const tenantId = row.tenantId;
  const ids = [...new Set(topic.topicQuestions.flatMap((e) => e.questions))];
  const [totals, perQuestion, choices, typed, pending, questionRows, sets] = await Promise.all([
    repo.attemptTotals(ctx.db, tenantId, row.id),
    repo.questionTotals(ctx.db, tenantId, row.id),
    repo.choiceCounts(ctx.db, tenantId, row.id),
    repo.typedCounts(ctx.db, tenantId, row.id),
    repo.pendingAnswers(ctx.db, tenantId, row.id),
    repo.questionsByIds(ctx.db, tenantId, ids),
    setsByIds(
      ctx.db,
      tenantId,
      topic.topicQuestions.map((e) => e.questionSet_id),
    ),
  ]);
  const models = new Map(sets.map((s) => [s.id, String((s.doc as { qsModel?: QsModel }).qsModel ?? 'Exam')]));
  const docs = new Map(questionRows.map((r) => [r.id, { doc: { ...NEW_QUESTION, ...(r.doc as QuestionDoc) }, setId: r.setId }]));
  const figures = new Map(perQuestion.map((q) => [q.question_id, q]));
  let number = 0;
  return {
    topic_id: row.id,
    name: row.name,
    attempts: totals.attempts,
    submitted: totals.closed,
    previews: totals.previews,
    averageScore: round(totals.average_score),
    averageMaxScore: round(totals.average_max),
    pendingMarks: totals.pending,
    questions: ids.flatMap((qid) => {
      const found = docs.get(qid);
      if (!found) return [];
      const q = found.doc;
      const f = figures.get(qid);
      const answered = f?.answered ?? 0;
      const counts = new Map(choices.filter((c) => c.question_id === qid).map((c) => [c.uid, c.n]));
      const right = new Set(q.answers);
      number += 1;
      return [
        {
          id: qid,
          number,
          question: q.question || q.name,
          answerType: q.answerType,
          model: models.get(found.setId) ?? 'Exam',
          scored: maxScoreOf(q) > 0,
          answered,
          right: f?.right ?? 0,
          averageScore: round(f?.average_score ?? null),
          choices: q.choices.map((c) => ({
            uid: c.uid,
            name: c.name,
            isAnswer: right.has(c.uid),
            count: counts.get(c.uid) ?? 0,
            share: shareOf(counts.get(c.uid) ?? 0, answered),
          })),
          typedAnswers: isTypedAnswer(q.answerType) ? typed.filter((x) => x.question_id === qid).map((x) => ({ text: x.text, count: x.n })) : [],
        },
      ];
    }),
    pending: pending.map((p) => ({ attempt_id: p.attempt_id, question_id: p.question_id, text: p.text, answeredOn: new Date(p.answered_on).toISOString() })),
  };
}

/** An editor marks a typed answer of a closed attempt right or wrong (ADMIN on the topic's workspace); marking again changes it. */
export async function markAnswer(ctx: AppContext, actor: Actor, topicId: string, mark: { attempt_id: string; question_id: string; right: boolean }) {
  const { row } = await topicWith(ctx, actor, topicId, LEARNING_EDIT_ROLE);
  const attempt = await repo.findAttempt(ctx.db, row.tenantId, mark.attempt_id.toLowerCase());
  if (!attempt || attempt.topicId !== row.id) throw notFound('Attempt');
  if (attempt.status === 'open') throw conflict(ATTEMPT_MESSAGES.notSubmitted);
  const questionId = mark.question_id.toLowerCase();
  const answer = (await repo.answersOf(ctx.db, row.tenantId, attempt.id)).find((a) => a.questionId === questionId);
  if (!answer) throw badRequest(ATTEMPT_MESSAGES.notAnswered);
  const [question] = await repo.questionsByIds(ctx.db, row.tenantId, [questionId]);
  const doc = { ...NEW_QUESTION, ...((question?.doc ?? {}) as QuestionDoc) };
  if (!isTypedAnswer(doc.answerType) || answer.maxScore <= 0) throw badRequest(ATTEMPT_MESSAGES.typedOnly);
  const worth = answer.maxScore;
  await repo.markAnswer(ctx.db, row.tenantId, attempt.id, questionId, mark.right ? worth : 0);
  const stored = (await repo.findAttempt(ctx.db, row.tenantId, attempt.id))!;
  return {
    attempt_id: stored.id,
    question_id: questionId,
    score: mark.right ? worth : 0,
    attempt: { score: stored.score, maxScore: stored.maxScore, pending: stored.pending },
  };
}
