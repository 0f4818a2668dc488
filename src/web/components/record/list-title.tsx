import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useShellView } from '../../lib/shell-view';

/**
 * A list page's title row: the title, and at its end the list's create action ('Create Venue' …) when the
 * caller may create there (docs/product/platform.md §2.6, §6). Every list shows create here and nowhere else.
 */
export function ListTitle({ title }: { title: string }) {
  const { createAction } = useShellView();
  return (
    <Group justify="space-between" gap="sm" data-testid="list-title">
      <Title order={1} size="h3">
        {title}
      </Title>
      {createAction && (
        <Button component={Link} to={createAction.to} leftSection={<IconPlus size={16} />} data-testid="list-create">
          {createAction.label}
        </Button>
      )}
    </Group>
  );
}
