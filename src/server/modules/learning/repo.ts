import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { learningLinks, learningQuestions, learningRecords } from '../../db/schema/index.js';

export type LearningKind = 'tutor' | 'topic' | 'questionset';
export type RecordRow = typeof learningRecords.$inferSelect;
export type QuestionRow = typeof learningQuestions.$inferSelect;
export type Doc = Record<string, unknown>;

/** A record with the creative it belongs to (null only if its link was removed by hand). */
export type LinkedRecord = RecordRow & { creativeId: string | null };

const linked = {
  tenantId: learningRecords.tenantId,
  id: learningRecords.id,
  kind: learningRecords.kind,
  aggregateId: learningRecords.aggregateId,
  projectId: learningRecords.projectId,
  name: learningRecords.name,
  isDeleted: learningRecords.isDeleted,
  version: learningRecords.version,
  doc: learningRecords.doc,
  profileId: learningRecords.profileId,
  createdOn: learningRecords.createdOn,
  updatedOn: learningRecords.updatedOn,
  creativeId: learningLinks.creativeId,
};
const linkOn = and(eq(learningLinks.tenantId, learningRecords.tenantId), eq(learningLinks.memberId, learningRecords.id));

/** The record and its ownership link, together: a failure of either leaves neither. */
export async function insertLinked(tx: Tx, row: typeof learningRecords.$inferInsert, creativeId: string): Promise<RecordRow> {
  const [stored] = await tx
    .insert(learningRecords)
    .values({ ...row, creativeId })
    .returning();
  await tx.insert(learningLinks).values({ tenantId: row.tenantId, memberId: row.id, memberKind: row.kind, creativeId });
  return stored;
}

/** A record that is not deleted, with its creative. */
export async function findRecord(db: Db, tenantId: string, kind: LearningKind, id: string): Promise<LinkedRecord | null> {
  const [row] = await db
    .select(linked)
    .from(learningRecords)
    .leftJoin(learningLinks, linkOn)
    .where(and(eq(learningRecords.tenantId, tenantId), eq(learningRecords.id, id), eq(learningRecords.kind, kind), eq(learningRecords.isDeleted, false)))
    .limit(1);
  return row ?? null;
}

/** Records of a workspace or of one creative, oldest first (the order their cards were added). */
export function listRecords(db: Db, tenantId: string, kind: LearningKind, scope: { aggregateId?: string; creativeId?: string }, limit: number) {
  return db
    .select(linked)
    .from(learningRecords)
    .leftJoin(learningLinks, linkOn)
    .where(
      and(
        eq(learningRecords.tenantId, tenantId),
        eq(learningRecords.kind, kind),
        eq(learningRecords.isDeleted, false),
        scope.aggregateId ? eq(learningRecords.aggregateId, scope.aggregateId) : undefined,
        scope.creativeId ? eq(learningLinks.creativeId, scope.creativeId) : undefined,
      ),
    )
    .orderBy(asc(learningRecords.createdOn), asc(learningRecords.id))
    .limit(limit);
}

/** Writes a record over the version it was read at; null when another write came first (or it was deleted meanwhile). */
export async function updateRecord(db: Db, tenantId: string, id: string, version: number, name: string, doc: Doc, deleted = false): Promise<RecordRow | null> {
  const [row] = await db
    .update(learningRecords)
    .set({ name, doc, isDeleted: deleted, version: version + 1, updatedOn: sql`now()` })
    .where(and(eq(learningRecords.tenantId, tenantId), eq(learningRecords.id, id), eq(learningRecords.version, version), eq(learningRecords.isDeleted, false)))
    .returning();
  return row ?? null;
}

/** Names of the topics (not deleted) that pick questions from a questionnaire. */
export async function topicsUsingSet(db: Db, tenantId: string, setId: string): Promise<string[]> {
  const rows = await db
    .select({ name: learningRecords.name })
    .from(learningRecords)
    .where(
      and(
        eq(learningRecords.tenantId, tenantId),
        eq(learningRecords.kind, 'topic'),
        eq(learningRecords.isDeleted, false),
        sql`${learningRecords.doc} -> 'topicQuestions' @> ${JSON.stringify([{ questionSet_id: setId }])}::jsonb`,
      ),
    )
    .orderBy(asc(learningRecords.name))
    .limit(50);
  return rows.map((r) => r.name);
}

