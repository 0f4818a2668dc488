import { IconBuildingStore } from '@tabler/icons-react';
import { BannerImage } from '../../../components/banner-image';

/** The workspace's banner (image type 'ma'). */
export function WorkspaceBanner({ id, name }: { id: string; name: string }) {
  return <BannerImage type="ma" id={id} name={name} placeholder={IconBuildingStore} testId="workspace-banner" />;
}
