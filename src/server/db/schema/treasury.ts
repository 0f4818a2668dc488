import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, tenantId, updatedOn } from './common.js';

/**
 * Treasury instruments (TIConfig, docs/product/platform.md §3.12): what coupons and tickets are issued from.
 * Project-level ones have `aggregate_id` ''; the rest of the document (lists, sections' fields) lives in `doc`.
 */
export const tiConfigs = pgTable(
  'ti_configs',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    projectId: text('project_id').notNull(),
    aggregateId: text('aggregate_id').notNull().default(''),
    key: text('key').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull().default(''),
    subtype: text('subtype').notNull().default(''),
    category: text('category').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(0),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('ti_configs_project_idx').on(t.tenantId, t.projectId, t.createdOn),
    index('ti_configs_aggregate_idx').on(t.tenantId, t.aggregateId),
    uniqueIndex('ti_configs_key_uq').on(t.tenantId, t.projectId, t.key),
  ],
);

/**
 * Instrument details (TIDetail, docs/product/campaigns-venues-events.md §3.7): a campaign's coupon or an event's
 * tickets, issued from a configuration. `source_id` is the campaign or event (the relation `tidetail` is made from it).
 */
export const tiDetails = pgTable(
  'ti_details',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    projectId: text('project_id').notNull(),
    aggregateId: text('aggregate_id').notNull(),
    titype: text('titype').notNull(),
    tiConfigId: text('ti_config_id').notNull(),
    sourceId: text('source_id').notNull(),
    usageType: text('usage_type').notNull().default('single'),
    usageLimit: integer('usage_limit').notNull().default(1),
    enabled: boolean('enabled').notNull().default(true),
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(0),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('ti_details_aggregate_idx').on(t.tenantId, t.aggregateId),
    index('ti_details_source_idx').on(t.tenantId, t.sourceId),
    index('ti_details_config_idx').on(t.tenantId, t.tiConfigId),
  ],
);

/**
 * Category batches (instrument info, docs/product/campaigns-venues-events.md §3.8). Generation runs once: `generation`
 * goes configured → generating → generated, `generated_count` grows in the same transaction as each chunk of
 * instruments (so a killed job resumes where it stopped), and a live job holds `lease_until`.
 */
export const instrumentBatches = pgTable(
  'instrument_batches',
  {
    tenantId: tenantId(),
    uid: text('uid').notNull(),
    detailId: text('detail_id').notNull(),
    position: integer('position').notNull().default(0),
    category: text('category').notNull(),
    numberOfTickets: integer('number_of_tickets').notNull(),
    price: numeric('price', { precision: 14, scale: 2 }).notNull().default('0'),
    serialNumber: text('serial_number').notNull(),
    scheduleUid: text('schedule_uid').notNull().default(''),
    transferFlag: boolean('transfer_flag').notNull().default(false),
    redeemers: jsonb('redeemers').$type<Record<string, unknown>[]>().notNull().default([]),
    seats: jsonb('seats').$type<string[] | null>(),
    generation: text('generation').notNull().default('configured'),
    generatedCount: integer('generated_count').notNull().default(0),
    generatedBy: text('generated_by'),
    generatedOn: timestamp('generated_on', { withTimezone: true, mode: 'date' }),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.uid] }), index('instrument_batches_detail_idx').on(t.tenantId, t.detailId, t.position)],
);

/**
 * Generated instruments. `seq` is the position in the batch (the serial is the start serial plus it),
 * `code` the unguessable `tiNumber` a customer shows, unique per tenant. Counts per status are derived
 * from these rows (no counter row every redemption would queue on).
 */
export const instruments = pgTable(
  'instruments',
  {
    tenantId: tenantId(),
    batchUid: text('batch_uid').notNull(),
    seq: integer('seq').notNull(),
    serial: text('serial').notNull(),
    seat: text('seat'),
    code: text('code').notNull(),
    status: text('status').notNull().default('ISSUED'),
    uses: integer('uses').notNull().default(0),
    profileId: text('profile_id'),
    acquiredOn: timestamp('acquired_on', { withTimezone: true, mode: 'date' }),
    statusChangedOn: timestamp('status_changed_on', { withTimezone: true, mode: 'date' }),
    salesAmount: numeric('sales_amount', { precision: 14, scale: 2 }),
    discount: numeric('discount', { precision: 14, scale: 2 }),
    zipcode: text('zipcode'),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.batchUid, t.seq] }),
    uniqueIndex('instruments_code_uq').on(t.tenantId, t.code),
    index('instruments_status_idx').on(t.tenantId, t.batchUid, t.status),
    index('instruments_profile_idx')
      .on(t.tenantId, t.profileId)
      .where(sql`${t.profileId} is not null`),
  ],
);

/**
 * Transactions on instruments, one per client nonce: a repeat of a nonce answers `answer` again. Offline
 * redemptions land here too (`offline`); a second offline use of a used instrument is kept as outcome
 * 'conflict' and reported to the console.
 */
export const instrumentTransactions = pgTable(
  'instrument_transactions',
  {
    tenantId: tenantId(),
    nonce: text('nonce').notNull(),
    action: text('action').notNull(),
    code: text('code').notNull(),
    batchUid: text('batch_uid'),
    actor: text('actor').notNull(),
    outcome: text('outcome').notNull(),
    offline: boolean('offline').notNull().default(false),
    statusCode: integer('status_code').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    occurredOn: timestamp('occurred_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdOn: createdOn(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.nonce] }), index('instrument_transactions_batch_idx').on(t.tenantId, t.batchUid, t.outcome)],
);
