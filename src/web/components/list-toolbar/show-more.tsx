import { Button, Group } from '@mantine/core';

/** Under a paged list's tiles while the last page was full: reads the next page. */
export function ShowMore({ visible, loading, onClick }: { visible: boolean; loading: boolean; onClick(): void }) {
  if (!visible) return null;
  return (
    <Group justify="center">
      <Button variant="light" loading={loading} onClick={onClick}>
        Show more
      </Button>
    </Group>
  );
}
