import type { RouteObject } from 'react-router';
import { MEDIA_ITEM_PAGE_KINDS } from '../../../domain/media-items/types';
import { RecordRoute } from '../../components/record';
import { ITEM_KINDS } from './model/kinds';
import { AssetByNamePage } from './pages/asset-by-name-page';
import { ItemListPage } from './pages/item-list-page';
import { ItemPage } from './pages/item-page';

/** The workspace shell's venue, asset and device routes (spec 02 §2.4–2.5, spec 03 §2.11–2.12). */
export const mediaItemRoutes: RouteObject[] = [
  ...MEDIA_ITEM_PAGE_KINDS.flatMap((kind) => {
    const { segment } = ITEM_KINDS[kind];
    const page = <RecordRoute name={kind} render={(id) => <ItemPage kind={kind} id={id} />} />;
    return [
      { path: segment, element: <ItemListPage key={kind} kind={kind} /> },
      ...['create', ':id', ':id/edit'].map((child) => ({ path: `${segment}/${child}`, element: page })),
    ];
  }),
  // An asset tile's arrow goes to ../{asset name} (spec 03 §2.11); any other unknown name is not found.
  { path: ':name', element: <AssetByNamePage /> },
];
