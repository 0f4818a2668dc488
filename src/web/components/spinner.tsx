import { Center, Loader, Stack, Text, type LoaderProps } from '@mantine/core';

/** The spinner of docs/product/platform.md §2.7. */
export function Spinner(props: LoaderProps) {
  return <Loader aria-label="Loading" role="status" {...props} />;
}

/** A spinner in the middle of the page, while a route loads; with a word under it when the wait may be long. */
export function PageLoader({ label }: { label?: string }) {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm">
        <Spinner size="lg" />
        {label && (
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
