import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, tenantId, updatedOn } from './common.js';

export interface PersonName {
  firstName: string;
  middleName?: string;
  lastName: string;
  displayName: string;
}
export interface ContactList {
  default?: string;
  verified?: string[];
  unverified?: string[];
}

export const profiles = pgTable(
  'profiles',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    /** The identity's subject (user id). */
    key: text('key').notNull(),
    name: jsonb('name').$type<PersonName>().notNull(),
    emails: jsonb('emails').$type<ContactList>().notNull().default({}),
    phones: jsonb('phones').$type<ContactList>().notNull().default({}),
    /** Default phone, kept in a column so the phone look-up uses an index. */
    phone: text('phone'),
    avatar: text('avatar'),
    identity: text('identity'),
    enabled: boolean('enabled').notNull().default(true),
    blocked: boolean('blocked').notNull().default(false),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('profiles_key_uq').on(t.tenantId, t.key),
    index('profiles_phone_idx').on(t.tenantId, t.phone),
  ],
);
