// A deployment on one machine, as docs/scaling.md describes it across several: HAProxy in front of N API servers
// built as in production, sharing one PostgreSQL, one Redis and an S3-compatible store (s3rver stands in for it:
// we run no S3 of our own). `npm run cluster` starts one to use; the cluster tests start one to break.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { ApiServer, Balancer, freePort, Postgres, Redis } from './processes.js';

export interface DeploymentOptions {
  /** Where every part keeps its files (PostgreSQL's data, the store's objects, each server's data directory). */
  dir: string;
  servers?: number;
  /** The balancer's port; unset: one the OS picks. */
  port?: number;
  /** Seeds the demo tenant (the first server does, before the others start). */
  demo?: boolean;
  /** Added to every API server's environment (sweep intervals, sign-in limits, SMTP_URL …). */
  env?: Record<string, string>;
}

/** The S3 stand-in, stoppable and restartable on the same port with the same objects. */
export class StandInS3 {
  private server?: S3rver;
  readonly bucket = 'sdm-cluster';
  private constructor(
    readonly port: number,
    private readonly directory: string,
  ) {}
  get endpoint() {
    return `http://127.0.0.1:${this.port}`;
  }

  static async create(directory: string): Promise<StandInS3> {
    const store = new StandInS3(await freePort(), directory);
    await store.start();
    return store;
  }

  async start(): Promise<void> {
    const server = new S3rver({
      address: '127.0.0.1',
      port: this.port,
      silent: true,
      directory: this.directory,
      configureBuckets: [{ name: this.bucket, configs: [] }],
    });
    (await server.run()) as AddressInfo;
    this.server = server;
  }

  async stop(): Promise<void> {
    await this.server?.close();
    this.server = undefined;
  }
}

export interface Deployment {
  /** The balancer: where the console and the API answer. */
  url: string;
  servers: ApiServer[];
  balancer: Balancer;
  postgres: Postgres;
  redis: Redis;
  s3: StandInS3;
  close(): Promise<void>;
}

export async function startDeployment(options: DeploymentOptions): Promise<Deployment> {
  const { dir, servers: count = 3, demo = false } = options;
  const folder = (name: string) => {
    const path = join(dir, name);
    mkdirSync(path, { recursive: true });
    return path;
  };
  // The servers run the production build: bring it up to date first, as `npm start` does (quick when it is).
  const build = spawnSync(process.execPath, ['scripts/start.mjs', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed: the cluster runs the production build of the server and console.');
  const started: { stop(): Promise<void> }[] = [];
  const close = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => {});
  };
  try {
    const postgres = await Postgres.create(folder('postgres'));
    started.push(postgres);
    const redis = await Redis.create();
    started.push(redis);
    const s3 = await StandInS3.create(folder('s3'));
    started.push(s3);

    const balancerPort = options.port ?? (await freePort());
    const shared = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      // Every server signs and checks tokens as one issuer, and counts sign-ins by the caller's address, not HAProxy's.
      PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      TRUST_PROXY: '127.0.0.1',
      MFA_SECRET_KEY: secretOf(dir),
      SDM_DEMO: demo ? '1' : '0',
      LOG_LEVEL: 'warn',
      ...options.env,
    };
    const servers: ApiServer[] = [];
    for (let i = 1; i <= count; i++) {
      servers.push(new ApiServer(`api${i}`, await freePort(), { ...shared, DATA_DIR: folder(`api${i}`) }));
    }
    started.push({ stop: async () => void (await Promise.all(servers.map((s) => s.kill('SIGTERM')))) });
    // The first migrates the database and seeds the demo alone; the rest then start side by side.
    await servers[0].start();
    await Promise.all(servers.slice(1).map((s) => s.start()));
    const balancer = await Balancer.create(folder('balancer'), servers, balancerPort);
    started.push(balancer);
    return { url: balancer.url, servers, balancer, postgres, redis, s3, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The key that seals two-factor secrets, the same for every server of the deployment and kept with its data. */
function secretOf(dir: string): string {
  const path = join(dir, 'mfa-secret-key');
  if (!existsSync(path)) writeFileSync(path, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(path, 'utf8');
}
