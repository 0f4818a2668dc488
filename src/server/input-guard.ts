import type { FastifyInstance } from 'fastify';
import { unstorableTextAt, UNSTORABLE_TEXT_MESSAGE } from '../domain/common/text.js';
import { badRequest } from './errors.js';

/**
 * Refuses, for every route, text the database cannot store (a NUL character or a lone surrogate)
 * anywhere in the path parameters, the query or the parsed body, keys included: 400 with the place,
 * as a schema's refusal reads, before any schema or service sees it (src/domain/common/text.ts).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const at = unstorableTextAt(value);
      if (at === null) continue;
      const path = at || '/';
      throw badRequest(`Invalid ${where}: ${path} ${UNSTORABLE_TEXT_MESSAGE}`, [{ path, message: UNSTORABLE_TEXT_MESSAGE }]);
    }
  });
}
