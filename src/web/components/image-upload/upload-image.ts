import { needsUpload, type ImageStatusValue } from '../../../domain/images/upload-status';
import { ImageStatus } from '../../../domain/images/upload-status';
import type { ApiClient } from '../../lib/api-client';

/** One image of a form: its status and, once a file was chosen, the bytes waiting for upload. */
export interface ImageSlot {
  status: ImageStatusValue;
  blob?: Blob;
  message?: string | null;
}

export const PREVIEW_SLOT: ImageSlot = { status: ImageStatus.PREVIEW };

export interface UploadAnswer {
  url: string;
  etag: string;
  width: number;
  height: number;
}

type Client = Pick<ApiClient, 'postMultipart' | 'options'>;

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

/**
 * POSTs the bytes as multipart field `image`, then OPTIONS on the same address to clear caches
 * (docs/product/platform.md §7).
 */
export async function uploadImage(client: Client, path: string, blob: Blob): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('image', blob, `image.${EXTENSIONS[blob.type] ?? 'bin'}`);
  const answer = await client.postMultipart<UploadAnswer>(path, form);
  await client.options(path);
  return answer;
}

/**
 * Uploads every RELOADED slot (docs/product/platform.md §4) to its address; answers the slots afterwards (UPLOADED, or
 * unchanged with the failure) so that one failed image does not stop the others.
 */
export async function uploadPending<K extends string>(
  client: Client,
  slots: Record<K, ImageSlot>,
  pathOf: (key: K) => string,
): Promise<{ slots: Record<K, ImageSlot>; uploaded: K[]; failures: { key: K; error: unknown }[] }> {
  const next = { ...slots };
  const uploaded: K[] = [];
  const failures: { key: K; error: unknown }[] = [];
  for (const key of Object.keys(slots) as K[]) {
    const slot = slots[key];
    if (!needsUpload(slot.status) || !slot.blob) continue;
    try {
      await uploadImage(client, pathOf(key), slot.blob);
      next[key] = { ...slot, status: ImageStatus.UPLOADED };
      uploaded.push(key);
    } catch (error) {
      failures.push({ key, error });
    }
  }
  return { slots: next, uploaded, failures };
}
