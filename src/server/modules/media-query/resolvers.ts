import { latestReading, readingsForPeriod } from '../device-readings/index.js';
import { audienceResolvers } from './audience.js';
import { checkedRange } from './periods.js';
import { projectScope, tenantScope, workspaceScope, type QueryContext } from './scope.js';
import * as service from './service.js';
import { campaignAttribution } from './attribution.js';
import { campaignImpressions, workspaceImpressions } from './impressions.js';
import { treasuryResolvers } from './treasury.js';

type Args = Record<string, string>;
type TypeArgs = Args & { type: number };

/**
 * Root resolvers of the summary queries (docs/product/platform.md §7, docs/api.md). Arguments are checked first, then
 * the scope is looked up and authorised (VIEWER), then the figures are read.
 */
export const rootValue = {
  assetsCountByTenant: async (a: Args, qc: QueryContext) => service.itemCounts(qc, await tenantScope(qc, a.tenant_id)),
  assetsCountByProjectTenant: async (a: Args, qc: QueryContext) => service.itemCounts(qc, await projectScope(qc, a.project_id, a.tenant_id)),
  assetsCountByWorkspace: async (a: Args, qc: QueryContext) => service.itemCounts(qc, await workspaceScope(qc, a.id)),

  getTotalActionsByType: async (a: TypeArgs, qc: QueryContext) => {
    const type = service.checkedActionType(a.type);
    return service.actionTotals(qc, await workspaceScope(qc, a.aggregate_id), type);
  },
  getTotalActionsByProjectTenantType: async (a: TypeArgs, qc: QueryContext) => {
    const type = service.checkedActionType(a.type);
    return service.actionTotals(qc, await projectScope(qc, a.project_id, a.tenant_id), type);
  },
  getTotalActionsByTenantType: async (a: TypeArgs, qc: QueryContext) => {
    const type = service.checkedActionType(a.type);
    return service.actionTotals(qc, await tenantScope(qc, a.tenant_id), type);
  },

  getTotalActionsByTimePeriodOnAggregateType: async (a: Args, qc: QueryContext) => {
    const range = checkedRange(a.from, a.to);
    return service.actionsPerDay(qc, await workspaceScope(qc, a.aggregate_id), range);
  },
  getTotalActionsByTimePeriodOnTenantType: async (a: Args, qc: QueryContext) => {
    const range = checkedRange(a.from, a.to);
    return service.actionsPerDay(qc, await tenantScope(qc, a.tenant_id), range);
  },
  getTotalActionsByTimePeriodOnProjectTenantType: async (a: Args, qc: QueryContext) => {
    const range = checkedRange(a.from, a.to);
    return service.actionsPerDay(qc, await projectScope(qc, a.project_id, a.tenant_id), range);
  },

  // Device dashboard (docs/product/creatives-assets-signage.md §7): VIEWER on the device's workspace.
  timeDBByDeviceId: (a: Args, qc: QueryContext) => latestReading(qc.ctx, qc.actor, a.device_id),
  timeDBEntriesForPeriod: (a: Args, qc: QueryContext) => readingsForPeriod(qc.ctx, qc.actor, a.device_id, a.from, a.to),

  // Treasury figures (docs/api.md): VIEWER on the detail's workspace, the workspace, or the project.
  ...treasuryResolvers,

  // Audience (docs/api.md "Audience"): VIEWER on the workspace, or on the workspace of the item read.
  ...audienceResolvers,

  // Measured impressions of a campaign's plays (docs/api.md "Audience"): VIEWER on the campaign's workspace.
  campaignImpressions: (a: { campaign_id: string; from?: string; to?: string }, qc: QueryContext) => campaignImpressions(qc, a),
  workspaceImpressions: (a: { aggregate_id: string; from?: string; to?: string }, qc: QueryContext) => workspaceImpressions(qc, a),
  // The campaign attribution report: the same, and the funnel from plays to redemptions.
  campaignAttribution: (a: { campaign_id: string; from?: string; to?: string }, qc: QueryContext) => campaignAttribution(qc, a),
};
