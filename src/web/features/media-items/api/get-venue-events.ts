import { MAX_LIST_IDS } from '../../../../domain/common/list-query';
import type { MediaEvent } from '../../../../domain/events/types';
import { kindKey, resourceCalls } from '../../../lib/resource';

/** What a venue's events view reads of each event. */
export type VenueEvent = Pick<MediaEvent, 'id' | 'name' | 'schedules' | 'relations'>;

const events = resourceCalls<VenueEvent, string>({ path: '/api/2.0/events', scope: (aggregate) => ({ aggregate }) });

/** Under the events' root: saving an event (its schedules, its campaigns) refreshes the view. */
export const venueEventsKey = (aggregateId: string, ids: readonly string[]) => [...kindKey('event'), 'of-venue', aggregateId, ...ids] as const;

/**
 * `GET /api/2.0/events?aggregate&ids&public=true&fields=id name schedules relations`: the events anchored
 * to a venue, with those of other workspaces the caller's workspace may see.
 */
export function getVenueEvents(aggregateId: string, ids: readonly string[]): Promise<VenueEvent[]> {
  const wanted = ids.slice(0, MAX_LIST_IDS);
  return events.list(aggregateId, { ids: wanted, withPublic: true, fields: 'id name schedules relations', limit: wanted.length, offset: 0 });
}
