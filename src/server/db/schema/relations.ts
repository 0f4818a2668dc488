import { boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdOn, tenantId, updatedOn } from './common.js';

/**
 * Anchors between two items (docs/product/campaigns-venues-events.md §3.4): one row per link. The source's
 * relations list and the target's mirror are both read from this row, so the two sides can never
 * disagree. The owner (the source's workspace) is the only one that may change or delete it.
 * A treasury instrument (source kind `ticonfig`) anchors assets of any workspace of its project.
 */
export const relations = pgTable(
  'relations',
  {
    tenantId: tenantId(),
    /** 8 characters, the same on both sides (docs/product/campaigns-venues-events.md §9). */
    uid: text('uid').notNull(),
    sourceId: text('source_id').notNull(),
    sourceKind: text('source_kind').notNull(),
    targetId: text('target_id').notNull(),
    targetKind: text('target_kind').notNull(),
    start: timestamp('start', { withTimezone: true, mode: 'date' }).notNull(),
    close: timestamp('close', { withTimezone: true, mode: 'date' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The owner: the source's workspace; '' when the source is a project-level treasury instrument (owned by `project_id`). */
    aggregateId: text('aggregate_id').notNull(),
    projectId: text('project_id').notNull(),
    profileId: text('profile_id').notNull().default(''),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.uid] }),
    index('relations_source_idx').on(t.tenantId, t.sourceId),
    index('relations_target_idx').on(t.tenantId, t.targetId),
  ],
);
