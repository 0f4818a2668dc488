import { isId, newId } from '../../../domain/common/ids.js';
import { NEW_QUESTION, settleQuestion, type QuestionDoc, type QuestionPatch } from '../../../domain/learning/question.js';
import { LEARNING_EDIT_ROLE, LEARNING_MESSAGES, LEARNING_READ_ROLE } from '../../../domain/learning/values.js';
import type { Actor } from '../../actor.js';
import { project } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../errors.js';
import { privilegeOnWorkspace } from './access.js';
import { questionSetWith } from './records.js';
import * as repo from './repo.js';

const present = (row: repo.QuestionRow) => ({
  ...(row.doc as QuestionDoc),
  id: row.id,
  questionSet_id: row.setId,
  number: row.position,
  isDeleted: row.isDeleted,
  updateDate: row.updatedOn.toISOString(),
});
export type QuestionJson = ReturnType<typeof present>;

/** A new question at the end of a questionnaire (ADMIN on its workspace). */
export async function createQuestion(ctx: AppContext, actor: Actor, setId: string, body: QuestionPatch) {
  const set = await questionSetWith(ctx, actor, setId, LEARNING_EDIT_ROLE);
  const { id: _id, ...fields } = body;
  const doc = settleQuestion({ ...NEW_QUESTION, ...fields, isDeleted: false });
  return present(await repo.insertQuestion(ctx.db, { tenantId: set.tenantId, id: newId(), setId: set.id, creativeId: set.creativeId, doc }));
}

/** A questionnaire's questions that are not deleted, in order (VIEWER on its workspace). */
export async function listQuestions(ctx: AppContext, actor: Actor, setId: string, fields: string[] | null) {
  const set = await questionSetWith(ctx, actor, setId, LEARNING_READ_ROLE);
  return (await repo.questionsOfSet(ctx.db, set.tenantId, set.id)).map((row) => project(present(row), fields));
}

const ATTEMPTS = 5;

/**
 * Saves the named fields of a question (ADMIN on its workspace) over the newest stored version; `isDeleted: true` deletes
 * it (docs/product/creatives-assets-signage.md §3: questions are shown only while not deleted). Answers always stay
 * among the choices.
 */
export async function updateQuestion(ctx: AppContext, actor: Actor, setId: string, questionId: string, patch: QuestionPatch) {
  const set = await questionSetWith(ctx, actor, setId, LEARNING_EDIT_ROLE);
  const { id: _id, ...fields } = patch;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const row = isId(questionId) ? await repo.findQuestion(ctx.db, set.tenantId, questionId) : null;
    if (!row || row.setId !== set.id) throw notFound('Question');
    const doc = settleQuestion({ ...NEW_QUESTION, ...(row.doc as QuestionDoc), ...fields });
    const stored = await repo.updateQuestion(ctx.db, set.tenantId, row.id, row.version, doc, doc.isDeleted);
    if (stored) return present(stored);
  }
  throw conflict(LEARNING_MESSAGES.busy);
}

/** For the images module: a question's id and the caller's privilege on its questionnaire's workspace; null when unknown. */
export async function questionStanding(ctx: AppContext, actor: Actor, id: string) {
  const row = isId(id) ? await repo.findQuestion(ctx.db, actor.tenantId, id) : null;
  if (!row) return null;
  const set = await repo.findRecord(ctx.db, row.tenantId, 'questionset', row.setId);
  if (!set) return null;
  return { id: row.id, privilege: await privilegeOnWorkspace(ctx, actor, set.aggregateId) };
}
