import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, tenantId, updatedOn } from './common.js';

/** The workspace catalogue kinds stored in `media_items` (docs/decisions.md). */
export const MEDIA_ITEM_KINDS = ['venue', 'asset', 'device', 'campaign', 'creative', 'event', 'loyalty'] as const;
export type MediaItemKind = (typeof MEDIA_ITEM_KINDS)[number];

/**
 * One table for every workspace catalogue item (venues, assets, devices, campaigns, creatives, events,
 * loyalty): the columns that lists, counts and filters need, and the rest of the document in `doc`.
 */
export const mediaItems = pgTable(
  'media_items',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    kind: text('kind').$type<MediaItemKind>().notNull(),
    projectId: text('project_id').notNull(),
    aggregateId: text('aggregate_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull().default(''),
    subtype: text('subtype').notNull().default(''),
    category: text('category').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    /** Spec §4: INVISIBLE 0, PRIVATE 1 (default), SHARED 2, PUBLIC 3. */
    visibility: smallint('visibility').notNull().default(1),
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull().default({}),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('media_items_aggregate_idx').on(t.tenantId, t.aggregateId, t.kind),
    index('media_items_project_idx').on(t.tenantId, t.projectId, t.kind),
    // Item lists page newest first within a workspace and kind (issue 5 benchmark: 50 of 10,000).
    // DESC NULLS FIRST is what `order by … desc` means; an index ordered otherwise is not used for it.
    index('media_items_newest_idx').on(t.tenantId, t.aggregateId, t.kind, t.createdOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Venue, asset and device names are unique per workspace, any case (spec 02 §5, spec 03 §5).
    uniqueIndex('media_items_name_uq')
      .on(t.tenantId, t.aggregateId, t.kind, sql`lower(${t.name})`)
      .where(sql`${t.kind} in ('venue', 'asset', 'device')`),
  ],
);
