import { Badge, Group } from '@mantine/core';
import { statusChips } from '../../../../domain/media-items/chips';
import type { MediaItem, MediaItemPageKind } from '../../../../domain/media-items/types';

/**
 * The page's status chips (docs/product/campaigns-venues-events.md §2.5,
 * docs/product/creatives-assets-signage.md §2.11), read at render time.
 */
export function StatusChips({ page, item }: { page: MediaItemPageKind; item: Partial<MediaItem> }) {
  return (
    <Group gap="xs" data-testid="status-chips">
      {statusChips(page, item, new Date()).map((c) => (
        <Badge key={c.label} color={c.linked ? 'green' : 'gray'} variant={c.linked ? 'filled' : 'light'}>
          {c.label}
        </Badge>
      ))}
    </Group>
  );
}
