import type { SignageMedia } from '../../../../domain/signage/media';
import { api } from '../../../lib/api';
import { atWorkspace as at, SIGNAGE_BASE as BASE } from '../../../components/signage/api';

/** `DELETE /api/2.0/zeetaminds/media/{id}`: 409 naming the playlists that play it, or when it is the override. */
export const deleteMedia = (id: string) => api.del<unknown>(`${BASE}/media/${encodeURIComponent(id)}`);

/** `POST /api/2.0/zeetaminds/media/file?aggregate=` (multipart): the fields, then the file; `onProgress` hears the bytes sent. */
export function uploadMedia(aggregateId: string, file: File, fields: Record<string, string>, onProgress: (loaded: number, total: number) => void) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return api.postMultipart<SignageMedia>(`${BASE}/media/file?${at(aggregateId)}`, form, { onUploadProgress: onProgress });
}
