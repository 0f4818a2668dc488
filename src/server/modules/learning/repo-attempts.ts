import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { learningAnswers, learningAttempts, learningQuestions } from '../../db/schema/index.js';
import { hitUniqueIndex } from '../../db/unique-violation.js';
import { rowsOf } from '../../db/rows.js';

export type AttemptRow = typeof learningAttempts.$inferSelect;
export type AnswerRow = typeof learningAnswers.$inferSelect;

/** Questions among `ids` that are not deleted (any order; the caller orders them). */
export function questionsByIds(db: Db, tenantId: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: learningQuestions.id, setId: learningQuestions.setId, doc: learningQuestions.doc })
    .from(learningQuestions)
    .where(and(eq(learningQuestions.tenantId, tenantId), inArray(learningQuestions.id, ids), eq(learningQuestions.isDeleted, false)));
}

export interface NewAttempt {
  tenantId: string;
  id: string;
  topicId: string;
  profileId: string;
  preview: boolean;
  plan: { id: string; choices: string[] }[];
  startedOn: Date;
  deadline: Date | null;
}

/**
 * Stores an attempt numbered after the profile's others at the topic, unless `max` of its attempts (previews aside)
 * are used: null then. Two starts at once take the same number, the unique index refuses the later, and it counts again.
 */
export async function insertAttempt(db: Db, a: NewAttempt, max: number): Promise<AttemptRow | null> {
  for (let round = 0; round < 20; round++) {
    try {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`insert into learning_attempts (tenant_id, id, topic_id, profile_id, number, preview, status, plan, started_on, deadline)
          select ${a.tenantId}, ${a.id}, ${a.topicId}, ${a.profileId}, coalesce(max(number), 0) + 1, ${a.preview}, 'open', ${JSON.stringify(a.plan)}::jsonb,
            ${a.startedOn.toISOString()}::timestamptz, ${a.deadline?.toISOString() ?? null}::timestamptz
          from learning_attempts where tenant_id = ${a.tenantId} and topic_id = ${a.topicId} and profile_id = ${a.profileId}
          having ${a.preview} or count(*) filter (where not preview) < ${max}
          returning id`,
      );
      return rows.length ? findAttempt(db, a.tenantId, a.id) : null;
    } catch (e) {
      if (!hitUniqueIndex(e, 'learning_attempts_number_uq')) throw e;
    }
  }
  throw new Error('attempt numbering kept colliding');
}

export async function findAttempt(db: Db, tenantId: string, id: string): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(learningAttempts)
    .where(and(eq(learningAttempts.tenantId, tenantId), eq(learningAttempts.id, id)))
    .limit(1);
  return row ?? null;
}

