import { api } from './api';
import { ApiError } from './api-error';

interface GraphQlAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** HTTP status a GraphQL error code stands for, so pages treat it like any failed read. */
const STATUS_OF_CODE: Record<string, number> = { FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400, UNAUTHENTICATED: 401 };

/**
 * `POST /api/1.0/media-query` (docs/api.md, Graph queries; queries only: sent as a read, not a write). Errors inside a 200 answer (authorisation)
 * reject with an ApiError whose status follows the error code, 500 for anything unnamed.
 */
export async function mediaQuery<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const answer = await api.post<GraphQlAnswer<T>>('/api/1.0/media-query', { query, variables }, { readOnly: true });
  const first = answer?.errors?.[0];
  if (first || !answer?.data) {
    const code = first?.extensions?.code ?? '';
    throw new ApiError(STATUS_OF_CODE[code] ?? 500, code, { message: first?.message ?? 'The graph query gave no data.', error: code });
  }
  return answer.data;
}
