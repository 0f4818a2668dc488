import type { RouteObject } from 'react-router';
import { MEDIA_ITEM_PAGE_KINDS } from '../../../domain/media-items/types';
import { lazyPage } from '../../lib/lazy-page';
import { ITEM_KINDS } from './model/kinds';

const pages = () => import('./pages/routes');

/** The workspace shell's venue, asset and device routes (spec 02 §2.4–2.5, spec 03 §2.11–2.12). */
export const mediaItemRoutes: RouteObject[] = [
  ...MEDIA_ITEM_PAGE_KINDS.flatMap((kind) => {
    const { segment } = ITEM_KINDS[kind];
    return [
      { path: segment, ...lazyPage(pages, (m) => m.listPage(kind)) },
      ...['create', ':id', ':id/edit'].map((child) => ({ path: `${segment}/${child}`, ...lazyPage(pages, (m) => m.recordPage(kind)) })),
    ];
  }),
  // An asset tile's arrow goes to ../{asset name} (spec 03 §2.11); any other unknown name is not found.
  { path: ':name', ...lazyPage(pages, (m) => m.assetByNamePage) },
];
