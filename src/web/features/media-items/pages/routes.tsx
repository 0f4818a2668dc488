import type { MediaItemPageKind } from '../../../../domain/media-items/types';
import { RecordRoute } from '../../../components/record';
import { AssetByNamePage } from './asset-by-name-page';
import { ItemListPage } from './item-list-page';
import { ItemPage } from './item-page';

/** The elements of the venue, asset and device routes (../index.tsx), loaded with the area's chunk. */
export const listPage = (kind: MediaItemPageKind) => <ItemListPage key={kind} kind={kind} />;
export const recordPage = (kind: MediaItemPageKind) => <RecordRoute name={kind} render={(id) => <ItemPage kind={kind} id={id} />} />;
export const assetByNamePage = <AssetByNamePage />;
