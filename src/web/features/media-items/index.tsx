import type { RouteObject } from 'react-router';
import { MEDIA_ITEM_PAGE_KINDS } from '../../../domain/media-items/types';
import { firstTiles, lazyPage, recordById } from '../../lib/lazy-page';
import { getItems, itemsQueryKey } from './api/get-items';
import { ITEM_RESOURCES } from './api/items';
import { ITEM_KINDS } from './model/kinds';

// A list and a record page are chunks of their own: a list carries none of the record's editors, map or pickers.
const lists = () => import('./pages/item-list-page');
const records = () => import('./pages/routes');

/**
 * The workspace shell's venue, asset and device routes (docs/product/campaigns-venues-events.md §2.4–2.5,
 * docs/product/creatives-assets-signage.md §2.11–2.12).
 */
export const mediaItemRoutes: RouteObject[] = [
  ...MEDIA_ITEM_PAGE_KINDS.flatMap((kind) => {
    const { segment } = ITEM_KINDS[kind];
    return [
      {
        path: segment,
        ...lazyPage(
          lists,
          (m) => <m.ItemListPage key={kind} kind={kind} />,
          firstTiles(
            (aggregateId) => itemsQueryKey(kind, aggregateId, false),
            (aggregateId, page) => getItems(kind, { aggregateId, withPublic: false, ...page }),
          ),
        ),
      },
      ...['create', ':id', ':id/edit'].map((child) => ({
        path: `${segment}/${child}`,
        ...lazyPage(records, (m) => m.recordPage(kind), recordById(ITEM_RESOURCES[kind])),
      })),
    ];
  }),
  // An asset tile's arrow goes to ../{asset name} (docs/product/creatives-assets-signage.md §2.11); any other unknown
  // name is not found.
  { path: ':name', ...lazyPage(records, (m) => m.assetByNamePage) },
];
