import type { ListPeriod } from '../../../../domain/common/list-query';
import type { MediaEvent } from '../../../../domain/events/types';
import { api } from '../../../lib/api';
import { queryOf } from '../../../lib/resource';
import { events } from './events';

/** docs/product/campaigns-venues-events.md §7: what the event list reads (and the id the tiles link with). */
// The tile's venue is the relation to a venue that runs now (its kind, id and window).
const EVENT_LIST_FIELDS =
  'id name relations.relation relations.id relations.start relations.close relations.enabled schedules type subtype category aggregate_id';

export type EventTileData = Pick<MediaEvent, 'id' | 'name' | 'relations' | 'schedules' | 'type' | 'subtype' | 'category' | 'aggregate_id'>;

/**
 * docs/product/campaigns-venues-events.md §2.6's two groups: current (no schedule, or one not yet closed) and
 * historical (every schedule closed).
 */
export type EventPeriodCounts = Record<ListPeriod, number>;

export const eventsQueryKey = (aggregateId: string, period: ListPeriod, name: string) => events.keys.list(aggregateId, period, name);
export const eventPeriodsQueryKey = (aggregateId: string, name: string) => events.keys.list(aggregateId, 'periods', name);

/**
 * `GET /api/2.0/events?aggregate&period&sort=schedule&name&limit&offset&fields`: one page of one group,
 * unscheduled events first, then by the schedule closing last; the server splits, orders and filters,
 * so years of historical events are read only a page at a time and only when asked for.
 */
export function getEvents(
  aggregateId: string,
  page: { period: ListPeriod; name: string; limit: number; offset: number },
  reset = false,
): Promise<EventTileData[]> {
  return events.list<EventTileData>(aggregateId, { ...page, sort: 'schedule', fields: EVENT_LIST_FIELDS }, reset);
}

/** `GET /api/2.0/events/periods?aggregate&name`: how many events each group holds (the hints, the empty text). */
export function getEventPeriods(aggregate: string, name: string, reset = false): Promise<EventPeriodCounts> {
  return api.get<EventPeriodCounts>(`/api/2.0/events/periods?${queryOf({ aggregate, name })}`, { reset });
}
