import { CreativeInput } from '../../../../domain/creatives/creative';
import { CREATIVE_MESSAGES } from '../../../../domain/creatives/types';
import { ITEM_MESSAGES } from '../../../../domain/media-items/item';
import type { FormErrors } from '../../../lib/record/draft';
import type { CreativeDraft } from './draft';

// Spec 03 §8 names no progress message for creatives; ours says what is happening.
export const SAVE_MESSAGES = { noChanges: ITEM_MESSAGES.noChanges, progress: 'Please wait, saving your creative.', saved: CREATIVE_MESSAGES.saved };

/** Spec 03 §5: code and name are required; their lengths as the server's schema says. */
export function formErrors(draft: CreativeDraft): FormErrors<CreativeDraft> {
  const errors: FormErrors<CreativeDraft> = {};
  for (const issue of CreativeInput.safeParse(draft).error?.issues ?? []) {
    const field = issue.path[0] as keyof CreativeDraft;
    errors[field] ??= issue.message;
  }
  if (!draft.code.trim()) errors.code = CREATIVE_MESSAGES.codeRequired;
  if (!draft.name.trim()) errors.name = CREATIVE_MESSAGES.nameRequired;
  return errors;
}

/** Spec 03 §2.1: a tile counts the creative's uploaded images (its image assets' pictures, counted by the server). */
export const imageCount = (creative: { imageCount?: number | null }) => creative.imageCount ?? 0;
export const imageCountText = (n: number) => (n === 1 ? '1 image' : `${n} images`);
