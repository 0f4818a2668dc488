import { EventInput } from '../../../../domain/events/event';
import { EVENT_SECTIONS } from '../../../../domain/events/sections';
import { EVENT_MESSAGES } from '../../../../domain/events/types';
import { ITEM_MESSAGES } from '../../../../domain/media-items/item';
import type { FormErrors } from '../../../lib/record/draft';
import type { EventTileData } from '../api/get-events';
import type { EventDraft } from './draft';

/** Spec 02 §8: an event's saves, its schedules' too. */
export const SAVE_MESSAGES = { noChanges: ITEM_MESSAGES.noChanges, progress: EVENT_MESSAGES.saving, saved: EVENT_MESSAGES.saved };

/**
 * Primary details' problems shown on the fields (spec 02 §5): name required; code required once the event
 * exists (a new one may leave it blank to have it generated); every limit as the server's schema says.
 */
export function formErrors(draft: EventDraft, creating: boolean): FormErrors<EventDraft> {
  const errors: FormErrors<EventDraft> = {};
  const primary = Object.fromEntries(EVENT_SECTIONS.primary.fields.filter((f) => Object.hasOwn(draft, f)).map((f) => [f, draft[f as keyof EventDraft]]));
  for (const issue of EventInput.safeParse(primary).error?.issues ?? []) {
    const field = issue.path[0] as keyof EventDraft;
    errors[field] ??= issue.message;
  }
  if (!draft.name.trim()) errors.name = 'Name is required';
  if (!creating && !draft.code.trim()) errors.code = 'Code is required';
  return errors;
}

/** The venues a page of events is attached to, sorted and without repeats (one query key per set). */
export function venueIdsOf(events: readonly EventTileData[]): string[] {
  return [...new Set(events.flatMap((e) => (e.relations ?? []).filter((r) => r.relation === 'venue').map((r) => r.id)))].sort();
}