/** The profile's closed attempts at a topic (what the reveal after N attempts counts). */
export async function closedAttempts(db: Db, tenantId: string, topicId: string, profileId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from learning_attempts
      where tenant_id = ${tenantId} and topic_id = ${topicId} and profile_id = ${profileId} and status <> 'open'`,
  );
  return row.n;
}

export function answersOf(db: Db, tenantId: string, attemptId: string): Promise<AnswerRow[]> {
  return db
    .select()
    .from(learningAnswers)
    .where(and(eq(learningAnswers.tenantId, tenantId), eq(learningAnswers.attemptId, attemptId)));
}

/** Keeps answers (one statement; a question answered again is replaced) while the attempt is open. Answers how many were kept. */
export async function saveAnswers(
  db: Db,
  attempt: Pick<AttemptRow, 'tenantId' | 'id' | 'topicId'>,
  answers: { questionId: string; choices: string[]; text: string }[],
  at: Date,
): Promise<number> {
  const values = sql.join(
    answers.map((x) => sql`(${x.questionId}, ${JSON.stringify(x.choices)}::jsonb, ${x.text})`),
    sql`, `,
  );
  const rows = await rowsOf<{ question_id: string }>(
    db,
    sql`insert into learning_answers (tenant_id, attempt_id, question_id, topic_id, choices, text, answered_on)
      select ${attempt.tenantId}, ${attempt.id}, v.q, ${attempt.topicId}, v.c, v.t, ${at.toISOString()}::timestamptz
      from (values ${values}) as v(q, c, t)
      where exists (select 1 from learning_attempts where tenant_id = ${attempt.tenantId} and id = ${attempt.id} and status = 'open')
      on conflict (tenant_id, attempt_id, question_id) do update set choices = excluded.choices, text = excluded.text, answered_on = excluded.answered_on
      returning question_id`,
  );
  return rows.length;
}

/** Marks an open attempt closed; null when it was closed already (by a submit or an expiry at the same moment). */
export async function closeAttempt(db: Db, tenantId: string, id: string, status: 'submitted' | 'expired', at: Date): Promise<AttemptRow | null> {
  const [row] = await db
    .update(learningAttempts)
    .set({ status, closedOn: at })
    .where(and(eq(learningAttempts.tenantId, tenantId), eq(learningAttempts.id, id), eq(learningAttempts.status, 'open')))
    .returning();
  return row ?? null;
}

/** Writes the scores of a closed attempt's answers and the attempt's totals. */
export async function writeScores(
  db: Db,
  tenantId: string,
  attemptId: string,
  scores: { questionId: string; score: number; max: number; status: string }[],
  totals: { score: number; maxScore: number },
): Promise<void> {
  if (scores.length) {
    const values = sql.join(
      scores.map((s) => sql`(${s.questionId}, ${s.score}::float8, ${s.max}::float8, ${s.status})`),
      sql`, `,
    );
    await db.execute(
      sql`update learning_answers a set score = v.s, max_score = v.m, status = v.st
        from (values ${values}) as v(q, s, m, st)
        where a.tenant_id = ${tenantId} and a.attempt_id = ${attemptId} and a.question_id = v.q`,
    );
  }
  await db.execute(
    sql`update learning_attempts set score = ${totals.score}, max_score = ${totals.maxScore},
      pending = (select count(*) from learning_answers where tenant_id = ${tenantId} and attempt_id = ${attemptId} and status = 'pending')
      where tenant_id = ${tenantId} and id = ${attemptId}`,
  );
}

/** An editor's mark of one typed answer, and the attempt's score and pending count again from its answers. */
export async function markAnswer(db: Db, tenantId: string, attemptId: string, questionId: string, score: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update learning_answers set score = ${score}, status = 'scored'
        where tenant_id = ${tenantId} and attempt_id = ${attemptId} and question_id = ${questionId}`,
    );
    await tx.execute(
      sql`update learning_attempts t set
          score = (select coalesce(sum(score), 0) from learning_answers where tenant_id = ${tenantId} and attempt_id = ${attemptId}),
          pending = (select count(*) from learning_answers where tenant_id = ${tenantId} and attempt_id = ${attemptId} and status = 'pending')
        where t.tenant_id = ${tenantId} and t.id = ${attemptId}`,
    );
  });
}

export interface AttemptTotals {
  attempts: number;
  closed: number;
  previews: number;
  average_score: number | null;
  average_max: number | null;
  pending: number;
}

/** A topic's attempts in figures (averages over closed attempts). */
export async function attemptTotals(db: Db, tenantId: string, topicId: string): Promise<AttemptTotals> {
  const [row] = await rowsOf<AttemptTotals>(
    db,
    sql`select count(*)::int as attempts, count(*) filter (where status <> 'open')::int as closed, count(*) filter (where preview)::int as previews,
        avg(score) filter (where status <> 'open') as average_score, avg(max_score) filter (where status <> 'open') as average_max,
        coalesce(sum(pending), 0)::int as pending
      from learning_attempts where tenant_id = ${tenantId} and topic_id = ${topicId}`,
  );
  return row;
}

/** Per question of closed attempts: answers, right ones and the average score. */
export function questionTotals(db: Db, tenantId: string, topicId: string) {
  return rowsOf<{ question_id: string; answered: number; right: number; average_score: number | null }>(
    db,
    sql`select a.question_id, count(*)::int as answered, count(*) filter (where a.max_score > 0 and a.score >= a.max_score)::int as right,
        avg(a.score) filter (where a.status <> 'unscored') as average_score
      from learning_answers a join learning_attempts t on t.tenant_id = a.tenant_id and t.id = a.attempt_id and t.status <> 'open'
      where a.tenant_id = ${tenantId} and a.topic_id = ${topicId}
      group by a.question_id`,
  );
}

