import type { TreasuryFigures } from '../../../domain/treasury/figures.js';
import { maskProfileId } from '../../../domain/treasury/masking.js';
import { badRequest, notFound } from '../../errors.js';
import { projectScope, visibleWorkspaces, workspaceScope, type QueryContext } from './scope.js';
import * as repo from './repo-treasury.js';

/** Counted figures of a detail, batch, type or scope; `balanceTickets` is what is left to acquire. */
export interface Figures extends TreasuryFigures {
  balanceTickets: number;
}

const ZERO: repo.FigureRow = { key: '', totalInstruments: 0, instrumentFree: 0, instrumentAcquired: 0, instrumentRedeemed: 0, revenue: 0, discount: 0 };
const figuresOf = ({ key: _key, ...row }: repo.FigureRow = ZERO): Figures => ({ ...row, balanceTickets: row.instrumentFree });
/** The figures of a type nothing has been issued of yet. */
export const ZERO_FIGURES: Figures = figuresOf();
const byKey = (rows: repo.FigureRow[]) => new Map(rows.map((r) => [r.key, r]));

/** The lists' page: 50 by default, at most 500. */
function checkedPage(limit: number | undefined, offset: number | undefined) {
  const page = { limit: limit ?? 50, offset: offset ?? 0 };
  if (!Number.isInteger(page.limit) || page.limit < 1 || page.limit > 500) throw badRequest('limit must be from 1 to 500');
  if (!Number.isInteger(page.offset) || page.offset < 0 || page.offset > 10_000_000) throw badRequest('offset must be from 0 to 10,000,000');
  return page;
}

/** A detail of the caller's tenant, with VIEWER on its workspace (another tenant's or unknown: NOT_FOUND). */
async function detailScope(qc: QueryContext, id: string) {
  const detail = await repo.detailById(qc.ctx.db, qc.actor.tenantId, id);
  if (!detail) throw notFound('Instrument detail');
  const ws = await workspaceScope(qc, detail.aggregateId);
  return { detail, scope: { tenantId: ws.tenantId, detailId: detail.id } };
}

function sumRows(rows: repo.FigureRow[]): repo.FigureRow {
  const out = { ...ZERO };
  for (const r of rows) {
    for (const k of ['totalInstruments', 'instrumentFree', 'instrumentAcquired', 'instrumentRedeemed', 'revenue', 'discount'] as const) out[k] += r[k];
  }
  return out;
}

/** Details (all of `scope`'s) with their figures and their batches' (tiDetailsCurrentStatus, tiDetailsByAggregateId). */
async function detailStatus(qc: QueryContext, details: repo.DetailRow[], scope: repo.TreasuryScope) {
  const batches = await repo.batchesOf(
    qc.ctx.db,
    scope.tenantId,
    details.map((d) => d.id),
  );
  const perDetail = byKey(await repo.figures(qc.ctx.db, scope, 'detail'));
  const perBatch = byKey(await repo.figures(qc.ctx.db, scope, 'batch'));
  return details.map((d) => ({
    id: d.id,
    titype: d.titype,
    source_id: d.sourceId,
    aggregate_id: d.aggregateId,
    project_id: d.projectId,
    usagetype: d.usageType,
    usageLimit: d.usageLimit,
    enabled: d.enabled,
    ...figuresOf(perDetail.get(d.id)),
    batches: batches.filter((b) => b.detailId === d.id).map(({ detailId: _d, ...b }) => ({ ...b, ...figuresOf(perBatch.get(b.uid)) })),
  }));
}

/** Figures over a workspace or project, in total and per instrument type, with the number of details. */
export async function scopeStatus(qc: Pick<QueryContext, 'ctx'>, scope: repo.TreasuryScope) {
  const types = await repo.figures(qc.ctx.db, scope, 'titype');
  const details = await repo.detailCounts(qc.ctx.db, scope);
  return {
    details: [...details.values()].reduce((n, c) => n + c, 0),
    ...figuresOf(sumRows(types)),
    byType: types.map((t) => ({ titype: t.key, details: details.get(t.key) ?? 0, ...figuresOf(t) })),
  };
}

const presentEntry = (r: repo.InstrumentRow) => ({
  detail_id: r.detailId,
  titype: r.titype,
  batch_uid: r.batchUid,
  category: r.category,
  serial: r.serial,
  seat: r.seat,
  status: r.status,
  uses: r.uses,
  profile_id: maskProfileId(r.profileId),
  salesAmount: r.salesAmount,
  discount: r.discount,
  acquiredDate: r.acquiredDate,
  statusChangedDate: r.statusChangedDate,
});

async function page(qc: QueryContext, scope: repo.TreasuryScope, filter: repo.InstrumentFilter, limit?: number, offset?: number) {
  const { total, items } = await repo.instrumentPage(qc.ctx.db, scope, filter, checkedPage(limit, offset));
  return { total, items: items.map(presentEntry) };
}

