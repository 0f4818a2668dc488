import { Anchor, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../lib/page-title';
import { useShellView } from '../lib/shell-view';

export const NOT_FOUND_TEXT = 'The page you requested is not available on the server.';
export const INSUFFICIENT_PRIVILEGE_TEXT =
  'You do not have sufficient privileges to view the page you requested on the server. Please contact your administrator.';

interface StatusMessageProps {
  title: string;
  text: string;
  testId: string;
}

/**
 * A short message with a way on: inside a tenant's console (its shell around it) back to the previous page
 * or the console's home; outside, the home page. It names the browser tab too.
 */
export function StatusMessage({ title, text, testId }: StatusMessageProps) {
  const { home } = useShellView();
  const navigate = useNavigate();
  usePageTitle(title);
  return (
    <Center py="xl" px="md" data-testid={testId}>
      <Stack align="center" gap="sm" maw={560}>
        <Title order={2}>{title}</Title>
        <Text ta="center">{text}</Text>
        {home ? (
          <Group gap="md">
            <Button variant="default" onClick={() => navigate(-1)}>
              Go back
            </Button>
            <Anchor component={Link} to={home}>
              Go to the console home
            </Anchor>
          </Group>
        ) : (
          <Anchor component={Link} to="/">
            Go to the home page
          </Anchor>
        )}
      </Stack>
    </Center>
  );
}

/** Not-found content: inside the shell for a tenant's pages that do not exist, alone outside one. */
export function NotFoundContent() {
  return <StatusMessage title="Page not found" text={NOT_FOUND_TEXT} testId="not-found" />;
}

export function NotFoundPage() {
  return (
    <Center mih="100vh">
      <NotFoundContent />
    </Center>
  );
}

/** Not-permitted content; also the body of a page whose record the caller may not see. */
export function NotPermittedContent() {
  return <StatusMessage title="Not permitted" text={INSUFFICIENT_PRIVILEGE_TEXT} testId="insufficient-privilege" />;
}
