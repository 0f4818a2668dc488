import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { apiClients } from '../db/schema/index.js';

export const CONSOLE_CLIENT_ID = 'sdm-console';
export const MOBILE_CLIENT_ID = 'sdm-mobile';

/** The console and the mobile app are registered clients with their own keys, made once per database. */
export async function ensureClients(db: Db): Promise<void> {
  const secret = () => randomBytes(24).toString('base64url');
  await db
    .insert(apiClients)
    .values([
      { clientId: CONSOLE_CLIENT_ID, name: 'SDM Console', kind: 'console', clientSecret: secret(), apiKey: secret() },
      { clientId: MOBILE_CLIENT_ID, name: 'SDM Mobile App', kind: 'mobile', clientSecret: secret(), apiKey: secret() },
    ])
    .onConflictDoNothing();
}
