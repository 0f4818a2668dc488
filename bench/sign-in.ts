import type pg from 'pg';

/** A registered API client's credentials: the console's, or an app's. */
export interface ApiClient {
  clientId: string;
  clientSecret: string;
  apiKey: string;
}

/** The console's client, as the console itself reads it. */
export async function consoleClient(appUrl: string): Promise<ApiClient> {
  const config = await (await fetch(`${appUrl}/console-config.json`)).json();
  return { clientId: config.clientId, clientSecret: config.clientSecret, apiKey: config.apiKey };
}

/** An app's client (customer or validator app), read from the bench database. */
export async function appClient(db: pg.Client, clientId: string): Promise<ApiClient> {
  const { rows } = await db.query('select client_id, client_secret, api_key from api_clients where client_id = $1', [clientId]);
  return { clientId: rows[0].client_id, clientSecret: rows[0].client_secret, apiKey: rows[0].api_key };
}

/** The demo owner's password grant through `c`: the token request's body and headers (also loaded by itself). */
export function ownerTokenRequest(c: ApiClient): { body: string; headers: Record<string, string> } {
  const body = new URLSearchParams({
    grant_type: 'password',
    client_id: c.clientId,
    client_secret: c.clientSecret,
    username: 'owner',
    password: 'Demo@1234',
    scope: 'openid',
    tenant: 'demo',
  }).toString();
  return { body, headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': c.apiKey } };
}

/** The demo owner signed in through `c`: the headers of an authenticated call. */
export async function ownerAuth(appUrl: string, c: ApiClient): Promise<{ authorization: string; 'x-api-key': string }> {
  const { body, headers } = ownerTokenRequest(c);
  const tokens = await (await fetch(`${appUrl}/iam/oauth/token`, { method: 'POST', headers, body })).json();
  return { authorization: `Bearer ${tokens.access_token}`, 'x-api-key': c.apiKey };
}
