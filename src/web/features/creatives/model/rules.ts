import { CREATIVE_MESSAGES } from '../../../../domain/creatives/types';
import { ITEM_MESSAGES } from '../../../../domain/media-items/types';
import { countOf } from '../../../../domain/common/text';

// docs/product/creatives-assets-signage.md §8 names no progress message for creatives; ours says what is happening.
export const SAVE_MESSAGES = { noChanges: ITEM_MESSAGES.noChanges, progress: 'Please wait, saving your creative.', saved: CREATIVE_MESSAGES.saved };

/**
 * docs/product/creatives-assets-signage.md §2.1: a tile counts the creative's uploaded images (its image assets'
 * pictures, counted by the server).
 */
export const imageCount = (creative: { imageCount?: number | null }) => creative.imageCount ?? 0;
export const imageCountText = (n: number) => countOf(n, 'image');