type PageArgs = { limit?: number; offset?: number };

export const treasuryResolvers = {
  tiDetailsCurrentStatus: async (a: { id: string }, qc: QueryContext) => {
    const { detail, scope } = await detailScope(qc, a.id);
    return (await detailStatus(qc, [detail], scope))[0];
  },
  getAllRedeemedInstruments: async (a: { id: string }, qc: QueryContext) => {
    const { detail, scope } = await detailScope(qc, a.id);
    const batches = await repo.batchesOf(qc.ctx.db, scope.tenantId, [detail.id]);
    const perBatch = byKey(await repo.figures(qc.ctx.db, scope, 'batch'));
    const total = sumRows([...perBatch.values()]);
    return {
      total: total.instrumentRedeemed,
      revenue: total.revenue,
      discount: total.discount,
      byCategory: batches.map((b) => ({ batch_uid: b.uid, category: b.category, count: perBatch.get(b.uid)?.instrumentRedeemed ?? 0 })),
    };
  },
  tiDetailsInstrumentAcquired: async (a: { id: string } & PageArgs, qc: QueryContext) =>
    page(qc, (await detailScope(qc, a.id)).scope, 'acquired', a.limit, a.offset),
  getAllRedeemedInstrumentsDetails: async (a: { id: string } & PageArgs, qc: QueryContext) =>
    page(qc, (await detailScope(qc, a.id)).scope, 'redeemed', a.limit, a.offset),
  getAllRedeemedInstrumentsDetailsOnAggreagte: async (a: { aggregate_id: string } & PageArgs, qc: QueryContext) => {
    const ws = await workspaceScope(qc, a.aggregate_id);
    return page(qc, { tenantId: ws.tenantId, aggregateId: ws.aggregateId! }, 'redeemed', a.limit, a.offset);
  },
  tiDetailsOverallStatusOnAggregate: async (a: { aggregate_id: string }, qc: QueryContext) => {
    const ws = await workspaceScope(qc, a.aggregate_id);
    return scopeStatus(qc, { tenantId: ws.tenantId, aggregateId: ws.aggregateId! });
  },
  tiDetailsOverallStatusOnRevenue: async (a: { aggregate_id?: string; project_id?: string; tenant_id?: string }, qc: QueryContext) => {
    let scope: repo.TreasuryScope;
    if (a.aggregate_id) {
      const ws = await workspaceScope(qc, a.aggregate_id);
      scope = { tenantId: ws.tenantId, aggregateId: ws.aggregateId! };
    } else if (a.project_id) {
      const p = await projectScope(qc, a.project_id, a.tenant_id ?? qc.actor.tenantId);
      scope = { tenantId: p.tenantId, projectId: p.projectId! };
    } else throw badRequest('aggregate_id or project_id is required');
    const types = await repo.figures(qc.ctx.db, scope, 'titype');
    const revenueOf = (r: repo.FigureRow) => ({
      revenue: r.revenue,
      discount: r.discount,
      net: Math.round((r.revenue - r.discount) * 100) / 100,
      instrumentRedeemed: r.instrumentRedeemed,
    });
    return { ...revenueOf(sumRows(types)), byType: types.map((t) => ({ titype: t.key, ...revenueOf(t) })) };
  },
  tiDetailsByAggregateId: async (a: { aggregate_id: string }, qc: QueryContext) => {
    const ws = await workspaceScope(qc, a.aggregate_id);
    const scope = { tenantId: ws.tenantId, aggregateId: ws.aggregateId! };
    return detailStatus(qc, await repo.detailsOfWorkspace(qc.ctx.db, ws.tenantId, ws.aggregateId!), scope);
  },
  /**
   * docs/product/campaigns-venues-events.md §7: a route's mobility tickets, each detail with its trips' batches
   * (category = trip id) and figures.
   */
  getAllMobilityInstrumentsDetails: async (a: { route_id: string; creative_id?: string }, qc: QueryContext) => {
    const details = await repo.detailsOfRoute(qc.ctx.db, qc.actor.tenantId, a.route_id, a.creative_id ?? null);
    const ids = [...new Set(details.map((d) => d.aggregateId))];
    const visible = await visibleWorkspaces(qc, ids);
    const out = [];
    for (const aggregateId of ids) {
      const ws = visible.get(aggregateId);
      if (!ws) continue;
      const theirs = details.filter((d) => d.aggregateId === aggregateId);
      out.push(...(await detailStatus(qc, theirs, { tenantId: ws.tenantId, aggregateId })));
    }
    return out;
  },
  treasurySummaryByProject: async (a: { project_id: string; tenant_id: string }, qc: QueryContext) => {
    const p = await projectScope(qc, a.project_id, a.tenant_id);
    return scopeStatus(qc, { tenantId: p.tenantId, projectId: p.projectId! });
  },
};
