import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The tenant of a record of no tenant: an item type or API client written at start-up or by the operator, whose audit
 * context names no tenant (migration 0046). No tenant has this id, so no tenant's trail lists these records.
 */
export const NO_TENANT = '';

/**
 * The audit trail: one row per audited row written (docs/decisions/0116-audit-trigger.md). Written only by the
 * audited tables' triggers (`audit_on_<table>`, migrations 0032–0034), in the writing transaction; the application's role may read and never
 * change it. `changes` reads `{ field: [old, new] }` (a create has no old, a delete no new; document fields are
 * `doc.<key>`; secret columns read "[secret]"); since migration 0040 it is stored shorter (a create's columns as
 * `{ "+": { column: value } }`, a delete's under "-", a changed document whole as `doc: [before, after]`, or since
 * migration 0043 only the keys a merge named, as `doc.<key>` pairs) and read through `audit_expand` (src/server/audit/repo.ts).
 */
export const auditRecords = pgTable(
  'audit_records',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** NO_TENANT for records of no tenant. */
    tenantId: text('tenant_id').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** user, client, device, anonymous, system, or database (a write made with no context: psql, migrations). */
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    requestId: text('request_id'),
    /** The request's method and path ("PUT /api/2.0/media-venues/…"), or the system task's name. */
    path: text('path'),
    /** What was written: an item kind (venue, campaign…), workspace, relation, user… */
    kind: text('kind').notNull(),
    recordId: text('record_id').notNull(),
    /**
     * The item a sub-record belongs to (a creative's card or fare matrix: record id "creativeId/subId"), so the item's
     * history lists it too; null for a record of its own (migration 0033).
     */
    rootId: text('root_id'),
    workspaceId: text('workspace_id'),
    /** create, update, delete, grant, revoke, generate, restore, prune… */
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
  },
  (t) => [
    // A record's history with its sub-records': one range, newest first; a record's own entries are found through it too.
    index('audit_records_root_idx').on(t.tenantId, sql`coalesce(${t.rootId}, ${t.recordId})`, t.id),
    // Leads with tenant_id, as every distributed table's key does (src/server/db/distribution.ts); also the tenant's
    // trail newest first.
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('audit_records_workspace_idx').on(t.tenantId, t.workspaceId, t.id),
  ],
);
