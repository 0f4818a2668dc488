import { z } from 'zod';
import { ID_PATTERN } from '../common/ids.js';
import { StorableInstant } from '../common/instants.js';
import { RELATION_KINDS } from '../media-items/types.js';
import { UID_PATTERN } from './uid.js';

const ItemRef = z.object({ item: z.enum(RELATION_KINDS), id: z.string().regex(ID_PATTERN, 'must be a 24-character hexadecimal id') });

/**
 * POST /api/2.0/media-relations (docs/product/campaigns-venues-events.md §3.4; docs/api.md). The target's `relation`
 * mirror is derived, so it is ignored.
 */
export const RelationRequest = z.object({
  action: z.enum(['create', 'update', 'delete']),
  source: ItemRef.extend({
    relation: z
      .object({
        uid: z.string().regex(UID_PATTERN, 'must be 8 letters or digits').optional(),
        start: StorableInstant.optional(),
        close: StorableInstant.optional(),
        enabled: z.boolean().optional(),
      })
      .default({}),
  }),
  target: ItemRef.extend({ relation: z.unknown().optional() }),
});
export type RelationRequest = z.infer<typeof RelationRequest>;
