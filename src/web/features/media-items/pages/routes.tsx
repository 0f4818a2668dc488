import type { MediaItemPageKind } from '../../../../domain/media-items/types';
import { RecordRoute } from '../../../components/record/record-page';
import { AssetByNamePage } from './asset-by-name-page';
import { ItemPage } from './item-page';

/** The elements of the venue, asset and device record routes (../index.tsx), loaded with their chunk. */
export const recordPage = (kind: MediaItemPageKind) => <RecordRoute name={kind} render={(id) => <ItemPage kind={kind} id={id} />} />;
export const assetByNamePage = <AssetByNamePage />;