/** How many closed attempts chose each choice of each question. */
export function choiceCounts(db: Db, tenantId: string, topicId: string) {
  return rowsOf<{ question_id: string; uid: string; n: number }>(
    db,
    sql`select a.question_id, c.uid, count(*)::int as n
      from learning_answers a join learning_attempts t on t.tenant_id = a.tenant_id and t.id = a.attempt_id and t.status <> 'open'
      cross join lateral jsonb_array_elements_text(a.choices) as c(uid)
      where a.tenant_id = ${tenantId} and a.topic_id = ${topicId}
      group by a.question_id, c.uid`,
  );
}

/** The typed answers given most often per question (trimmed, in lower case), 20 per question at most. */
export function typedCounts(db: Db, tenantId: string, topicId: string) {
  return rowsOf<{ question_id: string; text: string; n: number }>(
    db,
    sql`select question_id, text, n from (
        select a.question_id, lower(trim(a.text)) as text, count(*)::int as n,
          row_number() over (partition by a.question_id order by count(*) desc, lower(trim(a.text))) as r
        from learning_answers a join learning_attempts t on t.tenant_id = a.tenant_id and t.id = a.attempt_id and t.status <> 'open'
        where a.tenant_id = ${tenantId} and a.topic_id = ${topicId} and trim(a.text) <> ''
        group by a.question_id, lower(trim(a.text))
      ) x where r <= 20 order by question_id, n desc, text`,
  );
}

/** Typed answers waiting for an editor's mark, oldest first. */
export function pendingAnswers(db: Db, tenantId: string, topicId: string, limit = 100) {
  return rowsOf<{ attempt_id: string; question_id: string; text: string; answered_on: string }>(
    db,
    sql`select attempt_id, question_id, text, answered_on from learning_answers
      where tenant_id = ${tenantId} and topic_id = ${topicId} and status = 'pending'
      order by answered_on, attempt_id limit ${limit}`,
  );
}

/**
 * Records an attempt's points unless the profile already has `maxLimit` records for the creative (0: no limit); once per
 * attempt. Answers the points recorded, or null.
 */
export async function recordGratification(
  db: Db,
  g: { tenantId: string; attemptId: string; profileId: string; creativeId: string; topicId: string; actionType: number; points: number },
  maxLimit: number,
): Promise<number | null> {
  const rows = await rowsOf<{ points: number }>(
    db,
    sql`insert into learning_gratifications (tenant_id, attempt_id, profile_id, creative_id, topic_id, action_type, points)
      select ${g.tenantId}, ${g.attemptId}, ${g.profileId}, ${g.creativeId}, ${g.topicId}, ${g.actionType}, ${g.points}
      where ${maxLimit} = 0 or (select count(*) from learning_gratifications
        where tenant_id = ${g.tenantId} and profile_id = ${g.profileId} and creative_id = ${g.creativeId}) < ${maxLimit}
      on conflict do nothing returning points`,
  );
  return rows[0]?.points ?? null;
}

/** The points an attempt earned, if any. */
export async function gratificationOf(db: Db, tenantId: string, attemptId: string): Promise<number | null> {
  const [row] = await rowsOf<{ points: number }>(
    db,
    sql`select points from learning_gratifications where tenant_id = ${tenantId} and attempt_id = ${attemptId}`,
  );
  return row?.points ?? null;
}

export interface DueGratification {
  tenantId: string;
  attemptId: string;
  profileId: string;
  creativeId: string;
  projectId: string;
  points: number;
}

/** Points recorded for attempts and not yet credited to a wallet, oldest first, with the creative's project. */
export function dueGratifications(db: Db, limit: number) {
  return rowsOf<DueGratification>(
    db,
    sql`select g.tenant_id as "tenantId", g.attempt_id as "attemptId", g.profile_id as "profileId", g.creative_id as "creativeId",
        m.project_id as "projectId", g.points
      from learning_gratifications g join media_items m on m.tenant_id = g.tenant_id and m.id = g.creative_id
      where not g.credited order by g.created_on limit ${limit}`,
  );
}

export async function markCredited(db: Db, tenantId: string, attemptId: string) {
  await db.execute(sql`update learning_gratifications set credited = true where tenant_id = ${tenantId} and attempt_id = ${attemptId}`);
}
