import { Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { SignagePlaylist } from '../api/types';

interface PlaylistCardsProps {
  playlists: readonly SignagePlaylist[];
  /** Edit is offered to editors while no playlist form is open. */
  mayEdit: boolean;
  onEdit(id: string): void;
}

/** Spec 03 §2.13: a card per playlist, each with an Edit button. */
export function PlaylistCards({ playlists, mayEdit, onEdit }: PlaylistCardsProps) {
  if (!playlists.length) return <Text c="dimmed">No playlists yet.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      {playlists.map((p) => (
        <Card key={p.id} withBorder data-testid="playlist-card">
          <Text fw={600}>{p.name}</Text>
          <Text size="sm" c="dimmed">
            {p.media_count} media · {p.display_count} display{p.display_count === 1 ? '' : 's'}
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPencil size={14} />}
              disabled={!mayEdit}
              onClick={() => onEdit(p.id)}
              aria-label={`Edit ${p.name}`}
            >
              Edit
            </Button>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
