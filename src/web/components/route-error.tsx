import { Center } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { describeError } from '../lib/api-error';
import { StatusMessage } from './status-message';

/** Shown when a route fails in a way no page handles. */
export function RouteError() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : describeError(error);
  return (
    <Center mih="60vh" role="alert">
      <StatusMessage title="Something went wrong" text={text} testId="route-error" />
    </Center>
  );
}
