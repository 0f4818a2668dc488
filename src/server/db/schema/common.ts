import { text, timestamp } from 'drizzle-orm/pg-core';

/** Every tenant-owned table starts with these; tenant_id leads every key so Citus can shard by it. */
export const tenantId = () => text('tenant_id').notNull();
export const createdOn = () => timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedOn = () => timestamp('updated_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
