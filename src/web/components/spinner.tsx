import { Center, Loader, type LoaderProps } from '@mantine/core';

/** The spinner of spec §2.7. */
export function Spinner(props: LoaderProps) {
  return <Loader aria-label="Loading" role="status" {...props} />;
}

/** A spinner in the middle of the page, while a route loads. */
export function PageLoader() {
  return (
    <Center mih="60vh">
      <Spinner size="lg" />
    </Center>
  );
}
