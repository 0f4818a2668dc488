import { spawn } from 'node:child_process';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';

let busy: Server;
beforeAll(() => new Promise<void>((resolve) => (busy = createServer().listen(0, '127.0.0.1', () => resolve()))));
afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

/** Runs the real entry point as `npm start` does, with `env` added; answers its exit code and output. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', main], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

it('says in one line that the port is taken and how to choose another, and exits non-zero', async () => {
  const port = (busy.address() as AddressInfo).port;
  const run = await runMain({ PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: 'memory://', SDM_DEMO: '0', LOG_LEVEL: 'silent' });
  expect(run.code).toBe(1);
  expect(run.stderr).toBe(`Port ${port} on 127.0.0.1 is already in use by another program: choose another port with PORT, e.g. PORT=8080 npm start\n`);
  expect(run.stdout).toBe('');
});

it.each([
  ['DATABASE_URL', 'mysql://sdm:secret@db.example.com/sdm', 'DATABASE_URL must start with postgres:// or postgresql:// (got mysql://)'],
  ['REDIS_URL', 'cache.example.com:6379', 'REDIS_URL must start with redis:// or rediss:// (got cache.example.com://)'],
  ['SMTP_URL', 'not a url', 'SMTP_URL is not a URL'],
])('refuses to start on a malformed %s with one line, no stack trace and no password', async (variable, value, message) => {
  const run = await runMain({ [variable]: value, PORT: '0', SDM_DEMO: '0', LOG_LEVEL: 'silent' });
  expect(run.code).toBe(1);
  expect(run.stderr).toMatch(new RegExp(`^SDM Console cannot start: ${message.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^\n]*\n$`));
  expect(run.stderr).not.toContain('secret');
  expect(run.stdout).toBe('');
});
