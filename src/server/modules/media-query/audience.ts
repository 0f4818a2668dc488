import { decodeCursor, DEFAULT_PAGE, encodeCursor, pageProblem } from '../../../domain/audience/keyset.js';
import { actionName, addToTally, emptyTally, talliesBy, type Tally } from '../../../domain/audience/tally.js';
import { defaultWindow, MAX_MONTHLY_DAYS, monthsOf, windowProblem } from '../../../domain/audience/windows.js';
import { addDays, dayBounds, dayStart, knownZone, localDay, localTime } from '../../../domain/audience/zone-days.js';
import { SHARE_CHANNELS } from '../../../domain/campaigns/types.js';
import { maskProfileId } from '../../../domain/treasury/masking.js';
import { tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../errors.js';
import { itemOwnerOf, type ItemKind } from '../media-items/index.js';
import { viewedInstrument } from '../instrument-access/index.js';
import * as repo from './repo-audience.js';
import * as treasuryRepo from './repo-treasury.js';
import { once, visibleWorkspace, workspaceScope, type QueryContext } from './scope.js';
import { scopeStatus, ZERO_FIGURES } from './treasury.js';

/** A workspace the caller may view (VIEWER), with its time zone (UTC when unset or unknown). */
export async function workspaceOf(qc: QueryContext, aggregateId: string) {
  const ws = await workspaceScope(qc, aggregateId);
  const zone = await once(qc, `zone:${ws.aggregateId}`, () => repo.zoneOf(qc.ctx.db, ws.tenantId, ws.aggregateId!));
  return { tenantId: ws.tenantId, aggregateId: ws.aggregateId!, zone: knownZone(zone) };
}

/** An item of the caller's tenant with VIEWER on its workspace; another tenant's or unknown: NOT_FOUND. */
export async function itemOf(qc: QueryContext, kind: repo.RollupKind & ItemKind, id: string) {
  const item = await itemOwnerOf(qc.ctx, qc.actor.tenantId, kind, id);
  if (!item) throw notFound(kind[0].toUpperCase() + kind.slice(1));
  return { ...(await workspaceOf(qc, item.aggregateId)), itemId: item.id };
}

/** The window asked for, or the 30 local days ending today in the workspace's zone; both ends or neither. */
export function windowOf(a: { from?: string | null; to?: string | null }, zone: string, maxDays?: number): repo.Window {
  if (!a.from && !a.to) return defaultWindow(localDay(Date.now(), zone));
  return checkedWindow(a, maxDays);
}

function checkedWindow(a: { from?: string | null; to?: string | null }, maxDays?: number): repo.Window {
  const problem = windowProblem(a.from, a.to, maxDays);
  if (problem) throw badRequest(problem);
  return { from: a.from!, to: a.to! };
}

const ITEM_KINDS = ['venue', 'asset', 'campaign', 'event', 'creative', 'device'] as const;
export type StatsKind = (typeof ITEM_KINDS)[number];

/** A workspace's time zone (UTC when unset or unknown), for readers that are not GraphQL resolvers. */
export const workspaceZone = async (ctx: AppContext, tenantId: string, aggregateId: string) => knownZone(await repo.zoneOf(ctx.db, tenantId, aggregateId));

/** An item's place, once someone is allowed to read it: by the caller's privilege, or by a share link. */
export interface ItemPlace {
  tenantId: string;
  aggregateId: string;
  zone: string;
  itemId: string;
}

/**
 * Audience Statistics of an item (docs/product/campaigns-venues-events.md §2.10): number cards, share metrics, and the
 * treasury tiles of a campaign or event.
 */
export async function itemStatistics(ctx: AppContext, kind: StatsKind, item: ItemPlace) {
  const rows = await repo.itemCounts(ctx.db, item.tenantId, item.aggregateId, kind, item.itemId);
  const treasury = kind === 'campaign' || kind === 'event' ? (await scopeStatus({ ctx }, { tenantId: item.tenantId, sourceId: item.itemId })).byType : [];
  return statistics(kind, item.itemId, rows, treasury);
}

function statistics(kind: string, id: string, rows: { type: number; channel: string; count: number }[], treasury: unknown[]) {
  const tally = emptyTally();
  const channels = new Map<string, number>();
  let dislikes = 0;
  for (const r of rows) {
    addToTally(tally, r.type, r.count);
    if (r.type === 4) dislikes += r.count;
    if (r.type === 3 && r.channel) channels.set(r.channel, (channels.get(r.channel) ?? 0) + r.count);
  }
  return {
    kind,
    id,
    totalInteractions: tally.total,
    likes: tally.likes,
    views: tally.views,
    shares: tally.shares,
    dislikes,
    shareMetrics: SHARE_CHANNELS.map((channel) => ({ channel, count: channels.get(channel) ?? 0 })),
    treasury,
  };
}

/** The details' types an instrument of each catalogue type issues (docs/treasury.md "Model"). */
const ISSUED_TYPE: Record<string, string> = { Coupon: 'COUPON', Ticket: 'TICKET', 'Mobility Ticket': 'MOBILITY' };

/**
 * Audience Statistics of a treasury instrument (docs/product/platform.md §2.13). Actions name no instrument, so
 * its audience is that of the campaigns and events issuing from it: their interactions and shares, and the
 * figures of the coupons and tickets issued from it (its own type always, zeros before any is issued). Only
 * details in workspaces the caller views count: a project-level instrument reaches every workspace of its project.
 */
async function instrumentStatistics(qc: QueryContext, id: string) {
  const tenant = await tenantOfActor(qc.ctx, qc.actor, undefined);
  const row = await viewedInstrument(qc.ctx, qc.actor, tenant, id);
  const visible = [];
  for (const aggregateId of await treasuryRepo.workspacesOfConfig(qc.ctx.db, tenant.id, row.id)) {
    if (await visibleWorkspace(qc, aggregateId)) visible.push(aggregateId);
  }
  const scope = { tenantId: tenant.id, configId: row.id, aggregateIds: visible };
  const rows = await repo.sourceCounts(qc.ctx.db, tenant.id, row.id, visible);
  const byType = (await scopeStatus(qc, scope)).byType;
  const own = ISSUED_TYPE[row.type];
  const treasury = own && !byType.some((t) => t.titype === own) ? [{ titype: own, details: 0, ...ZERO_FIGURES }, ...byType] : byType;
  return statistics('instrument', row.id, rows, treasury);
}

/** An item's interactions per local day of a window, every day of it present (the report charts). */
export async function itemActionsPerDay(ctx: AppContext, kind: StatsKind, item: ItemPlace, w: repo.Window) {
  const days = talliesBy(await repo.itemDays(ctx.db, item.tenantId, item.aggregateId, kind, item.itemId, w), (r: { day: string }) => r.day);
  const out = [];
  for (let day = w.from; day <= w.to; day = addDays(day, 1)) out.push({ day, ...(days.get(day) ?? emptyTally()) });
  return out;
}

function statsKind(kind: string): StatsKind {
  if (!(ITEM_KINDS as readonly string[]).includes(kind)) throw badRequest(`kind must be one of ${ITEM_KINDS.join(', ')}`);
  return kind as StatsKind;
}

/** Detailed actions, a keyset page at a time (docs/api.md "Audience"). */
async function actionPage(qc: QueryContext, column: repo.ActionFilter, scope: { tenantId: string; zone: string }, value: string, a: PageArgs) {
  const limitProblem = pageProblem(a.limit);
  if (limitProblem) throw badRequest(limitProblem);
  const after = a.after ? decodeCursor(a.after) : null;
  if (a.after && !after) throw badRequest('after must be a cursor this query answered');
  const order = a.order ?? 'desc';
  if (order !== 'desc' && order !== 'asc') throw badRequest("order must be 'desc' or 'asc'");
  let start: Date | null = null;
  let end: Date | null = null;
  if (a.from || a.to) {
    const w = checkedWindow(a);
    start = dayStart(w.from, scope.zone);
    end = dayStart(addDays(w.to, 1), scope.zone);
  }
  const limit = a.limit ?? DEFAULT_PAGE;
  const rows = await repo.actionPage(qc.ctx.db, scope.tenantId, column, value, { after, limit, descending: order === 'desc', start, end, zone: scope.zone });
  const ids = new Set<string>();
  for (const r of rows) for (const id of [r.campaignId, r.venueId, r.assetId, r.eventId, r.deviceId, r.aggregateId]) if (id) ids.add(id);
  const names = await repo.namesOf(qc.ctx.db, scope.tenantId, [...ids]);
  const name = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  const last = rows.at(-1);
  return {
    time_zone: scope.zone,
    next: last && rows.length === limit ? encodeCursor({ at: last.at, id: last.id }) : null,
    items: rows.map((r) => ({
      id: String(r.id),
      type: r.type,
      action: actionName(r.type),
      profile_id: maskProfileId(r.profileId),
      date: r.at,
      day: r.day,
      latitude: r.latitude,
      longitude: r.longitude,
      price: r.price,
      channel: r.channel,
      campaign_id: r.campaignId,
      campaign_name: name(r.campaignId),
      venue_id: r.venueId,
      venue_name: name(r.venueId),
      asset_id: r.assetId,
      asset_name: name(r.assetId),
      event_id: r.eventId,
      event_name: name(r.eventId),
      creative_id: r.creativeId,
      device_id: r.deviceId,
      device_name: name(r.deviceId),
      aggregate_id: r.aggregateId,
      aggregate_name: name(r.aggregateId),
      project_id: r.projectId,
    })),
  };
}

type PageArgs = { after?: string | null; limit?: number | null; order?: string | null; from?: string | null; to?: string | null };
type WindowArgs = { aggregate_id: string; from?: string | null; to?: string | null };

const withNames = async (qc: QueryContext, tenantId: string, tallies: Map<string, Tally>) => {
  const names = await repo.namesOf(qc.ctx.db, tenantId, [...tallies.keys()]);
  return [...tallies].map(([venueId, t]) => ({ venue_id: venueId, name: names.get(venueId) ?? '', ...t }));
};

/** Venues by interactions, most first (ties by name). */
const byTotal = <T extends { total: number; name: string }>(rows: T[]) => rows.sort((x, y) => y.total - x.total || x.name.localeCompare(y.name));

export const audienceResolvers = {
  getActionsCountPerAggreagte: async (a: { aggregate_id: string }, qc: QueryContext) => {
    const ws = await workspaceOf(qc, a.aggregate_id);
    const tally = emptyTally();
    for (const r of await repo.itemCounts(qc.ctx.db, ws.tenantId, ws.aggregateId, 'workspace', ws.aggregateId)) addToTally(tally, r.type, r.count);
    return tally;
  },
  audienceStatistics: async (a: { kind: string; id: string }, qc: QueryContext) => {
    if (a.kind === 'instrument') return instrumentStatistics(qc, a.id);
    const kind = statsKind(a.kind);
    return itemStatistics(qc.ctx, kind, await itemOf(qc, kind, a.id));
  },
  itemActionsPerDay: async (a: { kind: string; id: string; from?: string; to?: string }, qc: QueryContext) => {
    const kind = statsKind(a.kind);
    const item = await itemOf(qc, kind, a.id);
    return itemActionsPerDay(qc.ctx, kind, item, windowOf(a, item.zone));
  },

  getActionsByAggreagte: async (a: PageArgs & { aggregate_id: string }, qc: QueryContext) => {
    const ws = await workspaceOf(qc, a.aggregate_id);
    return actionPage(qc, 'aggregate_id', ws, ws.aggregateId, a);
  },
  getActionsByVenue: async (a: PageArgs & { venue_id: string }, qc: QueryContext) => {
    const item = await itemOf(qc, 'venue', a.venue_id);
    return actionPage(qc, 'venue_id', item, item.itemId, a);
  },
  getActionsByAsset: async (a: PageArgs & { asset_id: string }, qc: QueryContext) => {
    const item = await itemOf(qc, 'asset', a.asset_id);
    return actionPage(qc, 'asset_id', item, item.itemId, a);
  },
  getActionsByCampaign: async (a: PageArgs & { campaign_id: string }, qc: QueryContext) => {
    const item = await itemOf(qc, 'campaign', a.campaign_id);
    return actionPage(qc, 'campaign_id', item, item.itemId, a);
  },
  getActionsByEvent: async (a: PageArgs & { event_id: string }, qc: QueryContext) => {
    const item = await itemOf(qc, 'event', a.event_id);
    return actionPage(qc, 'event_id', item, item.itemId, a);
  },
  getActionsByDevice: async (a: PageArgs & { device_id: string }, qc: QueryContext) => {
    const item = await itemOf(qc, 'device', a.device_id);
    return actionPage(qc, 'device_id', item, item.itemId, a);
  },

  /**
   * Today in the workspace's zone, per local quarter hour ('HH:MM', docs/product/campaigns-venues-events.md §2.11) up
   * to the current one.
   */
  audienceToday: async (a: { aggregate_id: string }, qc: QueryContext) => {
    const ws = await workspaceOf(qc, a.aggregate_id);
    const now = Date.now();
    const day = localDay(now, ws.zone);
    const { start, end } = dayBounds(day, ws.zone);
    const rows = await repo.workspaceHours(qc.ctx.db, ws.tenantId, ws.aggregateId, start, end, ws.zone);
    const slots = talliesBy(rows, (r: { time: string }) => r.time);
    const [hh, mm] = localTime(now, ws.zone).split(':').map(Number);
    const out = [];
    for (let minutes = 0; minutes <= hh * 60 + mm; minutes += 15) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      out.push({ time, ...(slots.get(time) ?? emptyTally()) });
    }
    return { day, time_zone: ws.zone, slots: out };
  },
  venuePerformance: async (a: WindowArgs, qc: QueryContext) => {
    const ws = await workspaceOf(qc, a.aggregate_id);
    const w = windowOf(a, ws.zone);
    const rows = await repo.kindDays(qc.ctx.db, ws.tenantId, ws.aggregateId, 'venue', w);
    const tallies = talliesBy(rows, (r: { itemId: string; day: string }) => `${r.itemId}|${r.day}`);
    const names = await repo.namesOf(qc.ctx.db, ws.tenantId, [...new Set(rows.map((r) => r.itemId))]);
    return [...tallies].map(([key, t]) => {
      const [venueId, day] = key.split('|');
      return { venue_id: venueId, name: names.get(venueId) ?? '', day, ...t };
    });
  },
  topVenues: async (a: WindowArgs, qc: QueryContext) => {
    const ws = await workspaceOf(qc, a.aggregate_id);
    const rows = await repo.kindTotals(qc.ctx.db, ws.tenantId, ws.aggregateId, 'venue', windowOf(a, ws.zone));
    return byTotal(
      await withNames(
        qc,
        ws.tenantId,
        talliesBy(rows, (r: { itemId: string }) => r.itemId),
      ),
    ).slice(0, 5);
  },
  venueInteractions: async (a: WindowArgs, qc: QueryContext) => {
    const w = checkedWindow(a);
    const ws = await workspaceOf(qc, a.aggregate_id);
    const rows = await repo.kindTotals(qc.ctx.db, ws.tenantId, ws.aggregateId, 'venue', w);
    return byTotal(
      await withNames(
        qc,
        ws.tenantId,
        talliesBy(rows, (r: { itemId: string }) => r.itemId),
      ),
    );
  },
  /**
   * The campaign Reports chart 'Venues by Interactions' (docs/product/campaigns-venues-events.md §2.3): every venue of
   * its interactions, most first.
   */
  campaignVenues: async (a: { campaign_id: string }, qc: QueryContext) => {
    const item = await itemOf(qc, 'campaign', a.campaign_id);
    const rows = await repo.campaignVenueTotals(qc.ctx.db, item.tenantId, item.itemId);
    return byTotal(
      await withNames(
        qc,
        item.tenantId,
        talliesBy(rows, (r: { itemId: string }) => r.itemId),
      ),
    );
  },
  monthlyActions: async (a: WindowArgs, qc: QueryContext) => {
    const w = checkedWindow(a, MAX_MONTHLY_DAYS);
    const ws = await workspaceOf(qc, a.aggregate_id);
    const months = talliesBy(await repo.workspaceMonths(qc.ctx.db, ws.tenantId, ws.aggregateId, w), (r: { month: string }) => r.month);
    return monthsOf(w.from, w.to).map((month) => ({ month, ...(months.get(month) ?? emptyTally()) }));
  },
};
