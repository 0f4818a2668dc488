import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { runAsSystem } from './audit/context.js';
import { readBuildInfo } from './build-info.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase, type Database } from './db/client.js';
import { registerCompression } from './compression.js';
import { declareErrorAnswers, jsonSchemaTransformObject } from './answers.js';
import { registerAnswerCheck } from './answer-check.js';
import { registerSecurityHeaders, securityHeaders } from './security-headers.js';
import { registerErrorHandler } from './errors-handler.js';
import { registerInputGuard } from './input-guard.js';
import { ApiClientRegistry } from './iam/api-clients.js';
import { registerAuthentication } from './iam/authenticate.js';
import { LoginLimiter, RateLimit } from './iam/login-limiter.js';
import { PasswordProofs } from './iam/password-proofs.js';
import { DEVELOPMENT_MFA_KEY, SecretBox } from './iam/secret-box.js';
import { openRedisLink } from './iam/redis-link.js';
import { MemorySecurityStore, RedisSecurityStore } from './iam/security-store.js';
import { Counts } from './iam/window-counts.js';
import { iamRoutes } from './iam/routes.js';
import { loadKeyRing } from './iam/signing-keys.js';
import { TokenVersions } from './iam/token-versions.js';
import { AccessTokenVerifier } from './iam/tokens.js';
import { loggerOptions } from './logger.js';
import { startReportSweep } from './modules/reports/scheduler.js';
import { startPointsSweep } from './modules/loyalty/points-sweep.js';
import { startMeasuredSweep } from './modules/media-query/settling.js';
import { registerModules } from './modules/index.js';
import { TenantDirectory } from './modules/tenants/directory.js';
import { ensureClients } from './seed/clients.js';
import { seedDemo } from './seed/demo.js';
import { openStorage } from './storage/open-storage.js';
import { registerWeb } from './web.js';
import { startListCache } from './lists/list-cache.js';
import { ReadGroups } from './lists/read-groups.js';
import { startDeviceSecretCache } from './modules/device-readings/device-auth.js';
import { verifyDeviceSecret } from './modules/media-items/device-secrets.js';
import { PAIRINGS_PER_MINUTE } from '../domain/signage/pairing.js';

export const ROOT = join(fileURLToPath(import.meta.url), '../../..');

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise opened from the config. */
  database?: Database;
  logger?: boolean;
  /** Where log lines go instead of stdout (a test reading what the server logs). */
  logStream?: { write(line: string): void };
  /** The system clock unless a test brings its own. */
  clock?: Clock;
}

export type App = FastifyInstance & { ctx: AppContext };

/** Builds the API + console server: database, keys, plugins and routes, ready to listen or inject. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const database = options.database ?? (await openDatabase({ url: config.databaseUrl, appUrl: config.appDatabaseUrl, dataDir: config.dataDir }));
  const db = database.db;
  const storage = openStorage(config);
  // What the server writes by itself is recorded as the system's (src/server/audit).
  const keys = await runAsSystem('startup', async () => {
    await ensureClients(db);
    if (config.demo) await seedDemo(db, storage);
    return loadKeyRing(db);
  });
  const lists = await startListCache(database, config.listCache);
  const deviceSecrets = await startDeviceSecretCache(database, verifyDeviceSecret);
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger === false ? false : { ...loggerOptions(config.logLevel), ...(options.logStream ? { stream: options.logStream } : {}) },
    bodyLimit: 1024 * 1024,
    // Behind a reverse proxy, request.ip is the client's address only when the proxy is trusted (TRUST_PROXY).
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  // One Redis connection (REDIS_URL) for the sign-in limits and the password proofs, else both kept in this process.
  const redis = config.redisUrl ? await openRedisLink(config.redisUrl, config.redisKeyPrefix, (message) => app.log.warn(message)) : undefined;
  const counts = new Counts(redis);
  if (!config.mfaSecretKey && config.environment === 'production') {
    app.log.warn('MFA_SECRET_KEY is not set: two-factor secrets are sealed with the development key, which anyone with the source can open');
  }
  const ctx: AppContext = {
    config,
    database,
    db,
    keys,
    verifier: new AccessTokenVerifier(keys, () => clock.now()),
    tokenVersions: new TokenVersions(db, clock),
    limiter: new LoginLimiter(counts, {
      perUser: config.loginMaxFailuresPerUser,
      perAccount: config.loginMaxFailuresPerAccount,
      perAddress: config.loginMaxFailuresPerAddress,
      windowSeconds: config.loginWindowSeconds,
    }),
    pairingLimit: new RateLimit(counts, 'pairing:address', PAIRINGS_PER_MINUTE, 60),
    passwordProofs: new PasswordProofs(redis ? new RedisSecurityStore(redis) : new MemorySecurityStore()),
    secretBox: new SecretBox(config.mfaSecretKey ?? DEVELOPMENT_MFA_KEY),
    clients: new ApiClientRegistry(db),
    tenants: new TenantDirectory(db),
    storage,
    build: readBuildInfo(ROOT, config.webDir),
    lists: lists.cache,
    readGroups: new ReadGroups(config.readGroups),
    playerStates: lists.players,
    itemChanges: lists.announcer,
    deviceSecrets: deviceSecrets.cache,
    clock,
  };

  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; answers go out with plain JSON.stringify (no re-validation on the hot path).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  declareErrorAnswers(app);
  registerErrorHandler(app);
  registerInputGuard(app);
  // Before compression, so the check reads the answer's text.
  if (config.checkResponses) await registerAnswerCheck(app);
  registerCompression(app);

  registerSecurityHeaders(app, securityHeaders({ imageOrigins: [new URL(config.mapTileUrl.replace(/[{}]/g, '')).origin] }));
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(swagger, {
    openapi: {
      info: { title: 'SDM Console API', version: ctx.build.version, description: 'Multi-tenant media, advertising and signage console API' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } } },
      security: [{ bearer: [], apiKey: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'",
    uiConfig: { docExpansion: 'list' },
  });

  registerAuthentication(app, ctx);
  await app.register(async (scope) => iamRoutes(scope, ctx));
  await app.register(async (scope) => registerModules(scope, ctx));
  await registerWeb(app, config.webDir);

  // A caller's own write is noted before its answer leaves, so its next list read never predates it
  // (other servers hear it from the database's notice a moment later).
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && request.actor) {
      ctx.lists.changed(request.actor.tenantId);
      ctx.playerStates.changed(request.actor.tenantId);
    }
  });
  // Scheduled reports: every server sweeps; leases keep a run from being produced twice.
  const stopSweep = config.reportSweepMs > 0 ? startReportSweep(ctx, config.reportSweepMs, (err) => app.log.error({ err }, 'report sweep failed')) : () => {};
  // Points earned elsewhere (topic attempts) reach wallets apart from the requests that earned them.
  const stopPoints =
    config.pointsSweepMs > 0
      ? startPointsSweep(ctx, config.pointsSweepMs, config.pointsSweepWorkers, (err) => app.log.error({ err }, 'points sweep failed'))
      : () => {};
  // Measured plays of settled days go into their rollup, so reports over long periods read days, not plays and readings.
  const stopMeasured =
    config.measuredSweepMs > 0 ? startMeasuredSweep(ctx, config.measuredSweepMs, (err) => app.log.error({ err }, 'measured-play sweep failed')) : () => {};
  app.addHook('onClose', async () => {
    stopSweep();
    stopPoints();
    stopMeasured();
    await lists.stop();
    await deviceSecrets.stop();
    await redis?.close();
    if (!options.database) await database.close();
  });
  return Object.assign(app, { ctx }) as unknown as App;
}
