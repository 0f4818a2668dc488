/** The API's contract (docs/api.md "Creatives"): /api/2.0/media-creatives and its cards. */
import type { ItemRecord } from '../media-items/types.js';
import type { CreativeParts } from './parts.js';

/**
 * docs/product/creatives-assets-signage.md §3 Creative: the primary fields, `location`, and by id the arrays of its
 * cards (assets, files, formFiles, videoFiles, audioFiles, arFiles, vrFiles, hyperlinks, imageFiles, campaignActions).
 */
export interface Creative extends ItemRecord, CreativeParts {
  id: string;
  code: string;
  name: string;
  location: string;
  /**
   * How many image assets have their picture uploaded: the list tile's count
   * (docs/product/creatives-assets-signage.md §2.1).
   */
  imageCount: number;
}

/** A creative as lists and writes of the item answer it: without the cards (read by id). */
export type CreativeSummary = Omit<Creative, keyof CreativeParts>;

export const CREATIVE_MESSAGES = {
  nameRequired: 'Name is required',
  codeRequired: 'Code is required',
  saved: 'Creative saved.',
} as const;
