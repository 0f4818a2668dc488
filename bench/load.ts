// What every bench part shares: starting a server script, loading a URL with autocannon, its figures.
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 64;

/** What browsers send: the list figures are measured with it (compressed answers) and without. */
export const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Mean answer size in bytes as sent (compressed when asked). */
  bytes?: number;
}

/** Starts a script that prints `READY <url>`; answers its URL and process. */
export function start(script: string, env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /READY (\S+)/.exec(chunk.toString());
      if (match) resolve({ url: match[1], child });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/** A 2 s warm-up, then DURATION seconds measured. */
export async function load(name: string, opts: autocannon.Options): Promise<Figures> {
  await autocannon({ ...opts, duration: 2, connections: opts.connections ?? CONNECTIONS }); // warm-up
  const r = await autocannon({ ...opts, duration: DURATION, connections: opts.connections ?? CONNECTIONS });
  const answers = r.requests.total || 1;
  return {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    bytes: Math.round(r.throughput.total / answers),
  };
}

export const row = (f: Figures) => `| ${f.name} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors} | ${f.bytes ?? ''} |`;
export const TABLE_HEAD = '| measurement | req/s | p50 ms | p99 ms | errors | bytes/answer |\n|---|---|---|---|---|---|';
