import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ATTEMPT_MESSAGES, AnswersBody, MarkBody } from '../../../domain/learning/attempt.js';
import type { AppContext } from '../../context.js';
import { Instant } from '../common-answers.js';
import { Attempt, Mark, TopicResults } from './answers.js';
import { actorOf, appActorOf } from '../../iam/authenticate.js';
import { PROFILE_ONLY_KINDS } from '../../seed/clients.js';
import { readAttempt, saveAnswers, startAttempt, submitAttempt, type Respondent } from './attempts.js';
import { markAnswer, topicResults } from './results.js';

const params = z.object({ id: z.string().max(100) });

/** The caller, and whether through an app (their token issued to that app); the console reaches its previews only. */
function respondentOf(request: FastifyRequest): Respondent {
  const actor = actorOf(request);
  const client = request.apiClient;
  return { actor, viaApp: !!client && PROFILE_ONLY_KINDS.includes(client.kind) && actor.claims.aud === client.clientId };
}

/**
 * The respondent runtime (docs/api.md "Respondent runtime"): a profile takes a topic through the customer app — start,
 * answer, submit — and the topic's editors read its results, mark typed answers and try it from the console.
 */
export async function attemptRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/1.0/topics/:id/attempts', {
    schema: {
      tags: ['learning'],
      summary: "Start an attempt at a topic as the caller's profile (the customer or validator app only)",
      params,
      response: { 201: Attempt },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return startAttempt(ctx, appActorOf(request, ATTEMPT_MESSAGES.appRequired), request.params.id, false);
    },
  });
  r.post('/api/1.0/topics/:id/preview-attempts', {
    schema: {
      tags: ['learning'],
      summary: "Try a topic: an attempt under the caller's own profile, not limited (ADMIN on its workspace)",
      params,
      response: { 201: Attempt },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return startAttempt(ctx, actorOf(request), request.params.id, true);
    },
  });
  r.get('/api/1.0/attempts/:id', {
    schema: {
      tags: ['learning'],
      summary: "The caller's attempt, closed if its time ran out; scores once closed, right answers as the topic reveals",
      params,
      response: { 200: Attempt },
    },
    handler: async (request) => readAttempt(ctx, respondentOf(request), request.params.id),
  });
  r.put('/api/1.0/attempts/:id/answers', {
    schema: {
      tags: ['learning'],
      summary: 'Keep answers of an open attempt (a question answered again is replaced); 409 after its deadline',
      params,
      body: AnswersBody,
      response: { 200: z.object({ saved: z.number().int(), deadline: Instant.nullable() }) },
    },
    handler: async (request) => saveAnswers(ctx, respondentOf(request), request.params.id, request.body.answers),
  });
  r.post('/api/1.0/attempts/:id/submit', {
    schema: { tags: ['learning'], summary: 'Submit the attempt and read its result (again: the same result)', params, response: { 200: Attempt } },
    handler: async (request) => submitAttempt(ctx, respondentOf(request), request.params.id),
  });
  r.get('/api/1.0/topics/:id/results', {
    schema: {
      tags: ['learning'],
      summary: "A topic's attempts, average score and per-question shares of each choice (VIEWER on its workspace)",
      params,
      response: { 200: TopicResults },
    },
    handler: async (request) => topicResults(ctx, actorOf(request), request.params.id),
  });
  r.put('/api/1.0/topics/:id/marks', {
    schema: {
      tags: ['learning'],
      summary: 'Mark a typed answer of a closed attempt right or wrong (ADMIN on its workspace)',
      params,
      body: MarkBody,
      response: { 200: Mark },
    },
    handler: async (request) => markAnswer(ctx, actorOf(request), request.params.id, request.body),
  });
}
