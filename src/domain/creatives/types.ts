/** The API's contract (docs/api.md "Creatives"): the primary part of /api/2.0/media-creatives. */
import type { ItemRecord } from '../media-items/types.js';

/**
 * Spec 03 §3 Creative. The primary fields are stored and answered; the sub-editors' lists (assets,
 * files, hyperlinks…) are answered as stored: no call writes them yet.
 */
export interface Creative extends ItemRecord {
  id: string;
  code: string;
  name: string;
  /** Creative image assets; the list tile shows their count (spec 03 §2.1). */
  assets: unknown[];
}

export const CREATIVE_MESSAGES = {
  nameRequired: 'Name is required',
  codeRequired: 'Code is required',
  saved: 'Creative saved.',
} as const;
