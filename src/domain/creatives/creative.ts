import { z } from 'zod';
import { patchOf, Text } from '../media-items/item.js';

/** Spec 03 §3: the primary fields, the only ones written; the sub-editors' lists have no editor yet and are not written. */
const CreativeFields = {
  code: Text(32),
  name: Text(100),
};

/** POST body: code and name are required, checked by the service with CREATIVE_MESSAGES. */
export const CreativeInput = z.object(CreativeFields).partial();
export const CreativePatch = patchOf(CreativeFields);
export type CreativeInput = z.infer<typeof CreativeInput>;
export type CreativePatch = z.infer<typeof CreativePatch>;
