import { Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { ShowMore } from '../../../components/list-toolbar';
import type { SignagePlaylist } from '../api/types';
import { countOf } from '../../../../domain/common/text';

interface PlaylistCardsProps {
  playlists: readonly SignagePlaylist[];
  /** Edit and Delete are offered to editors while no playlist form is open. */
  mayEdit: boolean;
  onEdit(id: string): void;
  onDelete(playlist: SignagePlaylist): void;
  more: { visible: boolean; loading: boolean; onClick(): void };
}

/**
 * docs/product/creatives-assets-signage.md §2.13: a card per playlist, each with an Edit button (and ours, Delete), a
 * page at a time.
 */
export function PlaylistCards({ playlists, mayEdit, onEdit, onDelete, more }: PlaylistCardsProps) {
  if (!playlists.length) return <Text c="dimmed">No playlists yet.</Text>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {playlists.map((p) => (
          <Card key={p.id} withBorder data-testid="playlist-card">
            <Text fw={600}>{p.name}</Text>
            <Text size="sm" c="dimmed">
              {p.media_count} media · {countOf(p.display_count, 'display')}
            </Text>
            <Group justify="flex-end" mt="sm" gap="xs">
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} />}
                disabled={!mayEdit}
                onClick={() => onDelete(p)}
                aria-label={`Delete ${p.name}`}
              >
                Delete
              </Button>
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
      <ShowMore {...more} />
    </>
  );
}
