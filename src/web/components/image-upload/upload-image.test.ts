import { describe, expect, it } from 'vitest';
import { ImageStatus } from '../../../domain/images/upload-status';
import { ApiError } from '../../lib/api-error';
import { uploadImage, uploadPending, type ImageSlot } from './upload-image';

function fakeClient(failFor?: string) {
  const calls: string[] = [];
  return {
    calls,
    client: {
      postMultipart: async <T>(url: string, form: FormData) => {
        const file = form.get('image') as File;
        calls.push(`POST ${url} ${file.name} ${file.size}`);
        if (url === failFor) throw new ApiError(400, 'Bad Request', { message: 'Please upload an image with aspect ratio 16:9' });
        return { url, etag: 'e', width: 1, height: 1 } as T;
      },
      options: async (url: string) => {
        calls.push(`OPTIONS ${url}`);
      },
    },
  };
}

const png = new Blob([new Uint8Array(10)], { type: 'image/png' });

describe('uploadImage', () => {
  it('posts the multipart field image, then clears the cache with OPTIONS', async () => {
    const { client, calls } = fakeClient();
    await uploadImage(client, '/images?type=ma&id=1&for=icon', png);
    expect(calls).toEqual(['POST /images?type=ma&id=1&for=icon image.png 10', 'OPTIONS /images?type=ma&id=1&for=icon']);
  });
});

describe('uploadPending', () => {
  it('uploads only RELOADED images and marks them UPLOADED', async () => {
    const { client, calls } = fakeClient();
    const slots: Record<'banner' | 'icon' | 'logo', ImageSlot> = {
      banner: { status: ImageStatus.RELOADED, blob: png },
      icon: { status: ImageStatus.INVALID, blob: png },
      logo: { status: ImageStatus.PREVIEW },
    };
    const result = await uploadPending(client, slots, (k) => `/images?for=${k}`);
    expect(calls).toEqual(['POST /images?for=banner image.png 10', 'OPTIONS /images?for=banner']);
    expect(result.uploaded).toEqual(['banner']);
    expect(result.slots.banner.status).toBe(ImageStatus.UPLOADED);
    expect(result.slots.icon.status).toBe(ImageStatus.INVALID);
  });

  it('keeps a failed image RELOADED and goes on with the others', async () => {
    const { client } = fakeClient('/images?for=banner');
    const slots = { banner: { status: ImageStatus.RELOADED, blob: png }, icon: { status: ImageStatus.RELOADED, blob: png } } as Record<string, ImageSlot>;
    const result = await uploadPending(client, slots, (k) => `/images?for=${k}`);
    expect(result.failures.map((f) => f.key)).toEqual(['banner']);
    expect(result.slots.banner.status).toBe(ImageStatus.RELOADED);
    expect(result.slots.icon.status).toBe(ImageStatus.UPLOADED);
  });
});
