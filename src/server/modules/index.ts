import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { imageRoutes } from './images/routes.js';
import { opsRoutes } from './ops/routes.js';
import { profileRoutes } from './profiles/routes.js';
import { projectRoutes } from './projects/routes.js';
import { tenantRoutes } from './tenants/routes.js';
import { userRoutes } from './users/routes.js';

/** Every API area; each registers its own routes with the spec's paths. */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  for (const routes of [opsRoutes, tenantRoutes, projectRoutes, userRoutes, profileRoutes, imageRoutes]) {
    await routes(app, ctx);
  }
}
