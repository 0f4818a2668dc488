import type { RouteObject } from 'react-router';
import { lazyPage, recordById } from '../../lib/lazy-page';
import { events } from './api/events';

// The list and the record page are chunks of their own: the list carries none of the record's editors.
const list = () => import('./pages/event-list-page');
const record = () => import('./pages/routes');

/**
 * The workspace shell's event routes (docs/product/campaigns-venues-events.md §2.6): the list, a new event and a stored
 * one.
 */
export const eventRoutes: RouteObject[] = [
  { path: 'events', ...lazyPage(list, (m) => <m.EventListPage />) },
  ...['create', ':id'].map((child) => ({ path: `events/${child}`, ...lazyPage(record, (m) => m.recordPage, recordById(events)) })),
];
