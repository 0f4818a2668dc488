import type { RouteObject } from 'react-router';
import { firstTiles, lazyPage, recordById } from '../../lib/lazy-page';
import { creatives } from './api/creatives';
import { creativesQueryKey, getCreatives } from './api/get-creatives';

// The list and the record page are chunks of their own: the list carries none of the record's editors.
const list = () => import('./pages/creative-list-page');
const record = () => import('./pages/routes');

/**
 * The workspace shell's creative routes (docs/product/creatives-assets-signage.md §2.1–2.2): the list, a new creative
 * and a stored one.
 */
export const creativeRoutes: RouteObject[] = [
  {
    path: 'creatives',
    ...lazyPage(
      list,
      (m) => <m.CreativeListPage />,
      firstTiles((aggregateId) => creativesQueryKey(aggregateId, ''), getCreatives),
    ),
  },
  ...['create', ':id', ':id/edit'].map((child) => ({ path: `creatives/${child}`, ...lazyPage(record, (m) => m.recordPage, recordById(creatives)) })),
];
