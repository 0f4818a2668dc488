import { resolve } from 'node:path';
import { DEFAULT_MAX_UPLOAD_BYTES } from '../domain/signage/media.js';
import { parseSmtpUrl } from './mail/smtp-url.js';
import type { S3Settings } from './storage/s3-storage.js';

/** Runtime settings, read once from the environment (README lists them). */
export interface Config {
  port: number;
  host: string;
  /** Unset: embedded PGlite in `dataDir`. `memory://` gives a throw-away in-memory PGlite. */
  databaseUrl?: string;
  /** PostgreSQL: the application's own login role, only a member of sdm_app; unset: sdm_app itself logs in. */
  appDatabaseUrl?: string;
  dataDir: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  demo: boolean;
  environment: string;
  /** Public origin used as the OIDC issuer; derived from the request when unset. */
  publicUrl?: string;
  qrAppStoreUrl: string;
  qrWebAppUrl: string;
  /** Failed sign-ins of one tenant's username from one client address per window (and failed password checks per user). */
  loginMaxFailuresPerUser: number;
  /** Failed sign-ins of one tenant's username from all addresses together per window. */
  loginMaxFailuresPerAccount: number;
  /** Failed sign-ins from one client address per window. */
  loginMaxFailuresPerAddress: number;
  loginWindowSeconds: number;
  /** Which proxies' X-Forwarded-For to believe (TRUST_PROXY): Fastify's `trustProxy`; false = none. */
  trustProxy: boolean | string;
  /** Redis shared by every API server for sign-in limits and password proofs (REDIS_URL); unset = in-process. */
  redisUrl?: string;
  /** What every Redis key of this deployment starts with (REDIS_KEY_PREFIX), so several may share one Redis. */
  redisKeyPrefix: string;
  logLevel: string;
  webDir: string;
  /** Nominatim-compatible reverse geocoder (GEOCODER_URL); unset: the console says no location service is configured. */
  geocoderUrl?: string;
  /** How long one upstream look-up may take (GEOCODER_TIMEOUT_MS). */
  geocoderTimeoutMs: number;
  /** Map tiles for the workspace map ({z}/{x}/{y} template); its origin is allowed by the content policy. */
  mapTileUrl: string;
  /**
   * [latitude, longitude] the map shows a record without a location at (MAP_DEFAULT_CENTER,
   * docs/product/campaigns-venues-events.md §9's fallback city).
   */
  mapDefaultCenter: [number, number];
  /** Keep item list answers until the tenant's items change (SDM_LIST_CACHE=0 turns it off; docs/scaling.md). */
  listCache: boolean;
  /** Identical list reads arriving together share one statement (SDM_READ_GROUPS=0 turns it off, for measuring; lists/read-groups.ts). */
  readGroups: boolean;
  /** Hold every answer to its declared schema, a mismatch a 500 (SDM_CHECK_RESPONSES=1: the API tests; answer-check.ts). */
  checkResponses: boolean;
  /**
   * SMTP server that scheduled reports are mailed through (SMTP_URL: smtp:// with STARTTLS when offered, or smtps://;
   * parseSmtpUrl in src/server/mail/smtp-url.ts); unset: stored only. Checked when the config loads.
   */
  smtpUrl?: string;
  /** Sender of those mails (MAIL_FROM). */
  mailFrom: string;
  /** How often each server looks for due scheduled reports (REPORT_SWEEP_MS); 0 turns its sweep off. */
  reportSweepMs: number;
  /** How often each server credits points earned elsewhere to wallets (POINTS_SWEEP_MS); 0 turns it off. */
  pointsSweepMs: number;
  /** How often each server settles the measured-play rollup (MEASURED_SWEEP_MS, docs/decisions/0099-measured-impressions-rollup.md); 0 turns it off. */
  measuredSweepMs: number;
  /** Loyalty crediting transactions each server runs in parallel, each on a part of the queue (POINTS_SWEEP_WORKERS). */
  pointsSweepWorkers: number;
  /**
   * Seals users' TOTP secrets in the database (MFA_SECRET_KEY, any long random text; all API servers share it).
   * Unset: a development key written in the source, which protects nothing (the server warns in production).
   */
  mfaSecretKey?: string;
  /** The largest signage media upload in bytes (SIGNAGE_MAX_UPLOAD_BYTES, 512 MB by default). */
  signageMaxUploadBytes: number;
  /** Where uploaded files live: local disk under `dataDir` unless S3_ENDPOINT and S3_BUCKET name an S3-compatible store. */
  s3: S3Settings | undefined;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

// London, where the demo workspaces are.
const DEFAULT_CENTER: [number, number] = [51.5072, -0.1276];

/** 'lat,lon' in range, else the fallback. */
export function parseCenter(value: string | undefined, fallback = DEFAULT_CENTER): [number, number] {
  const [lat, lon, ...rest] = (value ?? '').split(',').map((part) => (part.trim() === '' ? NaN : Number(part)));
  return rest.length === 0 && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? [lat, lon] : fallback;
}

/**
 * TRUST_PROXY: unset, '', 0 or false = no proxy (the peer's address counts); true = any peer (only when
 * nothing but the proxy can reach the server); else the proxies' addresses or CIDR ranges, comma-separated
 * ('10.0.0.1, 172.16.0.0/12'). Fastify 5 refuses a hop count (it cannot check the peer), so there is none.
 */
export function parseTrustProxy(value: string | undefined): boolean | string {
  const v = (value ?? '').trim();
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return false;
  if (v.toLowerCase() === 'true') return true;
  return v;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const environment = env.SDM_ENVIRONMENT ?? 'development';
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: parseDatabaseUrl('DATABASE_URL', env.DATABASE_URL),
    appDatabaseUrl: parseDatabaseUrl('APP_DATABASE_URL', env.APP_DATABASE_URL),
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    accessTokenTtl: int(env.ACCESS_TOKEN_TTL, 3600),
    refreshTokenTtl: int(env.REFRESH_TOKEN_TTL, 8 * 3600),
    demo: env.SDM_DEMO !== '0',
    environment,
    publicUrl: env.PUBLIC_URL || undefined,
    qrAppStoreUrl: env.QR_APP_STORE_URL ?? 'https://apps.example.com/sdm-mall',
    qrWebAppUrl: env.QR_WEB_APP_URL ?? (environment === 'production' ? 'https://app.sdm.example.com' : 'https://dev.app.sdm.example.com'),
    loginMaxFailuresPerUser: int(env.LOGIN_MAX_FAILURES_PER_USER, 5),
    loginMaxFailuresPerAccount: int(env.LOGIN_MAX_FAILURES_PER_ACCOUNT, 50),
    loginMaxFailuresPerAddress: int(env.LOGIN_MAX_FAILURES_PER_ADDRESS, 30),
    loginWindowSeconds: int(env.LOGIN_WINDOW_SECONDS, 900),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: parseRedisUrl(env.REDIS_URL),
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'sdm:',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDir: resolve(env.WEB_DIR ?? 'dist/web'),
    geocoderUrl: env.GEOCODER_URL?.replace(/\/+$/, '') || undefined,
    geocoderTimeoutMs: int(env.GEOCODER_TIMEOUT_MS, 5000),
    mapTileUrl: env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapDefaultCenter: parseCenter(env.MAP_DEFAULT_CENTER),
    listCache: env.SDM_LIST_CACHE !== '0',
    readGroups: env.SDM_READ_GROUPS !== '0',
    checkResponses: env.SDM_CHECK_RESPONSES === '1',
    smtpUrl: checkedSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || 'reports@sdm.example.com',
    reportSweepMs: env.REPORT_SWEEP_MS === '0' ? 0 : int(env.REPORT_SWEEP_MS, 60_000),
    pointsSweepMs: env.POINTS_SWEEP_MS === '0' ? 0 : int(env.POINTS_SWEEP_MS, 5_000),
    measuredSweepMs: env.MEASURED_SWEEP_MS === '0' ? 0 : int(env.MEASURED_SWEEP_MS, 60_000),
    pointsSweepWorkers: Math.max(1, int(env.POINTS_SWEEP_WORKERS, 4)),
    mfaSecretKey: env.MFA_SECRET_KEY || undefined,
    signageMaxUploadBytes: int(env.SIGNAGE_MAX_UPLOAD_BYTES, DEFAULT_MAX_UPLOAD_BYTES),
    s3: parseS3(env),
    ...overrides,
  };
}

