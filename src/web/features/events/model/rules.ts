import { EVENT_MESSAGES } from '../../../../domain/events/types';
import { ITEM_MESSAGES } from '../../../../domain/media-items/types';
import type { EventTileData } from '../api/get-events';

/** docs/product/campaigns-venues-events.md §8: an event's saves, its schedules' too. */
export const SAVE_MESSAGES = { noChanges: ITEM_MESSAGES.noChanges, progress: EVENT_MESSAGES.saving, saved: EVENT_MESSAGES.saved };

/** The venues a page of events is attached to, sorted and without repeats (one query key per set). */
export function venueIdsOf(events: readonly EventTileData[]): string[] {
  return [...new Set(events.flatMap((e) => (e.relations ?? []).filter((r) => r.relation === 'venue').map((r) => r.id)))].sort();
}
