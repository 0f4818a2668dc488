import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { describeError } from '../lib/api-error';

/** Shown when a route fails in a way no page handles. */
export function RouteError() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : describeError(error);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={560} role="alert">
        <Title order={2}>Something went wrong</Title>
        <Text ta="center">{text}</Text>
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
      </Stack>
    </Center>
  );
}