/** SMTP_URL as given, once it parses: a typo stops the server at start, not each report's mail later. */
function checkedSmtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  parseSmtpUrl(value);
  return value;
}

/**
 * A service's URL from `variable`: unset or '' = none; else a URL of one of `protocols` naming a host, or a one-line
 * Error that repeats no password (the value may hold one): a typo stops the server at start, never later.
 */
function serviceUrl(variable: string, value: string | undefined, protocols: string[], form: string): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable} is not a URL: expected ${form}`);
  }
  const schemes = protocols.map((p) => `${p}//`);
  if (!protocols.includes(url.protocol)) throw new Error(`${variable} must start with ${schemes.join(' or ')} (got ${url.protocol}//)`);
  // PostgreSQL may name a socket directory instead of a host: postgres:///db?host=/var/run/postgresql.
  if (!url.hostname && !url.searchParams.get('host')) throw new Error(`${variable} names no host: expected ${form}`);
  return value;
}

/** REDIS_URL: shared sign-in limits and password proofs. */
export const parseRedisUrl = (value: string | undefined) =>
  serviceUrl('REDIS_URL', value, ['redis:', 'rediss:'], 'redis://[user:password@]host[:port][/db] or rediss://…');

/** DATABASE_URL and APP_DATABASE_URL: a PostgreSQL server (`memory://`, for tests, is a throw-away embedded one). */
export const parseDatabaseUrl = (variable: string, value: string | undefined) =>
  value === 'memory://' ? value : serviceUrl(variable, value, ['postgres:', 'postgresql:'], 'postgres://user[:password]@host[:port]/database');

/** S3_ENDPOINT and S3_BUCKET turn the S3-compatible store on; its keys come from S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY. */
export function parseS3(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_ENDPOINT || !env.S3_BUCKET) return undefined;
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) throw new Error('S3_ENDPOINT is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too');
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    prefix: env.S3_PREFIX ?? '',
  };
}
