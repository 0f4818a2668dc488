import { Box } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { describeError } from '../lib/api-error';
import { StatusMessage } from './status-message';

/**
 * Shown when a route fails in a way no page handles: inside a tenant's shell (header, menu, a way back)
 * for its pages, alone with a way home elsewhere.
 */
export function RouteError() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : describeError(error);
  return (
    <Box mih="60vh" role="alert">
      <StatusMessage title="Something went wrong" text={text} testId="route-error" />
    </Box>
  );
}
