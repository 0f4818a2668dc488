import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantId } from './common.js';

/**
 * IoT device readings (docs/product/creatives-assets-signage.md §3): append-only, one row per reading. The dashboard's
 * figures are columns; whatever else a device sends (assetId, venueId, …) stays in `doc`.
 */
export const deviceReadings = pgTable(
  'device_readings',
  {
    tenantId: tenantId(),
    /** Received order; the reading's id in the API. */
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    deviceId: text('device_id').notNull(),
    deviceTs: timestamp('device_ts', { withTimezone: true, mode: 'date' }).notNull(),
    receivedTs: timestamp('received_ts', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    peopleCount: integer('people_count').notNull(),
    femaleCount: integer('female_count'),
    maleCount: integer('male_count'),
    imageUrl: text('image_url'),
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('device_readings_device_idx').on(t.tenantId, t.deviceId, t.deviceTs)],
);
