import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { scopeReady, summaryDocument } from './summary-scope';

const range = { from: '2026-10-01', to: '2026-11-23' };

describe('summaryDocument', () => {
  it('asks the workspace queries of docs/product/platform.md §7 with the workspace id', () => {
    const { query, variables } = summaryDocument({ level: 'workspace', tenantId: 't', workspaceId: 'w' }, range);
    expect(() => parse(query)).not.toThrow();
    expect(query).toContain('assetsCountByWorkspace(id: $id)');
    expect(query).toContain('shares: getTotalActionsByType(aggregate_id: $id, type: 3)');
    expect(query).toContain('getTotalActionsByTimePeriodOnAggregateType(aggregate_id: $id, from: $from, to: $to)');
    expect(variables).toEqual({ id: 'w', from: '2026-10-01', to: '2026-11-23' });
  });

  it('asks the project queries with project and tenant ids', () => {
    const { query, variables } = summaryDocument({ level: 'project', tenantId: 't', projectId: 'p' }, range);
    expect(() => parse(query)).not.toThrow();
    expect(query).toContain('likes: getTotalActionsByProjectTenantType(project_id: $project, tenant_id: $tenant, type: 1)');
    expect(variables).toEqual({ project: 'p', tenant: 't', from: range.from, to: range.to });
  });

  it('asks the tenant queries on the portfolio', () => {
    const { query, variables } = summaryDocument({ level: 'portfolio', tenantId: 't' }, range);
    expect(() => parse(query)).not.toThrow();
    expect(query).toContain('views: getTotalActionsByTenantType(tenant_id: $tenant, type: 2)');
    expect(query).toContain('getTotalActionsByTimePeriodOnTenantType(tenant_id: $tenant, from: $from, to: $to)');
    expect(variables).toEqual({ tenant: 't', from: range.from, to: range.to });
  });
});

describe('scopeReady', () => {
  it('waits for the ids the level needs', () => {
    expect(scopeReady({ level: 'portfolio', tenantId: '' })).toBe(false);
    expect(scopeReady({ level: 'portfolio', tenantId: 't' })).toBe(true);
    expect(scopeReady({ level: 'project', tenantId: 't' })).toBe(false);
    expect(scopeReady({ level: 'workspace', tenantId: 't', projectId: 'p' })).toBe(false);
    expect(scopeReady({ level: 'workspace', tenantId: 't', workspaceId: 'w' })).toBe(true);
  });
});
