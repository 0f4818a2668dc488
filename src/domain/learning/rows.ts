import { z } from 'zod';
import { IsoDate, Text } from '../media-items/item.js';
import { LEARNING_LIMITS, newRowUid, ROW_UID_PATTERN } from './values.js';

/** A row inside a record (a choice, hint, qualification …): a uid is given by the console or made here. */
export const RowUid = z.string().regex(ROW_UID_PATTERN, 'uid must be 1 to 24 letters, digits, - or _');
export const rowUid = () => RowUid.optional().transform((uid) => uid ?? newRowUid());

/** A record's free text with our limits. */
export const Words = (max: number = LEARNING_LIMITS.text) => Text(max);
/** A row's free text: a row is always sent whole, so a missing value is ''. */
export const RowText = (max: number = LEARNING_LIMITS.text) => Text(max).default('');
export const Rows = <T extends z.ZodType>(row: T, max: number = LEARNING_LIMITS.rows) => z.array(row).max(max);
export const OptionalDate = z.union([IsoDate, z.literal(''), z.null()]);

/**
 * Record schemas carry no zod defaults: zod applies a default inside `.partial()` too, which would make a PUT naming
 * one field reset the others. Defaults are plain objects, laid under a POST's body by the service.
 */
export function changesOf<F extends z.ZodRawShape>(fields: F) {
  return z.object({ id: z.string().max(100).optional(), ...fields }).partial();
}

/** Row uids are unique within their list: a repeated one would make two rows one. */
export const uniqueUids = (rows: { uid: string }[]) => new Set(rows.map((r) => r.uid)).size === rows.length;
export const UNIQUE_UIDS = { message: 'Row uids must be unique within their list' };
export const UniqueRows = <T extends z.ZodType<{ uid: string }>>(row: T, max?: number) => Rows(row, max).refine(uniqueUids, UNIQUE_UIDS);
