import { isId, newId } from '../../../domain/common/ids.js';
import { LEARNING_EDIT_ROLE, LEARNING_MESSAGES, LEARNING_READ_ROLE } from '../../../domain/learning/values.js';
import { NEW_QUESTION_SET } from '../../../domain/learning/question-set.js';
import { NEW_TOPIC, pickedSetIds, topicProblem, type TopicQuestions } from '../../../domain/learning/topic.js';
import { TUTOR_DEFAULTS } from '../../../domain/learning/tutor.js';
import type { PrivilegeLevel } from '../../../domain/access/levels.js';
import type { Actor } from '../../actor.js';
import { project } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { itemOwnerOf } from '../media-items/index.js';
import { profileIdOf } from '../profiles/index.js';
import { listedWorkspace, requireOn } from './access.js';
import * as repo from './repo.js';

type Doc = repo.Doc;

/** What differs between tutors, topics and questionnaires. */
interface KindRule {
  title: string;
  defaults: Doc;
  /** The name lists and messages use: a tutor's or topic's name, a questionnaire's code. */
  nameOf: (doc: Doc) => string;
}
const KINDS: Record<repo.LearningKind, KindRule> = {
  tutor: { title: 'Tutor', defaults: TUTOR_DEFAULTS, nameOf: (d) => String(d.name) },
  topic: { title: 'Topic', defaults: NEW_TOPIC, nameOf: (d) => String(d.name) },
  questionset: { title: 'Questionaire', defaults: NEW_QUESTION_SET, nameOf: (d) => String(d.code) },
};

/** docs/product/creatives-assets-signage.md §3: the ownership link is a relation whose id is the creative's. */
export interface OwnerRelation {
  id: string;
  name: string;
  family: 'creative';
}

const present = (row: repo.LinkedRecord, creativeName: string | null) => ({
  ...(row.doc as Doc),
  id: row.id,
  isDeleted: row.isDeleted,
  creative_id: row.creativeId,
  relations: row.creativeId ? [{ id: row.creativeId, name: creativeName ?? '', family: 'creative' } satisfies OwnerRelation] : [],
  tenant_id: row.tenantId,
  project_id: row.projectId,
  aggregate_id: row.aggregateId,
  profile_id: row.profileId,
  createdOn: row.createdOn.toISOString(),
  updateDate: row.updatedOn.toISOString(),
});
export type LearningJson = ReturnType<typeof present>;

async function creativeNames(ctx: AppContext, tenantId: string, ids: (string | null)[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const id of new Set(ids)) if (id) names.set(id, (await itemOwnerOf(ctx, tenantId, 'creative', id))?.name ?? '');
  return names;
}

async function presentOne(ctx: AppContext, row: repo.LinkedRecord) {
  return present(row, (await creativeNames(ctx, row.tenantId, [row.creativeId])).get(row.creativeId ?? '') ?? null);
}

/**
 * A topic's picked questions, checked against the stored questionnaires: each one of this workspace and not deleted,
 * each question one of its own and not deleted; the set's name and subject are taken from the set.
 */
async function settleTopicQuestions(ctx: AppContext, tenantId: string, aggregateId: string, entries: TopicQuestions[]): Promise<TopicQuestions[]> {
  const ids = pickedSetIds(entries);
  if (ids.length !== entries.length) throw badRequest('A questionaire may be chosen once in a topic');
  const sets = new Map((await repo.setsByIds(ctx.db, tenantId, ids)).filter((s) => s.aggregateId === aggregateId).map((s) => [s.id, s.doc as Doc]));
  const settled: TopicQuestions[] = [];
  for (const entry of entries) {
    const set = sets.get(entry.questionSet_id);
    if (!set) throw badRequest(LEARNING_MESSAGES.unknownSet);
    const questions = [...new Set(entry.questions)];
    const live = await repo.liveQuestionIds(ctx.db, tenantId, entry.questionSet_id, questions);
    if (live.size !== questions.length) throw badRequest(LEARNING_MESSAGES.unknownQuestion);
    settled.push({ questionSet_id: entry.questionSet_id, questionSetName: String(set.name || set.code), subject: String(set.subject), questions });
  }
  return settled;
}

/** The whole-record rules of a kind, applied to what would be stored. */
async function settle(ctx: AppContext, kind: repo.LearningKind, tenantId: string, aggregateId: string, doc: Doc, changed: Doc): Promise<Doc> {
  if (kind !== 'topic') return doc;
  const problem = topicProblem(doc as Parameters<typeof topicProblem>[0]);
  if (problem) throw badRequest(problem);
  if (!('topicQuestions' in changed)) return doc;
  return { ...doc, topicQuestions: await settleTopicQuestions(ctx, tenantId, aggregateId, doc.topicQuestions as TopicQuestions[]) };
}

/** A new tutor, topic or questionnaire, linked to its creative in the same transaction (ADMIN on the creative's workspace). */
export async function createRecord(ctx: AppContext, actor: Actor, kind: repo.LearningKind, body: Doc & { creative_id: string }) {
  const { creative_id: creativeId, ...fields } = body;
  const creative = await itemOwnerOf(ctx, actor.tenantId, 'creative', creativeId);
  if (!creative) throw notFound('Creative');
  await requireOn(ctx, actor, creative.aggregateId, LEARNING_EDIT_ROLE, 'Creative');
  const doc = await settle(ctx, kind, actor.tenantId, creative.aggregateId, { ...KINDS[kind].defaults, ...fields }, fields);
  const row = {
    tenantId: actor.tenantId,
    id: newId(),
    kind,
    aggregateId: creative.aggregateId,
    projectId: creative.projectId,
    name: KINDS[kind].nameOf(doc),
    doc,
    profileId: (await profileIdOf(ctx, actor)) ?? '',
  };
  const stored = await ctx.db.transaction((tx) => repo.insertLinked(tx, row, creative.id));
  return present({ ...stored, creativeId: creative.id }, creative.name);
}

