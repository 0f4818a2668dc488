import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, tenantId, updatedOn } from './common.js';

export const users = pgTable(
  'users',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    enabled: boolean('enabled').notNull().default(true),
    /** Bumped on a password or role change and on enable/disable: access tokens carrying an older `ver` are refused. */
    tokenVersion: integer('token_version').notNull().default(1),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('users_username_uq').on(t.tenantId, sql`lower(${t.username})`),
    index('users_username_idx').on(sql`lower(${t.username})`),
  ],
);

/** Groups are named `<scope>.<role>`, scope a resource path such as `sdm/demo/mall`. */
export const groups = pgTable(
  'groups',
  {
    tenantId: tenantId(),
    name: text('name').notNull(),
    scope: text('scope').notNull(),
    role: text('role').notNull(),
    createdOn: createdOn(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] })],
);

export const groupMembers = pgTable(
  'group_members',
  {
    tenantId: tenantId(),
    groupName: text('group_name').notNull(),
    userId: text('user_id').notNull(),
    createdOn: createdOn(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.groupName, t.userId] }), index('group_members_user_idx').on(t.tenantId, t.userId)],
);

/** Refresh tokens are stored only as SHA-256 hashes; `usedAt` set on rotation. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tenantId: tenantId(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id').notNull(),
    clientId: text('client_id').notNull(),
    scope: text('scope').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** How the session's user signed in (RFC 8176 `amr`): a refresh keeps the factors of the sign-in. */
    amr: jsonb('amr').$type<string[]>().notNull().default(['pwd']),
    createdOn: createdOn(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.tokenHash] }), index('refresh_tokens_user_idx').on(t.tenantId, t.userId)],
);

/**
 * A user's TOTP authenticator (docs/decisions/0008-two-factor-enrolment.md). `secret` is sealed with the server's
 * MFA_SECRET_KEY (AES-256-GCM, bound to the tenant and user); until `confirmedOn` the enrolment is only started.
 * `lastStep` is the 30-second step of the last code taken: no code of that step or before is taken again.
 */
export const userTotp = pgTable(
  'user_totp',
  {
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    secret: text('secret').notNull(),
    confirmedOn: timestamp('confirmed_on', { withTimezone: true }),
    lastStep: bigint('last_step', { mode: 'number' }),
    createdOn: createdOn(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

/** Single-use recovery codes: only a SHA-256 of each (they carry 80 random bits); `usedOn` once spent. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedOn: timestamp('used_on', { withTimezone: true }),
    createdOn: createdOn(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.codeHash] })],
);

/** Platform-wide (Citus reference tables): signing keys and registered API clients. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  active: boolean('active').notNull().default(true),
  createdOn: createdOn(),
});

export const apiClients = pgTable(
  'api_clients',
  {
    clientId: text('client_id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    /** Console and mobile apps are public clients: the secret identifies the app, it protects nothing. */
    clientSecret: text('client_secret').notNull(),
    apiKey: text('api_key').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [uniqueIndex('api_clients_api_key_uq').on(t.apiKey)],
);
