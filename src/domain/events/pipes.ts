import { formatShortDate } from '../common/dates.js';
import type { Relation, Schedule } from '../media-items/types.js';
import { periodOf } from '../relations/periods.js';

/**
 * The address parts an event shows of its venue (docs/product/creatives-assets-signage.md §7: venue read with 'name
 * locality city state').
 */
export interface VenueAddress {
  locality?: string | null;
  city?: string | null;
  state?: string | null;
}

export const NO_LOCATION = 'No location available';
export const TILE_NO_LOCATION = 'Location not available';
export const NOT_SCHEDULED = 'Not scheduled';

/** 'locality, city, state' without blanks; '' when the venue has none of them. */
export function addressLine(venue: VenueAddress | null | undefined): string {
  return [venue?.locality, venue?.city, venue?.state]
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(', ');
}

/** Venue pipe (docs/product/campaigns-venues-events.md §2.6): 'Location: …' or 'No location available'. */
export function locationPipe(venue: VenueAddress | null | undefined): string {
  const line = addressLine(venue);
  return line ? `Location: ${line}` : NO_LOCATION;
}

/** An event tile's venue address, or 'Location not available' (docs/product/campaigns-venues-events.md §2.6). */
export function tileAddress(venue: VenueAddress | null | undefined): string {
  return addressLine(venue) || TILE_NO_LOCATION;
}

/**
 * Venue pipe (docs/product/campaigns-venues-events.md §2.6): 'Schedule: start - end' in en-GB dates of the workspace's
 * zone, or 'Not scheduled'.
 */
export function schedulePipe(schedule: Pick<Schedule, 'start' | 'close'> | null | undefined, timeZone?: string): string {
  if (!schedule) return NOT_SCHEDULED;
  const start = formatShortDate(schedule.start, timeZone);
  const close = formatShortDate(schedule.close, timeZone);
  return start && close ? `Schedule: ${start} - ${close}` : NOT_SCHEDULED;
}

/**
 * The venue an event is held at: of its venue relations, an enabled one running now, else the first
 * enabled one, else the first. Undefined when it has none.
 */
export function eventVenue(relations: readonly Relation[] | null | undefined, now: Date = new Date()): Relation | undefined {
  const venues = (relations ?? []).filter((r) => r.relation === 'venue');
  return venues.find((r) => periodOf(r, now) === 'current') ?? venues.find((r) => r.enabled) ?? venues[0];
}
