import { z } from 'zod';

/** Free-form key/value properties of a workspace or item: non-blank keys, at most 100 of them. */
export const Properties = z.record(z.string().min(1).max(100), z.string().max(2000)).refine((p) => Object.keys(p).length <= 100, 'At most 100 properties');
