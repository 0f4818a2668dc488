import { ActionIcon, Badge, Group, Paper, Text } from '@mantine/core';
import { IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Relation } from '../../../domain/media-items/types';
import { FromTo } from './date-time';
import { Hint } from '../hint';

interface RelationCardProps {
  relation: Relation;
  /** The section may change anchors (the caller's role), and no other card is being edited. */
  editable: boolean;
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
}

/**
 * Read mode of an anchor (docs/product/campaigns-venues-events.md §2.8): name, from, to; edit and delete only on the
 * viewer's own anchors.
 */
export function RelationCard({ relation, editable, busy, onEdit, onDelete }: RelationCardProps) {
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="relation-card" aria-label={relation.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={600} truncate>
              {relation.name}
            </Text>
            {!relation.enabled && (
              <Badge size="xs" color="gray">
                Disabled
              </Badge>
            )}
          </Group>
          <FromTo start={relation.start} close={relation.close} />
        </div>
        {relation.owned ? (
          editable && (
            <Group gap={2} wrap="nowrap">
              <Hint label="Edit">
                <ActionIcon variant="subtle" aria-label={`Edit ${relation.name}`} onClick={onEdit} disabled={busy}>
                  <IconPencil size={16} />
                </ActionIcon>
              </Hint>
              <Hint label="Delete">
                <ActionIcon variant="subtle" color="red" aria-label={`Delete ${relation.name}`} onClick={onDelete} disabled={busy}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Hint>
            </Group>
          )
        ) : (
          <Hint label="Owned by another workspace">
            <Badge variant="light" color="gray" leftSection={<IconLock size={12} />} data-testid="relation-private">
              Private
            </Badge>
          </Hint>
        )}
      </Group>
    </Paper>
  );
}
