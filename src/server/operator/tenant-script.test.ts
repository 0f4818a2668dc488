import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { freePort } from '../test/free-port.js';
import { CONSOLE_CLIENT_ID } from '../seed/clients.js';

const dataDir = mkdtempSync(join(tmpdir(), 'sdm-tenant-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs scripts/tenant.ts as `npm run tenant` does, on the temporary embedded database. */
async function runScript(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const script = fileURLToPath(new URL('../../../scripts/tenant.ts', import.meta.url));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(await freePort()), HOST: '127.0.0.1' };
  delete env.DATABASE_URL;
  delete env.TENANT_OWNER_PASSWORD;
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

// Two processes each open and migrate an embedded database: slow on a busy machine.
it('creates a tenant on an embedded database whose owner then signs in, and refuses it twice with exit code 1', { timeout: 120_000 }, async () => {
  const created = await runScript(['create', '--key', 'acme', '--name', 'Acme Media', '--owner', 'owner@acme']);
  expect(created.stderr).toBe('');
  expect(created.code).toBe(0);
  const password = /One-time password: (\S+)/.exec(created.stdout)?.[1];
  expect(password).toBeDefined();

  const again = await runScript(['create', '--key', 'acme', '--name', 'Acme Media', '--owner', 'owner@acme']);
  expect(again).toMatchObject({ code: 1, stdout: '', stderr: "Tenant 'acme' already exists.\n" });

  // The server, started on the same data directory afterwards, lets the owner in.
  const database = await openDatabase({ dataDir });
  const app = await buildApp(loadConfig({}, { demo: false, dataDir, logLevel: 'silent', webDir: join(dataDir, 'no-web') }), { database, logger: false });
  try {
    const client = await app.ctx.clients.byClientId(CONSOLE_CLIENT_ID);
    const res = await app.inject({
      method: 'POST',
      url: '/iam/oauth/token',
      headers: { 'x-api-key': client!.apiKey, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        client_id: client!.clientId,
        client_secret: client!.clientSecret,
        username: 'owner@acme',
        password: password!,
        tenant: 'acme',
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
  } finally {
    await app.close();
    await database.close();
  }
});
