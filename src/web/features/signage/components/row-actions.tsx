import { Button, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface RowActionsProps {
  name: string;
  onEdit?(): void;
  onDelete(): void;
}

/** A table row's Edit (where the row has a form) and Delete, named for the row (assistive technology, tests). */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      {onEdit && (
        <Button size="compact-xs" variant="light" leftSection={<IconPencil size={12} />} aria-label={`Edit ${name}`} onClick={onEdit}>
          Edit
        </Button>
      )}
      <Button size="compact-xs" variant="light" color="red" leftSection={<IconTrash size={12} />} aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </Group>
  );
}
