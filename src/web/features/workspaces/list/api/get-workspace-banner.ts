import { api } from '../../../../lib/api';

/** The workspace's banner (`/images?type=ma&id={id}&for=banner`) read with the bearer token, or null when none is stored. */
export async function getWorkspaceBanner(id: string): Promise<Blob | null> {
  const query = new URLSearchParams({ type: 'ma', id, for: 'banner' });
  try {
    return await api.getBlob(`/images?${query}`);
  } catch {
    return null; // spec §7: a failed load keeps the placeholder
  }
}
