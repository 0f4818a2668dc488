import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ItemSubtype } from '../../../domain/item-types/item-type.js';
import { updatedOn } from './common.js';

/**
 * The item-type catalogue: global reference data shared by every tenant, so it has no tenant_id
 * (on Citus it is a reference table, copied to every node; docs/decisions/0036-item-type-catalogue.md). Seeded at start-up.
 */
export const itemTypes = pgTable(
  'item_types',
  {
    id: text('id').primaryKey(),
    family: text('family').notNull(),
    type: text('type').notNull(),
    subtypes: jsonb('subtypes').$type<ItemSubtype[]>().notNull().default([]),
    updatedOn: updatedOn(),
  },
  (t) => [uniqueIndex('item_types_family_type_uq').on(t.family, t.type)],
);
