import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

// The summary, the list and the record page are chunks of their own.
const summary = () => import('./pages/treasury-summary-page');
const list = () => import('./pages/instrument-list-page');
const record = () => import('./pages/routes');

const instrumentRoutes = (segment: string): RouteObject[] => [
  { path: segment, ...lazyPage(list, (m) => <m.InstrumentListPage />) },
  ...['create', ':id'].map((child) => ({ path: `${segment}/${child}`, ...lazyPage(record, (m) => m.recordPage) })),
];

/**
 * The treasury view's routes (docs/product/platform.md §2.1): summary, instruments, instruments/create,
 * instruments/{id}.
 */
export const treasuryRoutes: RouteObject[] = [{ path: 'summary', ...lazyPage(summary, (m) => <m.TreasurySummaryPage />) }, ...instrumentRoutes('instruments')];

/** A workspace's INSTRUMENT menu item: the instruments of that workspace, with the same pages. */
export const workspaceInstrumentRoutes: RouteObject[] = instrumentRoutes('instrument');
