import type { MediaEvent } from '../../../../domain/events/types';
import { api } from '../../../lib/api';
import { itemApi, queryOf } from '../../../lib/item-api';
import { kindKey } from '../../../lib/resource';

const events = itemApi<MediaEvent>('/api/2.0/events');

/** Spec 02 §7.4: what the event list reads (and the id the tiles link with). */
// The tile's venue is the relation to a venue that runs now (its kind, id and window).
export const EVENT_LIST_FIELDS = 'id name relations.relation relations.id relations.start relations.close relations.enabled schedules type subtype category aggregate_id';

export type EventTileData = Pick<MediaEvent, 'id' | 'name' | 'relations' | 'schedules' | 'type' | 'subtype' | 'category' | 'aggregate_id'>;

/** Every list read of a workspace's events sits under this key: a save invalidates them all at once. */
export const eventsQueryKey = (aggregateId: string) => [...kindKey('event'), 'list', aggregateId] as const;
export const eventPagesQueryKey = (aggregateId: string, period: EventPeriod, name: string) => [...eventsQueryKey(aggregateId), 'pages', period, name] as const;
export const eventPeriodsQueryKey = (aggregateId: string, name: string) => [...eventsQueryKey(aggregateId), 'periods', name] as const;
export const eventQueryKey = (aggregateId: string, id: string) => [...kindKey('event'), 'detail', aggregateId, id] as const;

/** Spec 02 §2.6's two groups: current (no schedule, or one not yet closed) and historical (every schedule closed). */
export type EventPeriod = 'current' | 'historical';
export type EventPeriodCounts = Record<EventPeriod, number>;

export interface EventPage {
  aggregateId: string;
  period: EventPeriod;
  /** Only events whose name contains this text, ignoring case; '' for all. */
  name: string;
  limit: number;
  offset: number;
}

/**
 * `GET /api/2.0/events?aggregate&period&sort=schedule&name&limit&offset&fields`: one page of one group,
 * unscheduled events first, then by the schedule closing last; the server splits, orders and filters,
 * so years of historical events are read only a page at a time and only when asked for.
 */
export function getEventPage(page: EventPage, reset = false): Promise<EventTileData[]> {
  const { aggregateId, ...rest } = page;
  return events.page<EventTileData>({ ...rest, aggregate: aggregateId, sort: 'schedule', fields: EVENT_LIST_FIELDS }, reset);
}

/** `GET /api/2.0/events/periods?aggregate&name`: how many events each group holds (the hints, the empty text). */
export function getEventPeriods(aggregate: string, name: string, reset = false): Promise<EventPeriodCounts> {
  return api.get<EventPeriodCounts>(`/api/2.0/events/periods?${queryOf({ aggregate, name })}`, { reset });
}

/** `GET /api/2.0/events/{id}?aggregate`; `reset` skips every cache (refresh). */
export function getEvent(aggregate: string, id: string, reset = false): Promise<MediaEvent> {
  return events.get(aggregate, id, reset);
}

/** `POST /api/2.0/events?aggregate` with the form's fields (no id, relations or schedules) → the stored event. */
export function createEvent(aggregate: string, body: Record<string, unknown>): Promise<MediaEvent> {
  return events.create(aggregate, body);
}

/** `PUT /api/2.0/events/{id}` with the changed fields plus the id (a schedule save sends only the schedules). */
export function updateEvent(id: string, changes: Record<string, unknown>): Promise<MediaEvent> {
  return events.update(id, changes);
}
