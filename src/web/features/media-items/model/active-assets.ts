import type { MediaItem } from '../../../../domain/media-items/types';
import { isActiveNow } from '../../../../domain/relations/periods';

// Apart from rules.ts (which re-exports it): the list's tiles need this alone, not the form's rules and their schemas.
/**
 * The venue tile's badge (docs/decisions/0055-item-list-page.md): anchored assets whose relation runs now (start ≤ now ≤ close);
 * a disabled anchor does not count.
 */
export function activeAssetCount(item: Pick<MediaItem, 'relations'>, now: Date = new Date()): number {
  return (item.relations ?? []).filter((r) => r.relation === 'asset' && isActiveNow(r, now)).length;
}
