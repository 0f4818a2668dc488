import { centredCrop } from '../../../domain/images/upload-status';

/** Width and height of an image file, decoded by the browser; rejects when it is not a picture. */
export async function imageSize(blob: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** The largest centred w:h part of the picture, cut on a canvas (no library needed). */
export async function cropImage(blob: Blob, w: number, h: number): Promise<Blob> {
  const bitmap = await createImageBitmap(blob);
  const r = centredCrop(bitmap.width, bitmap.height, w, h);
  const canvas = document.createElement('canvas');
  canvas.width = r.width;
  canvas.height = r.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The image could not be cropped.');
  context.drawImage(bitmap, r.x, r.y, r.width, r.height, 0, 0, r.width, r.height);
  bitmap.close();
  // JPEG and WebP stay compact; anything else (PNG, GIF) becomes a PNG.
  const type = blob.type === 'image/jpeg' || blob.type === 'image/webp' ? blob.type : 'image/png';
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The image could not be cropped.'))), type, 0.92));
}
