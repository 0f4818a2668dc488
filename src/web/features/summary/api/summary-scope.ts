/** Which summary page: the tenant's (portfolio), a project's or a workspace's (docs/product/platform.md §2.8). */
export type SummaryLevel = 'portfolio' | 'project' | 'workspace';

export interface SummaryScope {
  level: SummaryLevel;
  tenantId: string;
  projectId?: string;
  workspaceId?: string;
}

/** The graph queries of one scope (docs/product/platform.md §7) and the variables its ids fill. */
interface ScopeFields {
  name: string;
  params: string;
  counts: string;
  totals: (type: number) => string;
  trend: string;
  variables: Record<string, string>;
}

function scopeFields(scope: SummaryScope): ScopeFields {
  switch (scope.level) {
    case 'portfolio':
      return {
        name: 'PortfolioSummary',
        params: '$tenant: ID!',
        counts: 'assetsCountByTenant(tenant_id: $tenant)',
        totals: (type) => `getTotalActionsByTenantType(tenant_id: $tenant, type: ${type})`,
        trend: 'getTotalActionsByTimePeriodOnTenantType(tenant_id: $tenant, from: $from, to: $to)',
        variables: { tenant: scope.tenantId },
      };
    case 'project':
      return {
        name: 'ProjectSummary',
        params: '$project: ID!, $tenant: ID!',
        counts: 'assetsCountByProjectTenant(project_id: $project, tenant_id: $tenant)',
        totals: (type) => `getTotalActionsByProjectTenantType(project_id: $project, tenant_id: $tenant, type: ${type})`,
        trend: 'getTotalActionsByTimePeriodOnProjectTenantType(project_id: $project, tenant_id: $tenant, from: $from, to: $to)',
        variables: { project: scope.projectId ?? '', tenant: scope.tenantId },
      };
    case 'workspace':
      return {
        name: 'WorkspaceSummary',
        params: '$id: ID!',
        counts: 'assetsCountByWorkspace(id: $id)',
        totals: (type) => `getTotalActionsByType(aggregate_id: $id, type: ${type})`,
        trend: 'getTotalActionsByTimePeriodOnAggregateType(aggregate_id: $id, from: $from, to: $to)',
        variables: { id: scope.workspaceId ?? '' },
      };
  }
}

const TYPE_COUNTS = '{ total groups { type count } }';
const TOTALS = '{ today last7Days last30Days }';
const ACTIONS = [
  ['likes', 1],
  ['views', 2],
  ['shares', 3],
] as const;

/** The one document a summary page sends: counts, the three totals and the trend (docs/api.md). */
export function summaryDocument(scope: SummaryScope, range: { from: string; to: string }): { query: string; variables: Record<string, string> } {
  const f = scopeFields(scope);
  const totals = ACTIONS.map(([alias, type]) => `  ${alias}: ${f.totals(type)} ${TOTALS}`).join('\n');
  const query = [
    `query ${f.name}(${f.params}, $from: String!, $to: String!) {`,
    `  counts: ${f.counts} { venues ${TYPE_COUNTS} assets ${TYPE_COUNTS} campaigns ${TYPE_COUNTS} }`,
    totals,
    `  trend: ${f.trend} { day likes views shares }`,
    '}',
  ].join('\n');
  return { query, variables: { ...f.variables, from: range.from, to: range.to } };
}

/** The ids a scope needs are known (the shell's loader put them in the session). */
export function scopeReady(scope: SummaryScope): boolean {
  if (!scope.tenantId) return false;
  if (scope.level === 'project') return Boolean(scope.projectId);
  if (scope.level === 'workspace') return Boolean(scope.workspaceId);
  return true;
}

export const summaryQueryKey = (scope: SummaryScope, range: { from: string; to: string }) =>
  ['summary', scope.level, scope.tenantId, scope.projectId ?? '', scope.workspaceId ?? '', range.from, range.to] as const;
