import type { MediaItemPageKind } from '../../../../../domain/media-items/types';
import { api } from '../../../../lib/api';

/** The item's banner (`/images?type={kind}&id={id}&for=banner`) read with the bearer token, or null when none is stored. */
export async function getItemBanner(kind: MediaItemPageKind, id: string): Promise<Blob | null> {
  const query = new URLSearchParams({ type: kind, id, for: 'banner' });
  try {
    return await api.getBlob(`/images?${query}`);
  } catch {
    return null; // a failed load keeps the placeholder
  }
}
