import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The real app in a process of its own on the database of `databaseUrl`, as `npm start` runs it (for the tests that kill
 * it with SIGKILL); its URL once it listens. `env` adds to the environment; the child is pushed on `servers` at once, so
 * the test's cleanup kills it even if it never became ready.
 */
export function startAppProcess(servers: ChildProcess[], databaseUrl: string, dataDir: string, env: Record<string, string> = {}) {
  const script = fileURLToPath(new URL('../../../bench/serve-app.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SDM_DEMO: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(child);
  return new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /READY (\S+)/.exec(chunk.toString());
      if (match) resolve({ child, url: match[1] });
    });
    child.once('exit', (exit) => reject(new Error(`the server exited with ${exit}`)));
  });
}
