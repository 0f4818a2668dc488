import { integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, tenantId, updatedOn } from './common.js';

/**
 * The cards of a creative (docs/product/creatives-assets-signage.md §2.3–2.5): one row each, so two people saving two
 * cards of one creative at once never overwrite each other, and a card's PUT writes that card alone. `section` is the
 * creative's array (assets, files, hyperlinks, campaignActions …); `sub_id` the card's 6-character id, unique within
 * the creative.
 */
export const creativeParts = pgTable(
  'creative_parts',
  {
    tenantId: tenantId(),
    creativeId: text('creative_id').notNull(),
    subId: text('sub_id').notNull(),
    section: text('section').notNull(),
    /** Order within the section: one more than the last when added. */
    position: integer('position').notNull(),
    /** A value the section allows once per creative (a gratification's action); null otherwise. */
    uniqueKey: text('unique_key'),
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull().default(1),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.creativeId, t.subId] }),
    uniqueIndex('creative_parts_unique_key_uq').on(t.tenantId, t.creativeId, t.section, t.uniqueKey),
  ],
);
