import { Alert } from '@mantine/core';
import { ApiError, describeError } from '../../lib/api-error';
import { ErrorPanel, isServerError } from '../error-panel';
import { NotPermittedContent } from '../status-message';

/** The record could not be read because it does not exist (another tenant's too). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The body for a record that failed to load for any other reason: not permitted, or the error itself. */
export function LoadFailure({ error }: { error: unknown }) {
  if (error instanceof ApiError && error.status === 403) return <NotPermittedContent />;
  return isServerError(error) ? (
    <ErrorPanel error={error} />
  ) : (
    <Alert color="red" role="alert">
      {describeError(error)}
    </Alert>
  );
}
