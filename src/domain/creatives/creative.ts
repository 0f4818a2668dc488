import { z } from 'zod';
import { patchOf, Text } from '../media-items/item.js';

/**
 * docs/product/creatives-assets-signage.md §3: the creative's own fields; its cards are written under
 * /media-creatives/{id}/… (parts.ts).
 */
const CreativeFields = {
  code: Text(32),
  name: Text(100),
  /**
   * docs/product/creatives-assets-signage.md §3 names `location` without a shape: a place's description, stored and
   * answered as given.
   */
  location: Text(200),
};

/** POST body: code and name are required, checked by the service with CREATIVE_MESSAGES. */
export const CreativeInput = z.object(CreativeFields).partial();
export const CreativePatch = patchOf(CreativeFields);
export type CreativeInput = z.infer<typeof CreativeInput>;
export type CreativePatch = z.infer<typeof CreativePatch>;