/** Questionnaires (not deleted) among `ids`. */
export function setsByIds(db: Db, tenantId: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: learningRecords.id, aggregateId: learningRecords.aggregateId, doc: learningRecords.doc })
    .from(learningRecords)
    .where(
      and(
        eq(learningRecords.tenantId, tenantId),
        eq(learningRecords.kind, 'questionset'),
        eq(learningRecords.isDeleted, false),
        inArray(learningRecords.id, ids),
      ),
    )
    .limit(ids.length);
}

/** A new question placed after the set's others (deleted ones included, so numbers never repeat). */
export async function insertQuestion(db: Db, row: { tenantId: string; id: string; setId: string; creativeId: string | null; doc: Doc }): Promise<QuestionRow> {
  const next = sql<number>`(select coalesce(max(${learningQuestions.position}), 0) + 1 from ${learningQuestions} where ${learningQuestions.tenantId} = ${row.tenantId} and ${learningQuestions.setId} = ${row.setId})`;
  const [stored] = await db
    .insert(learningQuestions)
    .values({ ...row, position: next })
    .returning();
  return stored;
}

/** A set's questions that are not deleted, in order. */
export function questionsOfSet(db: Db, tenantId: string, setId: string): Promise<QuestionRow[]> {
  return db
    .select()
    .from(learningQuestions)
    .where(and(eq(learningQuestions.tenantId, tenantId), eq(learningQuestions.setId, setId), eq(learningQuestions.isDeleted, false)))
    .orderBy(asc(learningQuestions.position))
    .limit(5000);
}

/** Ids among `ids` of questions of `setId` that are not deleted. */
export async function liveQuestionIds(db: Db, tenantId: string, setId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: learningQuestions.id })
    .from(learningQuestions)
    .where(
      and(
        eq(learningQuestions.tenantId, tenantId),
        eq(learningQuestions.setId, setId),
        eq(learningQuestions.isDeleted, false),
        inArray(learningQuestions.id, ids),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function findQuestion(db: Db, tenantId: string, id: string): Promise<QuestionRow | null> {
  const [row] = await db
    .select()
    .from(learningQuestions)
    .where(and(eq(learningQuestions.tenantId, tenantId), eq(learningQuestions.id, id), eq(learningQuestions.isDeleted, false)))
    .limit(1);
  return row ?? null;
}

/** Writes a question over the version it was read at; null when another write came first. */
export async function updateQuestion(db: Db, tenantId: string, id: string, version: number, doc: Doc, deleted: boolean): Promise<QuestionRow | null> {
  const [row] = await db
    .update(learningQuestions)
    .set({ doc, isDeleted: deleted, version: version + 1, updatedOn: sql`now()` })
    .where(
      and(
        eq(learningQuestions.tenantId, tenantId),
        eq(learningQuestions.id, id),
        eq(learningQuestions.version, version),
        eq(learningQuestions.isDeleted, false),
      ),
    )
    .returning();
  return row ?? null;
}

/** Names of a creative's tutors, topics, questionnaires and questions among `ids`, deleted ones included (its History names them). */
export async function namesInCreative(db: Db, tenantId: string, creativeId: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const records = await db
    .select({ id: learningRecords.id, name: learningRecords.name })
    .from(learningRecords)
    .where(and(eq(learningRecords.tenantId, tenantId), eq(learningRecords.creativeId, creativeId), inArray(learningRecords.id, ids)));
  const questions = await db
    .select({ id: learningQuestions.id, name: sql<string>`${learningQuestions.doc} ->> 'name'` })
    .from(learningQuestions)
    .where(and(eq(learningQuestions.tenantId, tenantId), eq(learningQuestions.creativeId, creativeId), inArray(learningQuestions.id, ids)));
  return new Map([...records, ...questions].map((r) => [r.id, r.name]));
}
