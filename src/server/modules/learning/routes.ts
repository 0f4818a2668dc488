import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FieldsParam, IdOrKey, MAX_LIST_LIMIT, parseFields } from '../../../domain/common/list-query.js';
import { QuestionInput, QuestionPatch } from '../../../domain/learning/question.js';
import { QuestionSetInput, QuestionSetPatch } from '../../../domain/learning/question-set.js';
import { TopicInput, TopicPatch } from '../../../domain/learning/topic.js';
import { TutorInput, TutorPatch } from '../../../domain/learning/tutor.js';
import { Id } from '../../../domain/media-items/item.js';
import type { AppContext } from '../../context.js';
import { projected } from '../common-answers.js';
import { LearningRecord, Question } from './answers.js';
import { actorOf } from '../../iam/authenticate.js';
import { attemptRoutes } from './attempt-routes.js';
import { createQuestion, listQuestions, updateQuestion } from './questions.js';
import { createRecord, deleteRecord, getRecord, listRecords, updateRecord } from './records.js';
import type { LearningKind } from './repo.js';

const params = z.object({ id: z.string().max(100) });
const ListQuery = z.object({
  aggregate: IdOrKey.optional(),
  project: IdOrKey.optional(),
  creative: Id.optional(),
  fields: FieldsParam,
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(MAX_LIST_LIMIT),
});
const FieldsQuery = z.object({ fields: FieldsParam });

const RESOURCES: { path: string; kind: LearningKind; what: string; input: z.ZodType; patch: z.ZodType }[] = [
  { path: '/api/1.0/tutors', kind: 'tutor', what: 'tutor', input: TutorInput, patch: TutorPatch },
  { path: '/api/1.0/topics', kind: 'topic', what: 'topic', input: TopicInput, patch: TopicPatch },
  { path: '/api/1.0/question-sets', kind: 'questionset', what: 'questionaire', input: QuestionSetInput, patch: QuestionSetPatch },
];

/**
 * Tutors, topics, questionnaires and their questions (docs/product/creatives-assets-signage.md §7; docs/api.md "Tutors,
 * topics and questionnaires"): each belongs to a creative and takes its section roles, VIEWER to read and ADMIN to
 * change, on its workspace.
 */
export async function learningRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const { path, kind, what, input, patch } of RESOURCES) {
    r.post(path, {
      schema: {
        tags: ['learning'],
        summary: `A new ${what}, linked to its creative (creative_id) in the same transaction (ADMIN on its workspace)`,
        body: input,
        response: { 201: LearningRecord },
      },
      handler: async (request, reply) => {
        reply.code(201);
        return createRecord(ctx, actorOf(request), kind, request.body as never);
      },
    });
    r.get(path, {
      schema: {
        tags: ['learning'],
        summary: `A workspace's (?aggregate=) or a creative's (?creative=) ${what}s, oldest first (VIEWER)`,
        querystring: ListQuery,
        response: { 200: z.array(projected(LearningRecord)) },
      },
      handler: async (request) => {
        const q = request.query;
        return listRecords(ctx, actorOf(request), kind, { ...q, fields: parseFields(q.fields) });
      },
    });
    r.get(`${path}/:id`, {
      schema: {
        tags: ['learning'],
        summary: `A ${what} (VIEWER on its workspace)`,
        params,
        querystring: FieldsQuery,
        response: { 200: projected(LearningRecord) },
      },
      handler: async (request) => getRecord(ctx, actorOf(request), kind, request.params.id, parseFields(request.query.fields)),
    });
    r.put(`${path}/:id`, {
      schema: {
        tags: ['learning'],
        summary: `Save the named fields of a ${what} (ADMIN on its workspace)`,
        params,
        body: patch,
        response: { 200: LearningRecord },
      },
      handler: async (request) => updateRecord(ctx, actorOf(request), kind, request.params.id, request.body as Record<string, unknown>),
    });
    r.delete(`${path}/:id`, {
      schema: {
        tags: ['learning'],
        summary: `Delete a ${what} (ADMIN on its workspace)${kind === 'questionset' ? '; 409 naming the topics while a topic picks questions from it' : ''}`,
        params,
        response: { 200: z.object({ id: z.string(), deleted: z.literal(true) }) },
      },
      handler: async (request) => deleteRecord(ctx, actorOf(request), kind, request.params.id),
    });
  }

  const QUESTIONS = '/api/1.0/question-sets/:id/questions';
  r.post(QUESTIONS, {
    schema: {
      tags: ['learning'],
      summary: 'A new question at the end of a questionaire (ADMIN on its workspace)',
      params,
      body: QuestionInput,
      response: { 201: Question },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return createQuestion(ctx, actorOf(request), request.params.id, request.body);
    },
  });
  r.get(QUESTIONS, {
    schema: {
      tags: ['learning'],
      summary: "A questionaire's questions that are not deleted, in order (VIEWER)",
      params,
      querystring: FieldsQuery,
      response: { 200: z.array(projected(Question)) },
    },
    handler: async (request) => listQuestions(ctx, actorOf(request), request.params.id, parseFields(request.query.fields)),
  });
  r.put(`${QUESTIONS}/:questionId`, {
    schema: {
      tags: ['learning'],
      summary: 'Save the named fields of a question; isDeleted true deletes it (ADMIN on its workspace)',
      params: params.extend({ questionId: z.string().max(100) }),
      body: QuestionPatch,
      response: { 200: Question },
    },
    handler: async (request) => updateQuestion(ctx, actorOf(request), request.params.id, request.params.questionId, request.body),
  });

  await attemptRoutes(app, ctx);
}
