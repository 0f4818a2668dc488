import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantId, updatedOn } from './common.js';

/**
 * The ingestion secret of each IoT device: only a SHA-256 of it is kept (the secret itself is shown
 * once, at creation or rotation). Readings name the device without a tenant, so the device id is
 * indexed on its own too.
 */
export const deviceSecrets = pgTable(
  'device_secrets',
  {
    tenantId: tenantId(),
    deviceId: text('device_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    rotatedOn: updatedOn(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.deviceId] }), index('device_secrets_device_idx').on(t.deviceId)],
);