/** A record of the caller's tenant that is not deleted, with `min` on its workspace; else 404 (or 403 below `min`). */
async function recordWith(ctx: AppContext, actor: Actor, kind: repo.LearningKind, id: string, min: PrivilegeLevel) {
  const row = isId(id) ? await repo.findRecord(ctx.db, actor.tenantId, kind, id) : null;
  if (!row) throw notFound(KINDS[kind].title);
  await requireOn(ctx, actor, row.aggregateId, min, KINDS[kind].title);
  return row;
}

/** One record (VIEWER on its workspace); older clients send tutor ids in any case, so they are read lowercased. */
export async function getRecord(ctx: AppContext, actor: Actor, kind: repo.LearningKind, id: string, fields: string[] | null) {
  return project(await presentOne(ctx, await recordWith(ctx, actor, kind, id.toLowerCase(), LEARNING_READ_ROLE)), fields);
}

/** A workspace's records (`aggregate`), or one creative's (`creative`), or both narrowed together; VIEWER on the workspace. */
export async function listRecords(
  ctx: AppContext,
  actor: Actor,
  kind: repo.LearningKind,
  q: { aggregate?: string; project?: string; creative?: string; fields: string[] | null; limit: number },
) {
  if (!q.aggregate && !q.creative) throw badRequest('Name the workspace (?aggregate=) or the creative (?creative=)');
  let aggregateId: string | undefined;
  if (q.creative) {
    const creative = await itemOwnerOf(ctx, actor.tenantId, 'creative', q.creative);
    if (!creative) throw notFound('Creative');
    await requireOn(ctx, actor, creative.aggregateId, LEARNING_READ_ROLE, 'Creative');
    aggregateId = creative.aggregateId;
  }
  if (q.aggregate) {
    const listed = await listedWorkspace(ctx, actor, q.aggregate, q.project);
    if (aggregateId && listed !== aggregateId) return [];
    aggregateId = listed;
  }
  const rows = await repo.listRecords(ctx.db, actor.tenantId, kind, { aggregateId, creativeId: q.creative }, q.limit);
  const names = await creativeNames(
    ctx,
    actor.tenantId,
    rows.map((r) => r.creativeId),
  );
  return rows.map((r) => project(present(r, names.get(r.creativeId ?? '') ?? null), q.fields));
}

const ATTEMPTS = 5;

/** Applies a change over the newest stored version, a few times if other saves keep coming first. */
async function writeOver(
  ctx: AppContext,
  actor: Actor,
  kind: repo.LearningKind,
  id: string,
  change: (row: repo.LinkedRecord) => Promise<Doc>,
  deleting = false,
) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const row = await recordWith(ctx, actor, kind, id, LEARNING_EDIT_ROLE);
    const doc = await change(row);
    const stored = await repo.updateRecord(ctx.db, row.tenantId, row.id, row.version, KINDS[kind].nameOf(doc), doc, deleting);
    if (stored) return { ...stored, creativeId: row.creativeId };
  }
  throw conflict(LEARNING_MESSAGES.busy);
}

/** Saves the named fields of a record (ADMIN on its workspace); the others stay as stored. */
export async function updateRecord(ctx: AppContext, actor: Actor, kind: repo.LearningKind, id: string, patch: Doc) {
  const { id: _id, ...fields } = patch;
  const stored = await writeOver(ctx, actor, kind, id.toLowerCase(), (row) =>
    settle(ctx, kind, row.tenantId, row.aggregateId, { ...(row.doc as Doc), ...fields }, fields),
  );
  return presentOne(ctx, stored);
}

/**
 * Deletes a record (ADMIN on its workspace): marked deleted, no longer listed or read. A questionnaire is refused while a
 * topic picks questions from it, naming those topics.
 */
export async function deleteRecord(ctx: AppContext, actor: Actor, kind: repo.LearningKind, id: string) {
  const stored = await writeOver(
    ctx,
    actor,
    kind,
    id.toLowerCase(),
    async (row) => {
      if (kind === 'questionset') {
        const topics = await repo.topicsUsingSet(ctx.db, row.tenantId, row.id);
        if (topics.length) throw conflict(LEARNING_MESSAGES.setInUse(topics));
      }
      return row.doc as Doc;
    },
    true,
  );
  return { id: stored.id, deleted: true as const };
}

/** For questions and images: a questionnaire of the caller's tenant with `min` on its workspace. */
export const questionSetWith = (ctx: AppContext, actor: Actor, id: string, min: PrivilegeLevel) => recordWith(ctx, actor, 'questionset', id, min);

/** Names of a creative's learning content among `ids` (tutors, topics, questionnaires and questions), for its History. */
export const learningNames = (ctx: Pick<AppContext, 'db'>, tenantId: string, creativeId: string, ids: string[]) =>
  repo.namesInCreative(ctx.db, tenantId, creativeId, ids);
