/**
 * What the routes declare they answer (docs/decisions/0141-declared-answers.md): the shared error answers, which every
 * documented route gets for 4xx and 5xx, and the shapes of answers that are not JSON.
 */
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransformObject as withComponents } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answer schemas shared by many operations, by name: the OpenAPI document has each once, under components/schemas,
 * so a client generated from it has one type for each.
 */
const sharedIds = new Set<string>();
export function named<S extends z.ZodType>(id: string, schema: S): S {
  sharedIds.add(id);
  // zod's global registry, where descriptions live too: the document is written from it.
  return schema.meta({ id });
}

/** The swagger plugin's document with the named answers as components. */
export const jsonSchemaTransformObject: typeof withComponents = (document) => {
  const out = withComponents(document);
  const schemas = (out as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};
  // The plugin adds a request-side copy of each (`…Input`); answers are never requests.
  for (const id of sharedIds) delete schemas[`${id}Input`];
  return out;
};

/** What the error handler (errors-handler.ts) sends for an HttpError, a refused request or a failure. */
export const ErrorAnswer = named(
  'Error',
  z.object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    // What was wrong, when there is more to say: a refused request's `{path, message}` list, a service's own details.
    details: z.unknown().optional(),
  }),
);

/** An OAuth2 error (RFC 6749 §5.2): the token endpoint's refusals, and an unknown API key on any route. */
export const OAuthErrorAnswer = named('OAuthError', z.object({ error: z.string(), error_description: z.string().optional() }));

const errorsAs = (description: string, schema: z.ZodType) => ({ description, content: { 'application/json': { schema } } });
const CLIENT_ERRORS = errorsAs('Refused: an error, or an OAuth2 error for an unknown API key', z.union([ErrorAnswer, OAuthErrorAnswer]));
const SERVER_ERRORS = errorsAs('Failed (503: the database is unavailable, try again)', ErrorAnswer);

/** An answer without a body (204, 304). */
export const NoContent = z.undefined().describe('No content');

/** A file or a stream that is not JSON (a CSV, a workbook, an image), declared under its content type. */
export const fileAnswer = (contentType: string | string[], description: string) => ({
  description,
  // Any body to TypeScript (a stream, a buffer, text); bytes to the document.
  content: Object.fromEntries([contentType].flat().map((type) => [type, { schema: z.any().meta({ type: 'string', format: 'binary' }) }])),
});

/** Every documented route answers errors in the shared shapes, unless it declares a status of its own. */
export function declareErrorAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide) return;
    const response = (route.schema.response ?? {}) as Record<string, unknown>;
    route.schema = { ...route.schema, response: { '4xx': CLIENT_ERRORS, '5xx': SERVER_ERRORS, ...response } };
  });
}
