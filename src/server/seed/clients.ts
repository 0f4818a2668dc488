import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { apiClients } from '../db/schema/index.js';

export const CONSOLE_CLIENT_ID = 'sdm-console';
export const MOBILE_CLIENT_ID = 'sdm-mobile';
/** The customer-facing app: customers (profiles of a tenant) sign in through it and acquire instruments. */
export const CUSTOMER_CLIENT_ID = 'sdm-customer-app';
/** The validators' app: redeemers sign in through it to redeem and validate, online and offline. */
export const VALIDATOR_CLIENT_ID = 'sdm-validator-app';

/**
 * Kinds of client whose tokens are a profile's only: they carry no roles claim, so a member of staff signed in
 * through a customer or validator app holds no console privilege there (docs/api.md "Apps and customers").
 */
export const PROFILE_ONLY_KINDS: readonly string[] = ['customer', 'validator'];

/** The console, the mobile app and the customer and validator apps are registered clients with their own keys, made once per database. */
export async function ensureClients(db: Db): Promise<void> {
  const secret = () => randomBytes(24).toString('base64url');
  await db
    .insert(apiClients)
    .values([
      { clientId: CONSOLE_CLIENT_ID, name: 'SDM Console', kind: 'console', clientSecret: secret(), apiKey: secret() },
      { clientId: MOBILE_CLIENT_ID, name: 'SDM Mobile App', kind: 'mobile', clientSecret: secret(), apiKey: secret() },
      { clientId: CUSTOMER_CLIENT_ID, name: 'SDM Customer App', kind: 'customer', clientSecret: secret(), apiKey: secret() },
      { clientId: VALIDATOR_CLIENT_ID, name: 'SDM Validator App', kind: 'validator', clientSecret: secret(), apiKey: secret() },
    ])
    .onConflictDoNothing();
}
