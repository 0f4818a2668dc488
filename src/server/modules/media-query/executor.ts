import {
  execute,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
} from 'graphql';
import { HttpError } from '../../errors.js';
import { costLimits } from './limits.js';
import { rootValue } from './resolvers.js';
import { schema } from './schema.js';
import type { QueryContext } from './scope.js';

export interface GraphRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

export interface GraphAnswer {
  statusCode: number;
  body: { data?: unknown; errors?: GraphQLFormattedError[] };
}

// The schema is in docs/api.md; introspection would only widen what a crafted document can do.
const rules = [...specifiedRules, NoSchemaIntrospectionCustomRule, costLimits];

/** Pages send the same few documents over and over: parsed and validated ones are kept. */
const documents = new Map<string, DocumentNode>();
const MAX_CACHED = 200;

function checkedDocument(query: string): DocumentNode | readonly GraphQLError[] {
  const cached = documents.get(query);
  if (cached) return cached;
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: 2000 });
  } catch (err) {
    return [err instanceof GraphQLError ? err : new GraphQLError(String(err))];
  }
  const errors = validate(schema, document, rules);
  if (errors.length) return errors;
  if (documents.size >= MAX_CACHED) documents.delete(documents.keys().next().value!);
  documents.set(query, document);
  return document;
}

const CODES: Record<number, string> = { 400: 'BAD_USER_INPUT', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

/** A resolver's HttpError keeps its message and gets a code; anything else is hidden as internal. */
function formatError(err: GraphQLError, log: (err: unknown) => void): GraphQLFormattedError {
  const original = err.originalError;
  if (!original || original instanceof GraphQLError) return err.toJSON();
  if (original instanceof HttpError && CODES[original.statusCode]) {
    return { message: original.message, locations: err.locations, path: err.path, extensions: { code: CODES[original.statusCode] } };
  }
  log(original);
  return { message: 'Internal server error', locations: err.locations, path: err.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

const requestError = (errors: readonly GraphQLError[]): GraphAnswer => ({
  statusCode: 400,
  body: { errors: errors.map((e) => ({ ...e.toJSON(), extensions: { code: 'GRAPHQL_VALIDATION_FAILED', ...e.extensions } })) },
});

/**
 * GraphQL over HTTP (docs/api.md): a document that does not parse or validate, or variables that do
 * not fit, is a 400 without data; a bad argument value is a 400 with the answer; authorisation
 * failures are field errors in a 200 answer.
 */
export async function runGraphQuery(request: GraphRequest, qc: QueryContext, log: (err: unknown) => void): Promise<GraphAnswer> {
  const document = checkedDocument(request.query);
  if (!('kind' in document)) return requestError(document);
  const result = (await execute({
    schema,
    document,
    rootValue,
    contextValue: qc,
    variableValues: request.variables ?? undefined,
    operationName: request.operationName ?? undefined,
  })) as ExecutionResult;
  // No data at all (variables that do not fit, an operation the schema lacks): the request failed as a whole.
  if (result.data == null) return requestError(result.errors ?? []);
  const errors = result.errors?.map((e) => formatError(e, log));
  const badInput = errors?.some((e) => e.extensions?.code === 'BAD_USER_INPUT');
  return { statusCode: badInput ? 400 : 200, body: errors?.length ? { data: result.data, errors } : { data: result.data } };
}
