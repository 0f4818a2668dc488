import { IconBuildingStore, IconDeviceDesktop, IconRouter } from '@tabler/icons-react';
import type { MediaItemPageKind } from '../../../../domain/media-items/types';
import { BannerImage } from '../../../components/banner-image';

const PLACEHOLDER = { venue: IconBuildingStore, asset: IconDeviceDesktop, device: IconRouter } as const;

/** The item's banner, with its kind's icon as the placeholder. */
export function ItemBanner({ kind, id, name }: { kind: MediaItemPageKind; id: string; name: string }) {
  return <BannerImage type={kind} id={id} name={name} placeholder={PLACEHOLDER[kind]} testId="item-banner" />;
}
