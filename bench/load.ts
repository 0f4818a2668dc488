// What every bench part shares: starting a server script, loading a URL with autocannon, its figures.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type pg from 'pg';

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
  /**
   * CPU milliseconds per request of the server process and of its database backends, of the whole machine (every
   * process and the kernel: the load generator, the database's own background writers, the disk's interrupts), the
   * share of the machine's time left idle, and the bytes of WAL the database wrote per request (when measured:
   * `load`'s `cpu`).
   */
  cpu?: { server: number; db: number; machine: number; idle: number; wal: number };
}

/** CPU seconds (user + system) used so far by each of some processes, by pid. */
export type CpuReader = () => Promise<{ server: number; db: Map<number, number>; machine: MachineCpu; wal: number }>;

/** Seconds the machine's cores have spent busy and idle (waiting for I/O counts as idle) since boot. */
interface MachineCpu {
  busy: number;
  idle: number;
}

const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used (Linux /proc; 0 once it is gone). */
export function cpuSeconds(pid: number): number {
  try {
    // Fields after the parenthesised command name: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The machine's busy and idle seconds over all its cores (Linux /proc/stat's first line). */
function machineCpu(): MachineCpu {
  // user nice system idle iowait irq softirq steal …, in ticks
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { busy: (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND, idle: (idle + iowait) / TICKS_PER_SECOND };
}

/**
 * The CPU of the server process `pid` (or of several servers together) and of every backend of the bench database
 * (the phase's servers are the only ones busy).
 */
export const cpuOf =
  (client: pg.Client, pid: number | number[]): CpuReader =>
  async () => {
    const { rows } = await client.query<{ pid: number; wal: string }>(
      `select pid, (pg_current_wal_insert_lsn() - '0/0')::text as wal from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    // The WAL position is the whole server's: the bench's database is the only one written during a measurement.
    const server = [pid].flat().reduce((sum, p) => sum + cpuSeconds(p), 0);
    return { server, db: new Map(rows.map((r) => [r.pid, cpuSeconds(r.pid)])), machine: machineCpu(), wal: Number(rows[0]?.wal ?? 0) };
  };

/** CPU milliseconds per request between two readings of `CpuReader` over `answers` requests. */
export function cpuPerRequest(before: Awaited<ReturnType<CpuReader>>, after: Awaited<ReturnType<CpuReader>>, answers: number): NonNullable<Figures['cpu']> {
  const perRequest = (seconds: number) => Math.round((seconds * 1e6) / (answers || 1)) / 1000;
  // A backend that started during the run counts from 0; one that ended is left out.
  const db = [...after.db].reduce((sum, [pid, s]) => sum + s - (before.db.get(pid) ?? 0), 0);
  const busy = after.machine.busy - before.machine.busy;
  const idle = after.machine.idle - before.machine.idle;
  return {
    server: perRequest(after.server - before.server),
    db: perRequest(db),
    machine: perRequest(busy),
    idle: Math.round((idle / (busy + idle || 1)) * 1000) / 10,
    wal: Math.round((after.wal - before.wal) / (answers || 1)),
  };
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

/**
 * A 2 s warm-up, then DURATION seconds measured; with `cpu`, also the CPU time each request took of the server
 * and of the database (a figure the other load on a shared machine moves far less than the rates).
 */
export async function load(name: string, opts: autocannon.Options, cpu?: CpuReader): Promise<Figures> {
  await autocannon({ ...opts, duration: 2, connections: opts.connections ?? CONNECTIONS }); // warm-up
  const before = await cpu?.();
  const r = await autocannon({ ...opts, duration: DURATION, connections: opts.connections ?? CONNECTIONS });
  const after = await cpu?.();
  const answers = r.requests.total || 1;
  return {
    ...(before && after && { cpu: cpuPerRequest(before, after, answers) }),
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    bytes: Math.round(r.throughput.total / answers),
  };
}

const cpuCell = ({ cpu }: Figures) => (cpu ? `${cpu.server} + ${cpu.db} / ${cpu.machine}, ${cpu.idle} %` : '');
export const row = (f: Figures) => `| ${f.name} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors} | ${f.bytes ?? ''} | ${cpuCell(f)} |`;
export const TABLE_HEAD =
  '| measurement | req/s | p50 ms | p99 ms | errors | bytes/answer | CPU ms a request: server + database / machine, idle |\n|---|---|---|---|---|---|---|';
