import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, tenantId, updatedOn } from './common.js';

/** A tenant is its own shard key: `id` is the tenant id. */
export const tenants = pgTable(
  'tenants',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Menu keys enabled for this tenant (answered as the session tenant's `roles[0].resources`). */
    features: jsonb('features').$type<string[]>().notNull().default([]),
    /** Origins whose URLs the console may frame in creatives' cards (domain/tenants/embed.ts). */
    embedOrigins: jsonb('embed_origins').$type<string[]>().notNull().default([]),
    /** Every user of the tenant signs in with a second factor (docs/decisions/0009-two-factor-sign-in.md). */
    twoFactorRequired: boolean('two_factor_required').notNull().default(false),
    /** Days the audit trail keeps records; null keeps them all (pruned only by `npm run tenant -- audit-prune`). */
    auditRetentionDays: integer('audit_retention_days'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [uniqueIndex('tenants_key_uq').on(t.key)],
);

export const projects = pgTable(
  'projects',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('projects_key_uq').on(t.tenantId, t.key)],
);

/**
 * Workspaces ("aggregates"). Searchable settings are columns; the rest of the document (tags, address,
 * geoLocation, urls, properties, type...) lives in `doc`.
 */
export const aggregates = pgTable(
  'aggregates',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    projectId: text('project_id').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    currency: text('currency'),
    timeZone: text('time_zone'),
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull().default({}),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('aggregates_key_uq').on(t.tenantId, t.projectId, t.key),
    // docs/product/platform.md §5: names are unique per tenant and project, compared case-insensitively.
    uniqueIndex('aggregates_name_uq').on(t.tenantId, t.projectId, sql`lower(${t.name})`),
    index('aggregates_project_idx').on(t.tenantId, t.projectId),
  ],
);
