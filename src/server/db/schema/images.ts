import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantId, updatedOn } from './common.js';

/** One stored image per (owner, purpose); bytes live in the storage backend under `storageKey`. */
export const images = pgTable(
  'images',
  {
    tenantId: tenantId(),
    ownerType: text('owner_type').notNull(),
    ownerId: text('owner_id').notNull(),
    purpose: text('purpose').notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    etag: text('etag').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    updatedOn: updatedOn(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.ownerType, t.ownerId, t.purpose] })],
);
