import { Alert } from '@mantine/core';
import { ApiError, describeError } from '../../lib/api-error';
import { ErrorPanel, isServerError } from '../error-panel';
import { NotPermittedContent } from '../status-message';

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
