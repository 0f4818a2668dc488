// The parts of a deployment that are programs of their own (PostgreSQL, Redis, HAProxy, the API servers), started and
// stopped as a test or `npm run cluster` needs them. Every part listens on 127.0.0.1 on a port the OS picked.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, chownSync, existsSync, readdirSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import { freePort } from '../src/server/test/free-port.js';

export { freePort };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `ready` answers true, or fails with `what` after `ms`. */
export async function waitFor(what: string, ready: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > end) throw new Error(`${what} did not happen within ${ms / 1000} s`);
    await sleep(50);
  }
}

export function requireCommand(command: string, install: string): string {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(`The cluster needs ${command}: ${install}.`);
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const exited = (child: ChildProcess) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : once(child, 'exit').then(() => {}));

/** A PostgreSQL server of the deployment's own (initdb in `dir`), so that a test may stop and restart it. */
export class Postgres {
  readonly url: string;
  private readonly bin: string;
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {
    this.url = `postgres://postgres@127.0.0.1:${port}/sdm`;
    this.bin = postgresBin();
  }

  static async create(dir: string): Promise<Postgres> {
    const pg = new Postgres(dir, await freePort());
    if (!existsSync(join(dir, 'PG_VERSION'))) {
      if (process.getuid?.() === 0) {
        // The postgres user must reach its folder: the deployment's folder is made passable (not readable) for it.
        chmodSync(dirname(dir), 0o711);
        chownSync(dir, ...postgresIds());
      }
      pg.run('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
    }
    await pg.start();
    pg.run('psql', ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres', '-d', 'postgres', '-qc', 'create database sdm'], true);
    return pg;
  }

  /** PostgreSQL refuses to run as root: as root, its programs run as the postgres user. */
  private run(program: string, args: string[], mayFail = false) {
    const path = program === 'psql' ? 'psql' : join(this.bin, program);
    const [command, all] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
    try {
      execFileSync(command as string, all as string[], { stdio: 'pipe' });
    } catch (error) {
      if (!mayFail) throw new Error(`${program} failed: ${(error as { stderr?: Buffer }).stderr?.toString() ?? error}`, { cause: error });
    }
  }

  async start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off`;
    this.run('pg_ctl', ['-D', this.dir, '-l', join(this.dir, 'server.log'), '-o', options, '-w', 'start']);
    await waitFor('PostgreSQL accepting connections', () => accepts(this.port));
  }

  /** A fast shutdown: open sessions are cut, as a restart or failover cuts them. */
  async stop(): Promise<void> {
    this.run('pg_ctl', ['-D', this.dir, '-m', 'fast', '-w', 'stop'], true);
  }
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(root, v, 'bin')).find((bin) => existsSync(join(bin, 'initdb')));
  if (!found) throw new Error('The cluster runs its own PostgreSQL: initdb is missing (apt-get install -y postgresql).');
  return found;
}

function postgresIds(): [number, number] {
  const [uid, gid] = execFileSync('sh', ['-c', 'id -u postgres; id -g postgres'], { encoding: 'utf8' }).trim().split('\n').map(Number);
  return [uid, gid];
}

/** A redis-server without persistence; `stop` kills it as a crash would, `start` brings it back on the same port. */
export class Redis {
  private child?: ChildProcess;
  private constructor(readonly port: number) {}
  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async create(): Promise<Redis> {
    requireCommand('redis-server', 'apt-get install -y redis-server');
    const redis = new Redis(await freePort());
    await redis.start();
    return redis;
  }

  async start(): Promise<void> {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitFor('Redis accepting connections', () => accepts(this.port));
  }

  /** The keys matching `pattern` (redis-cli --scan). */
  async keys(pattern: string): Promise<string[]> {
    const out = execFileSync('redis-cli', ['-p', String(this.port), '--scan', '--pattern', pattern], { encoding: 'utf8' });
    return out.split('\n').filter(Boolean);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill('SIGKILL');
    await exited(child);
    this.child = undefined;
  }
}

/** One API server: the production build (`dist/server/main.js`) run by node alone, as `npm start` runs it. */
export class ApiServer {
  private child?: ChildProcess;
  /** What the server wrote to stderr and stdout, for a test that checks a warning. */
  output = '';
  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}
  get url() {
    return `http://127.0.0.1:${this.port}`;
  }
  get running() {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }
  /** The running process's id (the bench reads its CPU time). */
  get pid() {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => void (this.output = (this.output + chunk.toString()).slice(-200_000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    await waitFor(
      `${this.name} answering /health`,
      async () => {
        if (child.exitCode !== null) throw new Error(`${this.name} exited with ${child.exitCode}:\n${this.output.slice(-4000)}`);
        return (await fetch(`${this.url}/health`)).status === 200;
      },
      60_000,
    );
  }

  /** SIGKILL: the process dies mid-request, as a crashed machine would leave it. SIGTERM: it closes cleanly. */
  async kill(signal: 'SIGKILL' | 'SIGTERM' = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill(signal);
    await exited(child);
    this.child = undefined;
  }
}

/** HAProxy in front of the servers: round robin, each server checked on /health every half second. */
export class Balancer {
  private child?: ChildProcess;
  private constructor(
    readonly port: number,
    private readonly config: string,
    private readonly socket: string,
  ) {}
  get url() {
    return `http://127.0.0.1:${this.port}`;
  }
  /** HAProxy's process id (the bench reads its CPU time). */
  get pid() {
    return this.child?.pid;
  }

  static async create(dir: string, servers: ApiServer[], port: number): Promise<Balancer> {
    requireCommand('haproxy', 'apt-get install -y haproxy');
    const socket = join(dir, 'haproxy.sock');
    // When no server is up, or one fails mid-answer, the caller still gets the API's error shape and a message.
    const errorFile = (status: number, reason: string, message: string) => {
      const body = JSON.stringify({ statusCode: status, error: reason, message });
      const path = join(dir, `${status}.http`);
      writeFileSync(path, `HTTP/1.0 ${status} ${reason}\r\nCache-Control: no-cache\r\nConnection: close\r\nContent-Type: application/json\r\n\r\n${body}\n`);
      return `  errorfile ${status} ${path}`;
    };
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(
      config,
      [
        'global',
        `  stats socket ${socket} mode 600 level admin`,
        'defaults',
        '  mode http',
        '  timeout connect 2s',
        '  timeout client 60s',
        '  timeout server 60s',
        // A request that never reached a server (refused connection) goes to another; one that did is never resent.
        '  retries 2',
        '  option redispatch',
        errorFile(503, 'Service Unavailable', 'The service is unavailable at the moment; try again shortly.'),
        errorFile(502, 'Bad Gateway', 'The server handling the request stopped before answering; check whether it was done before trying again.'),
        errorFile(504, 'Gateway Timeout', 'The server did not answer in time; check whether it was done before trying again.'),
        'frontend console',
        `  bind 127.0.0.1:${port}`,
        '  option forwardfor',
        '  default_backend api',
        'backend api',
        '  balance roundrobin',
        '  option httpchk GET /health',
        '  default-server inter 500ms fall 2 rise 1',
        // Which server answered: the tests check that consecutive requests spread over all of them.
        '  http-response set-header X-Served-By %[srv_name]',
        ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`),
        '',
      ].join('\n'),
    );
    const balancer = new Balancer(port, config, socket);
    await balancer.start();
    return balancer;
  }

  async start(): Promise<void> {
    this.child = spawn('haproxy', ['-db', '-f', this.config], { stdio: ['ignore', 'ignore', 'pipe'] });
    await waitFor('HAProxy listening', () => accepts(this.port));
  }

  /** Each server's state as HAProxy sees it (UP, DOWN, …), from its stats socket. */
  async states(): Promise<Record<string, string>> {
    const text = await new Promise<string>((resolve, reject) => {
      let out = '';
      const socket = createConnection(this.socket, () => socket.write('show stat\n'));
      socket.on('data', (chunk) => (out += chunk.toString()));
      socket.on('end', () => resolve(out));
      socket.on('error', reject);
    });
    const [header, ...rows] = text.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const [proxy, server, status] = ['pxname', 'svname', 'status'].map((c) => columns.indexOf(c));
    const states: Record<string, string> = {};
    for (const row of rows.map((r) => r.split(','))) if (row[proxy] === 'api' && row[server] !== 'BACKEND') states[row[server]] = row[status];
    return states;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill('SIGTERM');
    await exited(child);
    this.child = undefined;
  }
}
