import { useState } from 'react';
import { Paper } from '@mantine/core';
import { imagePath } from '../../../../domain/images/upload-status';
import { ImageUpload, PREVIEW_SLOT, type ImageSlot } from '../../../components/image-upload';

/**
 * The profile's banner (docs/product/platform.md §2.11): the upload panel of every banner, 16:9; its own user uploads
 * it at once.
 */
export function ProfileBannerImage({ profileId }: { profileId: string }) {
  const [slot, setSlot] = useState<ImageSlot>(PREVIEW_SLOT);
  return (
    <Paper withBorder p="md">
      <ImageUpload label="Banner" purpose="banner" source={imagePath('profile', profileId, 'banner')} editing slot={slot} onSlotChange={setSlot} />
    </Paper>
  );
}
