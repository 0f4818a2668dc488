import type { Campaign } from '../../../../domain/campaigns/types';
import { imagePath } from '../../../../domain/images/upload-status';
import { uploadImage } from '../../../components/image-upload';
import { api } from '../../../lib/api';

/**
 * A new campaign's banner: its own image, and the image of the creative made with it
 * (docs/product/campaigns-venues-events.md §4.7).
 */
export async function uploadCampaignBanner(campaign: Campaign, banner: Blob): Promise<void> {
  await uploadImage(api, imagePath('campaign', campaign.id, 'img'), banner);
  const creative = campaign.relations?.find((r) => r.relation === 'creative');
  if (creative) await uploadImage(api, imagePath('creative', creative.id, 'img'), banner);
}
