import { Privilege } from '../../../domain/access/levels.js';
import {
  ATTRIBUTION_COLUMNS,
  COUPON_INTERACTION_COLUMNS,
  DETAILED_COLUMNS,
  exportActionName,
  exportFileName,
  exportRange,
  INTERACTION_COLUMNS,
  MOBILITY_TICKET_COLUMNS,
  SHEETS,
  SUMMARY_COLUMNS,
  TOTALS_COLUMNS,
  VENUE_DATA_COLUMNS,
  type ExportRange,
} from '../../../domain/audience/exports.js';
import { defaultWindow } from '../../../domain/audience/windows.js';
import { localDay } from '../../../domain/audience/zone-days.js';
import { maskProfileId } from '../../../domain/treasury/masking.js';
import type { Actor } from '../../actor.js';
import { requirePrivilege, tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../errors.js';
import type { Cell, Table } from '../../xlsx/workbook-stream.js';
import { workspaceById } from '../aggregates/index.js';
import { attributionOf } from '../media-query/index.js';
import * as repo from './repo.js';

/**
 * What a route streams: the workbook's file name, checked and authorised before a byte is sent, and its tables,
 * counted once the stream has started (a million rows take seconds to count; the client has bytes meanwhile).
 */
export interface ExportPlan {
  fileName: string;
  tables: () => Promise<Table[]>;
}

export interface RangeQuery {
  from?: string;
  to?: string;
}

/** Batches of repo rows as batches of cells. */
async function* cellsOf<T>(batches: AsyncIterable<T[]>, toCells: (row: T) => Cell[]): AsyncGenerator<Cell[][]> {
  for await (const rows of batches) yield rows.map(toCells);
}

const geo = (r: repo.ActionRow) => (r.latitude === null || r.longitude === null ? null : `${r.latitude}, ${r.longitude}`);
const interactionCells = (r: repo.ActionRow): Cell[] => [
  maskProfileId(r.profileId),
  r.at,
  exportActionName(r.type),
  r.campaign,
  r.venue,
  r.asset,
  geo(r),
  r.price,
  r.channel,
];
const totalsBlock = (t: repo.Totals): Cell[][] => [TOTALS_COLUMNS, [t.profiles, t.total, t.likes, t.shares, t.views]];

function rangeOf(query: RangeQuery, required: boolean): ExportRange | null {
  const range = exportRange(query.from, query.to, required);
  if (range && 'error' in range) throw badRequest(range.error);
  return range;
}

/** The workspace a read names, with VIEWER on it; its name and zone (UTC when it names none). */
async function viewedWorkspace(ctx: AppContext, actor: Actor, id: string) {
  const tenant = await tenantOfActor(ctx, actor, undefined);
  const found = await workspaceById(ctx, tenant, id);
  if (!found) throw notFound('Workspace');
  requirePrivilege(actor, found.resource, Privilege.VIEWER);
  const settings = await repo.workspaceSettings(ctx.db, tenant.id, found.workspace.id);
  if (!settings) throw notFound('Workspace');
  return { tenant, workspaceId: found.workspace.id, name: settings.name, timeZone: settings.timeZone ?? 'UTC' };
}

const WHAT = { campaign: 'Campaign', venue: 'Venue', asset: 'Asset' } as const;
export type ExportedKind = keyof typeof WHAT;

/** An item of the caller's tenant (else 404) with VIEWER on its workspace (else 403). */
async function viewedItem(ctx: AppContext, actor: Actor, kind: ExportedKind, id: string) {
  const tenant = await tenantOfActor(ctx, actor, undefined);
  const item = await repo.findItem(ctx.db, tenant.id, kind, id);
  if (!item) throw notFound(WHAT[kind]);
  const ws = await viewedWorkspace(ctx, actor, item.aggregateId);
  return { item, ...ws };
}

async function itemFilter(ctx: AppContext, kind: ExportedKind, tenantId: string, id: string, range: ExportRange | null, timeZone: string) {
  return {
    tenantId,
    upTo: await repo.lastActionId(ctx.db, tenantId),
    where: repo.itemInteractions(kind, id),
    range,
    timeZone,
  } satisfies repo.ActionFilter;
}

/** An item's interactions; `totals` (counted by the same filter) gives the row count. */
const interactionsTable = (ctx: AppContext, f: repo.ActionFilter, totals: repo.Totals, head?: Cell[][]): Table => ({
  name: SHEETS.interactions,
  head,
  header: INTERACTION_COLUMNS,
  count: totals.total,
  rows: () => cellsOf(repo.actionBatches(ctx.db, f), interactionCells),
});

/**
 * docs/product/campaigns-venues-events.md §9: the campaign workbook, sheets Campaign Summary, Interactions, Coupon
 * Interactions, Mobility Tickets; then ours, Attribution.
 */
export async function campaignExport(ctx: AppContext, actor: Actor, id: string, query: RangeQuery, now = new Date()): Promise<ExportPlan> {
  const range = rangeOf(query, false);
  const { item, tenant, timeZone } = await viewedItem(ctx, actor, 'campaign', id);
  const f = await itemFilter(ctx, 'campaign', tenant.id, item.id, range, timeZone);
  const couponRows = (r: repo.CouponTransactionRow): Cell[] => [
    r.at,
    r.action,
    r.outcome,
    r.serial,
    r.category,
    maskProfileId(r.actor),
    r.sales,
    r.discount,
    r.offline ? 'Yes' : 'No',
  ];
  // docs/product/campaigns-venues-events.md §9: a bought mobility ticket is Purchased; once used (validated, or any
  // later status) Validated.
  const mobilityRows = (r: repo.MobilityTicketRow): Cell[] => [
    r.at,
    r.serial,
    r.trip,
    maskProfileId(r.profileId),
    r.fare,
    r.status === 'ACQUIRED' ? 'Purchased' : 'Validated',
  ];
  const tables = async (): Promise<Table[]> => {
    const [totals, coupons, couponCount, mobilityCount] = await Promise.all([
      repo.actionTotals(ctx.db, f),
      repo.couponTotals(ctx.db, tenant.id, item.id),
      repo.countCouponTransactions(ctx.db, tenant.id, item.id, range, timeZone, now),
      repo.countMobilityTickets(ctx.db, tenant.id, item.id, range, timeZone, now),
    ]);
    const summary: Cell[][] = [
      ['Campaign', item.name],
      ['Campaign Id', item.id],
      ['From', range?.from],
      ['To', range?.to],
      ['Unique Profiles', totals.profiles],
      ['Total Interactions', totals.total],
      ['Likes', totals.likes],
      ['Views', totals.views],
      ['Shares', totals.shares],
      ['Coupons Generated', coupons.generated],
      ['Coupons Acquired', coupons.acquired],
      ['Coupons Redeemed', coupons.redeemed],
      ['Total Sales', coupons.sales],
      ['Discount Given', coupons.discount],
    ];
    return [
      { name: SHEETS.campaignSummary, header: SUMMARY_COLUMNS, count: summary.length, rows: () => cellsOf(one(summary), (r) => r) },
      interactionsTable(ctx, f, totals),
      {
        name: SHEETS.couponInteractions,
        header: COUPON_INTERACTION_COLUMNS,
        count: couponCount,
        rows: () => cellsOf(repo.couponTransactionBatches(ctx.db, tenant.id, item.id, range, timeZone, now), couponRows),
      },
      {
        name: SHEETS.mobilityTickets,
        header: MOBILITY_TICKET_COLUMNS,
        count: mobilityCount,
        rows: () => cellsOf(repo.mobilityTicketBatches(ctx.db, tenant.id, item.id, range, timeZone, now), mobilityRows),
      },
      await attributionTable(
        ctx,
        { tenantId: tenant.id, aggregateId: item.aggregateId, itemId: item.id, zone: timeZone },
        range ?? defaultWindow(localDay(now, timeZone)),
      ),
    ];
  };
  return { fileName: exportFileName(item.name, now, timeZone), tables };
}

/** The 'Attribution' sheet: the campaign's funnel over the export's days (the last 30 without a range) — docs/api.md "Exports". */
async function attributionTable(ctx: AppContext, item: Parameters<typeof attributionOf>[1], window: ExportRange): Promise<Table> {
  const r = await attributionOf(ctx, item, window);
  const head: Cell[][] = [
    ['From', r.from],
    ['To', r.to],
    ['Plays', r.plays],
    ['Measured Plays', r.measuredPlays],
    ['Impressions', r.impressions],
    ['Impressions per Play', r.impressionsPerPlay],
    ['Interactions', r.interactions],
    ['Acquired', r.acquired],
    ['Redeemed', r.redeemed],
    ['Revenue', r.revenue],
    ['Discount', r.discount],
    ['Points Earned', r.pointsEarned],
    ['Points Spent', r.pointsSpent],
    ['Interactions per Impression', r.conversion.interactionsPerImpression],
    ['Acquired per Interaction', r.conversion.acquiredPerInteraction],
    ['Redeemed per Acquired', r.conversion.redeemedPerAcquired],
    [],
  ];
  const counts = (c: { views: number; likes: number; shares: number; interactions: number; acquired: number; redeemed: number; revenue: number }) => [
    c.views,
    c.likes,
    c.shares,
    c.interactions,
    c.acquired,
    c.redeemed,
    c.revenue,
  ];
  const rows: Cell[][] = [
    ...r.perAsset.map((a) => [a.name || a.asset_id, 'Asset', a.plays, a.impressions, ...counts(a)]),
    ...r.perVenue.map((v) => [v.name || v.venue_id, 'Venue', null, null, ...counts(v)]),
  ];
  return { name: SHEETS.attribution, head, header: ATTRIBUTION_COLUMNS, count: rows.length, rows: () => one(rows) };
}

async function* one<T>(rows: T[]): AsyncGenerator<T[]> {
  if (rows.length) yield rows;
}

/**
 * docs/product/campaigns-venues-events.md §9 (venue) and docs/product/creatives-assets-signage.md §9 (asset): sheet
 * Interactions, the totals block above the actions.
 */
export async function itemExport(ctx: AppContext, actor: Actor, kind: 'venue' | 'asset', id: string, query: RangeQuery, now = new Date()): Promise<ExportPlan> {
  const range = rangeOf(query, false);
  const { item, tenant, timeZone } = await viewedItem(ctx, actor, kind, id);
  const f = await itemFilter(ctx, kind, tenant.id, item.id, range, timeZone);
  return {
    fileName: exportFileName(item.name, now, timeZone),
    tables: async () => {
      const totals = await repo.actionTotals(ctx.db, f);
      return [interactionsTable(ctx, f, totals, totalsBlock(totals))];
    },
  };
}

/**
 * docs/product/campaigns-venues-events.md §2.11 Venue Data: each venue's interactions between two days (both required,
 * inclusive).
 */
export async function venueDataExport(ctx: AppContext, actor: Actor, workspaceId: string, query: RangeQuery, now = new Date()): Promise<ExportPlan> {
  const range = rangeOf(query, true)!;
  const ws = await viewedWorkspace(ctx, actor, workspaceId);
  const f: repo.ActionFilter = {
    tenantId: ws.tenant.id,
    upTo: await repo.lastActionId(ctx.db, ws.tenant.id),
    where: repo.workspaceActions(ws.workspaceId, 'interactions'),
    range,
    timeZone: ws.timeZone,
  };
  return {
    fileName: exportFileName(`${ws.name} Venue Data ${range.from} to ${range.to}`, now, ws.timeZone),
    tables: async () => {
      const cells = (await repo.venueData(ctx.db, f)).map((r): Cell[] => [r.venue, r.profiles, r.total, r.likes, r.views, r.shares]);
      return [{ name: SHEETS.venueData, header: VENUE_DATA_COLUMNS, count: cells.length, rows: () => one(cells) }];
    },
  };
}

export interface DetailedQuery extends RangeQuery {
  type?: number;
  sort?: 'date' | '-date';
}

/**
 * docs/product/campaigns-venues-events.md §2.11 Detailed: every action of the workspace (any type unless one is named),
 * by date.
 */
export async function detailedExport(ctx: AppContext, actor: Actor, workspaceId: string, query: DetailedQuery, now = new Date()): Promise<ExportPlan> {
  const range = rangeOf(query, false);
  const ws = await viewedWorkspace(ctx, actor, workspaceId);
  const f: repo.ActionFilter = {
    tenantId: ws.tenant.id,
    upTo: await repo.lastActionId(ctx.db, ws.tenant.id),
    where: repo.workspaceActions(ws.workspaceId, query.type ?? 'all'),
    range,
    timeZone: ws.timeZone,
  };
  const cells = (r: repo.ActionRow): Cell[] => [
    r.campaign,
    maskProfileId(r.profileId),
    r.at,
    exportActionName(r.type),
    geo(r),
    r.asset,
    r.tenant,
    r.venue,
    r.aggregate,
  ];
  return {
    fileName: exportFileName(`${ws.name} Audience`, now, ws.timeZone),
    tables: async () => [
      {
        name: SHEETS.detailed,
        header: DETAILED_COLUMNS,
        count: await repo.countActions(ctx.db, f),
        rows: () => cellsOf(repo.actionBatches(ctx.db, f, query.sort === '-date'), cells),
      },
    ],
  };
}
