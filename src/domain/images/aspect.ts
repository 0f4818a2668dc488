/** docs/product/platform.md §5 and §9: image files up to 1 MB; required ratios within 0.005. */
export const MAX_IMAGE_BYTES = 1048576;
export const ASPECT_TOLERANCE = 0.005;

export const IMAGE_MESSAGES = {
  tooLarge: 'Your image file size exceeds 1MB. Please select a smaller image.',
  aspect: (w: number, h: number) => `Please upload an image with aspect ratio ${w}:${h}`,
  uploaded: 'Image successfully uploaded to server',
  notAnImage: 'The file is not a PNG, JPEG, GIF or WebP image.',
} as const;

export interface AspectRule {
  /** The ratio as the message shows it, e.g. 16:9. */
  w: number;
  h: number;
  /** Smallest accepted size in pixels (docs/product/platform.md §5: "at least the required size"). */
  minWidth: number;
  minHeight: number;
}

/**
 * Required shapes by image purpose (docs/product/platform.md §5: banner 16:9, icon 1:1, logo 7:5). The minimum sizes
 * are ours: ten times the ratio, small enough for any real picture.
 */
export const ASPECT_RULES = {
  banner: { w: 16, h: 9, minWidth: 160, minHeight: 90 },
  icon: { w: 1, h: 1, minWidth: 32, minHeight: 32 },
  logo: { w: 7, h: 5, minWidth: 70, minHeight: 50 },
} as const satisfies Record<string, AspectRule>;

export type ImagePurpose = 'img' | keyof typeof ASPECT_RULES;

export function aspectRuleFor(purpose: string): AspectRule | null {
  return Object.hasOwn(ASPECT_RULES, purpose) ? ASPECT_RULES[purpose as keyof typeof ASPECT_RULES] : null;
}

/** Whether width/height is within the tolerance of the rule's ratio and at least its minimum size. */
export function fitsAspect(width: number, height: number, rule: AspectRule): boolean {
  if (!(width > 0 && height > 0)) return false;
  if (width < rule.minWidth || height < rule.minHeight) return false;
  return Math.abs(width / height - rule.w / rule.h) <= ASPECT_TOLERANCE;
}

/**
 * The message (docs/product/platform.md §5) when an image of this size does not suit `purpose`; null when it does (or
 * no rule applies).
 */
export function aspectProblem(purpose: string, width: number, height: number): string | null {
  const rule = aspectRuleFor(purpose);
  if (!rule || fitsAspect(width, height, rule)) return null;
  return IMAGE_MESSAGES.aspect(rule.w, rule.h);
}

/** docs/product/platform.md §5: larger than 1 MB is refused before any preview. */
export function sizeProblem(bytes: number): string | null {
  return bytes > MAX_IMAGE_BYTES ? IMAGE_MESSAGES.tooLarge : null;
}
