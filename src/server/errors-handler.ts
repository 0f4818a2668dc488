import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './db/unavailable.js';
import { HttpError, OAuthError } from './errors.js';

// Errors raised inside the multipart parser carry no status; their stack says where they come from.
const isMultipartParserError = (err: Error) => /[\\/]@fastify[\\/]busboy[\\/]/.test(err.stack ?? '');

/** One place turns thrown errors into the error shape of docs/api.md; 5xx details are logged, never sent. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | Error, request, reply) => {
    if (err instanceof OAuthError) {
      return reply.code(err.statusCode).headers(err.headers).send({ error: err.error, error_description: err.description });
    }
    if (err instanceof HttpError) {
      const body = { statusCode: err.statusCode, error: err.error, message: err.message, ...(err.details ? { details: err.details } : {}) };
      return reply.code(err.statusCode).headers(err.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({ path: v.instancePath || '/', message: v.message ?? 'is invalid' }));
      const where = err.validationContext ?? 'request';
      return reply
        .code(400)
        .send({ statusCode: 400, error: 'Bad Request', message: `Invalid ${where}: ${details.map((d) => `${d.path} ${d.message}`).join('; ')}`, details });
    }
    // The multipart parser's own refusals (no boundary, another boundary, a body cut short) are the client's.
    if (isMultipartParserError(err)) {
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: `Malformed multipart body: ${err.message}` });
    }
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message: err.message });
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err: (err as Error).message }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE });
    }
    // The request id comes with request.log; the route is the pattern, so no id or value of the URL is repeated.
    request.log.error({ err, route: `${request.method} ${request.routeOptions.url ?? '(no route)'}` }, 'request failed');
    return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
  });
}
