import { imageSize } from 'image-size';

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

export interface ProbedImage {
  contentType: string;
  width: number;
  height: number;
}

/**
 * What the bytes really are, whatever the file name or declared type says. Only PNG, JPEG, GIF and
 * WebP count: SVG could carry script, and browsers do not all show the rest. Null for anything else.
 */
export function probeImage(bytes: Buffer): ProbedImage | null {
  if (bytes.length < 12) return null;
  let size;
  try {
    size = imageSize(bytes);
  } catch {
    return null;
  }
  const contentType = size.type ? CONTENT_TYPES[size.type] : undefined;
  if (!contentType || !(size.width > 0 && size.height > 0)) return null;
  // EXIF orientations 5-8 turn the picture a quarter: the shown width is the stored height.
  const turned = (size.orientation ?? 1) >= 5;
  return { contentType, width: turned ? size.height : size.width, height: turned ? size.width : size.height };
}
