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
