import { isId } from '../common/ids.js';
import { aspectProblem, sizeProblem } from './aspect.js';

/** Image upload status (docs/product/platform.md §4). */
export const ImageStatus = { INVALID: 0, PREVIEW: 1, RELOADED: 2, UPLOADED: 3 } as const;
export type ImageStatusValue = (typeof ImageStatus)[keyof typeof ImageStatus];

/** Owner kinds and purposes of `/images?type=&id=&for=` (docs/api.md). */
export type ImageOwnerType = 'ma' | 'venue' | 'asset' | 'device' | 'campaign' | 'event' | 'creative' | 'profile' | 'question';
export type ImageFor = 'img' | 'banner' | 'icon' | 'logo';

/** The address of an item's image: `/images?type=ma&id={id}&for=banner`. */
export function imagePath(type: ImageOwnerType, id: string, purpose: ImageFor): string {
  return `/images?${new URLSearchParams({ type, id, for: purpose })}`;
}

/**
 * A new image (docs/product/platform.md §5) is one whose id in the source link is not a 24-hex id: its item is not
 * stored yet, so it cannot be uploaded on its own and has nothing to refresh.
 */
export function isNewImageSource(source: string | null | undefined): boolean {
  if (!source) return true;
  const query = source.includes('?') ? source.slice(source.indexOf('?') + 1) : '';
  return !isId(new URLSearchParams(query).get('id'));
}

/** Only files of an image type are previewed (docs/product/platform.md §5). */
export function isImageFile(mimeType: string): boolean {
  return /^image\//i.test(mimeType);
}

/** What choosing a file means before it is decoded: refused with a message, or go on to decode it. */
export function fileProblem(file: { size: number; type: string }): string | null {
  return sizeProblem(file.size) ?? (isImageFile(file.type) ? null : 'Only image files can be previewed.');
}

/** The status after a chosen file was decoded: INVALID with the message of docs/product/platform.md §5, or RELOADED. */
export function decodedStatus(purpose: string, width: number, height: number): { status: ImageStatusValue; message: string | null } {
  const problem = aspectProblem(purpose, width, height);
  return problem ? { status: ImageStatus.INVALID, message: problem } : { status: ImageStatus.RELOADED, message: null };
}

/** Only RELOADED images are uploaded when the form is saved (docs/product/platform.md §4). */
export function needsUpload(status: ImageStatusValue): boolean {
  return status === ImageStatus.RELOADED;
}

/** Client-side crop presets (docs/product/platform.md §5). Portrait is 3:4. */
export const CROP_PRESETS = [
  { label: '7:5', w: 7, h: 5 },
  { label: '16:9', w: 16, h: 9 },
  { label: '5:4', w: 5, h: 4 },
  { label: '3:2', w: 3, h: 2 },
  { label: 'Portrait', w: 3, h: 4 },
] as const;

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The largest centred rectangle of ratio w:h inside a width × height picture, in whole pixels.
 * Rounding picks the side that keeps the ratio within the upload tolerance.
 */
export function centredCrop(width: number, height: number, w: number, h: number): CropRect {
  const target = w / h;
  let cw: number;
  let ch: number;
  if (width / height > target) {
    ch = height;
    cw = Math.min(width, Math.round(height * target));
  } else {
    cw = width;
    ch = Math.min(height, Math.round(width / target));
  }
  return { x: Math.floor((width - cw) / 2), y: Math.floor((height - ch) / 2), width: cw, height: ch };
}
