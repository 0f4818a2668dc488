// What every bench seed does around its own statements: connect, find a demo workspace, time the work.
import pg from 'pg';

export interface DemoWorkspace {
  tenant_id: string;
  project_id: string;
  id: string;
}

/**
 * Runs `fill` on a demo workspace (by key) and answers its id and how long `fill` took (`fill` may add
 * its own answer); then settles `tables` as a running system would have them, so that autovacuum does
 * not start mid-measurement.
 */
export async function seedWorkspace<T extends object = object>(
  dbUrl: string,
  workspaceKey: string,
  tables: string[],
  fill: (client: pg.Client, ws: DemoWorkspace) => Promise<T | void>,
): Promise<T & { workspaceId: string; seconds: number }> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<DemoWorkspace>(
      `select a.tenant_id, a.project_id, a.id from aggregates a join tenants t on t.id = a.tenant_id where t.key = 'demo' and a.key = $1`,
      [workspaceKey],
    );
    if (!rows[0]) throw new Error(`demo workspace ${workspaceKey} not found`);
    const started = Date.now();
    const extra = ((await fill(client, rows[0])) ?? {}) as T;
    const seconds = (Date.now() - started) / 1000;
    for (const table of tables) await client.query(`vacuum analyze ${table}`);
    return { ...extra, workspaceId: rows[0].id, seconds };
  } finally {
    await client.end();
  }
}
