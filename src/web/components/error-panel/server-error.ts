import { ApiError } from '../../lib/api-error';

/**
 * Status 500 or higher on a read shows the error panel (docs/product/platform.md §8); other statuses are only logged.
 */
export function isServerError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 500;
}
