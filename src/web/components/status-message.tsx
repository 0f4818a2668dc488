import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export const NOT_FOUND_TEXT = 'The page you requested is not available on the server.';
export const INSUFFICIENT_PRIVILEGE_TEXT =
  'You do not have sufficient privileges to view the page you requested on the server. Please contact your administrator.';

interface StatusMessageProps {
  title: string;
  text: string;
  testId: string;
}

/** A short message with a link home: the body of the not-found and not-permitted pages. */
export function StatusMessage({ title, text, testId }: StatusMessageProps) {
  return (
    <Center py="xl" px="md" data-testid={testId}>
      <Stack align="center" gap="sm" maw={560}>
        <Title order={2}>{title}</Title>
        <Text ta="center">{text}</Text>
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
      </Stack>
    </Center>
  );
}

/** Not-found content; also shown inside the layout shell for pages that do not exist (yet). */
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

export function InsufficientPrivilegePage() {
  return (
    <Center mih="100vh">
      <NotPermittedContent />
    </Center>
  );
}
