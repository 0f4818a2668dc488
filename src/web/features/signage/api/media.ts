import type { SignageMedia } from '../../../../domain/signage/media';
import { api } from '../../../lib/api';
import { atWorkspace as at, SIGNAGE_BASE as BASE, signageKey } from '../../../components/signage/api';

/** `GET /api/2.0/zeetaminds/media?aggregate=`: the workspace's media, oldest first. */
export const mediaQuery = (aggregateId: string) => ({
  queryKey: signageKey(aggregateId, 'media'),
  queryFn: () => api.get<SignageMedia[]>(`${BASE}/media?${at(aggregateId)}`, { reset: true }),
});

/** `POST /api/2.0/zeetaminds/media/file?aggregate=` (multipart): the fields, then the file; `onProgress` hears the bytes sent. */
export function uploadMedia(aggregateId: string, file: File, fields: Record<string, string>, onProgress: (loaded: number, total: number) => void) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return api.postMultipart<SignageMedia>(`${BASE}/media/file?${at(aggregateId)}`, form, { onUploadProgress: onProgress });
}
