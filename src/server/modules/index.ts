import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { auditRoutes } from '../audit/routes.js';
import { accessListRoutes } from './access-lists/routes.js';
import { aggregateRoutes } from './aggregates/routes.js';
import { audienceRoutes } from './audience/routes.js';
import { campaignRoutes } from './campaigns/routes.js';
import { creativePartRoutes } from './creative-parts/routes.js';
import { exportRoutes } from './exports/routes.js';
import { geoRoutes } from './geo/routes.js';
import { imageRoutes } from './images/routes.js';
import { itemTypeRoutes } from './item-types/routes.js';
import { learningRoutes } from './learning/routes.js';
import { loyaltyRoutes } from './loyalty/routes.js';
import { mediaItemRoutes } from './media-items/routes.js';
import { mediaQueryRoutes } from './media-query/routes.js';
import { mobilityRoutes } from './mobility/routes.js';
import { opsRoutes } from './ops/routes.js';
import { profileRoutes } from './profiles/routes.js';
import { reportScheduleRoutes } from './reports/schedule-routes.js';
import { shareLinkRoutes } from './reports/share-routes.js';
import { playerRoutes } from './signage/player-routes.js';
import { signageRoutes } from './signage/routes.js';
import { relationRoutes } from './relations/routes.js';
import { deviceReadingRoutes } from './device-readings/routes.js';
import { projectRoutes } from './projects/routes.js';
import { tenantRoutes } from './tenants/routes.js';
import { tiConfigRoutes } from './treasury/config-routes.js';
import { transactionRoutes } from './transactions/routes.js';
import { tiDetailRoutes } from './treasury/detail-routes.js';
import { userRoutes } from './users/routes.js';
import { walletRoutes } from './wallets/routes.js';

/** Every API area; each registers its own routes (docs/api.md). */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  for (const routes of [
    opsRoutes,
    auditRoutes,
    tenantRoutes,
    projectRoutes,
    userRoutes,
    profileRoutes,
    imageRoutes,
    itemTypeRoutes,
    aggregateRoutes,
    geoRoutes,
    mediaQueryRoutes,
    audienceRoutes,
    accessListRoutes,
    relationRoutes,
    deviceReadingRoutes,
    mediaItemRoutes,
    creativePartRoutes,
    mobilityRoutes,
    campaignRoutes,
    tiConfigRoutes,
    transactionRoutes,
    tiDetailRoutes,
    exportRoutes,
    shareLinkRoutes,
    reportScheduleRoutes,
    learningRoutes,
    loyaltyRoutes,
    signageRoutes,
    playerRoutes,
    walletRoutes,
  ]) {
    await routes(app, ctx);
  }
}
