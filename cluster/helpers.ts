// What the cluster tests share besides the client: the deployment's database read directly (what the servers wrote,
// and the odd setup the API has no route for), sign-in through another registered app, and answers checked as they come.
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD, requestToken, Session, type Answer, type ConsoleConfig } from './client.js';

/** A couple of connections to the deployment's PostgreSQL, as the operator's psql would have. */
export class Database {
  private readonly pool: pg.Pool;
  constructor(url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: 2 });
  }

  async rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
    return (await this.pool.query(text, params)).rows as T[];
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/** A demo user signed in through the registered client `clientId` (the customer app, say) instead of the console. */
export async function appSession(base: string, db: Database, clientId: string, username: string): Promise<Session> {
  const [client] = await db.rows<ConsoleConfig>(
    'select api_key as "apiKey", client_id as "clientId", client_secret as "clientSecret" from api_clients where client_id = $1',
    [clientId],
  );
  const answer = await requestToken(base, client, username, DEMO_PASSWORD);
  if (answer.status !== 200) throw new Error(`${username} could not sign in through ${clientId}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return new Session(client, answer.body.access_token);
}

/** The answer's body when its status is one of `statuses`; else an error naming the call's outcome (setup steps). */
export function ok(answer: Answer, statuses = [200, 201]): Answer['body'] {
  if (!statuses.includes(answer.status)) throw new Error(`answered ${answer.status} (by ${answer.servedBy ?? 'a server'}): ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A fresh directory for a deployment; others may enter it (as root, PostgreSQL runs as its own user beneath it). */
export function deploymentDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}
