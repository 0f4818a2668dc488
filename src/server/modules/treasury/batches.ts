import { Privilege } from '../../../domain/access/levels.js';
import { newUid } from '../../../domain/relations/uid.js';
import { newRedeemerToken } from '../../../domain/treasury/codes.js';
import { batchFigures } from '../../../domain/treasury/figures.js';
import { formatSerial, parseSerial, placeBatch, type PlacedBatch } from '../../../domain/treasury/serials.js';
import {
  RedeemerInput,
  type GenerationState,
  type InstrumentInfo,
  type InstrumentInfoInput,
  type InstrumentInfoPatch,
  type MobilityRouteRef,
  type Redeemer,
} from '../../../domain/treasury/ti-detail.js';
import { TREASURY_MESSAGES as M } from '../../../domain/treasury/types.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import type { instrumentBatches } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { routeInWorkspace } from '../mobility/index.js';
import { profileOfMobile } from '../profiles/index.js';
import { locateDetail } from './locate.js';
import * as repo from './repo-details.js';

type BatchInsert = typeof instrumentBatches.$inferInsert;

/**
 * Redeemers as stored: one per mobile (the first given), each keeping its token when it was there before and
 * getting a new one from the server otherwise (a token a client sends is ignored). The profile is the one
 * whose phone is the mobile; tickets need one (docs/product/campaigns-venues-events.md §5), coupons take it when there
 * is one.
 */
export async function storedRedeemers(
  ctx: AppContext,
  tenantId: string,
  given: RedeemerInput[],
  previous: Redeemer[],
  needProfile: boolean,
): Promise<Redeemer[]> {
  const out: Redeemer[] = [];
  const now = new Date().toISOString();
  for (const r of given) {
    if (out.some((o) => o.mobile === r.mobile)) continue;
    const before = previous.find((p) => p.mobile === r.mobile);
    const profile = await profileOfMobile(ctx, tenantId, r.mobile);
    if (!profile && needProfile) throw badRequest(M.redeemerProfile);
    const next: Redeemer = {
      token: before?.token ?? newRedeemerToken(),
      mobile: r.mobile,
      profile_id: profile?.id ?? '',
      venue_id: r.venue_id,
      venue_name: r.venue_name,
      name: r.name || profile?.name || '',
      email: r.email || profile?.email || '',
      updatedOn: now,
    };
    const unchanged = before && (['profile_id', 'venue_id', 'venue_name', 'name', 'email'] as const).every((f) => before[f] === next[f]);
    out.push(unchanged ? before : next);
  }
  return out;
}

/** Batches as placed serials and categories, for where the next one starts and which category is taken. */
export const placedOf = (rows: Pick<BatchInsert, 'serialNumber' | 'numberOfTickets' | 'category'>[]): (PlacedBatch & { category: string })[] =>
  rows.map((r) => ({ serialNumber: r.serialNumber, numberOfTickets: r.numberOfTickets, category: r.category }));

/**
 * A new batch of a detail, checked: category uppercased and new in the detail, start serial placed after the
 * earlier batches and within its width, one seat per instrument when seats are given, redeemers stored.
 */
export async function newBatchRow(
  ctx: AppContext,
  tenantId: string,
  detail: BatchOwner,
  input: InstrumentInfoInput,
  earlier: (PlacedBatch & { category?: string })[],
  position: number,
): Promise<BatchInsert> {
  const category = input.category.trim().toUpperCase();
  if (earlier.some((b) => b.category === category)) throw conflict(M.duplicateCategory);
  const placed = placeBatch(input.serialNumber, input.numberOfTickets, earlier);
  if ('problem' in placed) throw badRequest(placed.problem);
  if (input.seats && input.seats.length !== input.numberOfTickets) throw badRequest(M.seatsCount);
  // A mobility ticket's batch is one trip: its conductors validate it unless the batch names its own redeemers.
  const trip = detail.titype === 'MOBILITY' ? await tripOf(ctx, tenantId, detail, category) : null;
  const redeemers = trip && !input.redeemer.length ? trip.validators.map((v) => RedeemerInput.parse({ mobile: v.mobile })) : input.redeemer;
  return {
    tenantId,
    uid: input.uid ?? newUid(),
    detailId: detail.id,
    position,
    category,
    numberOfTickets: input.numberOfTickets,
    price: String(input.price),
    serialNumber: placed.serialNumber,
    scheduleUid: input.schedule_uid,
    transferFlag: input.transferFlag,
    redeemers: (await storedRedeemers(ctx, tenantId, redeemers, [], detail.titype === 'TICKET')) as unknown as Record<string, unknown>[],
    seats: input.seats ?? null,
  };
}

/** What a batch is checked against: its detail (a mobility ticket's names its route in `doc.route`). */
export interface BatchOwner {
  id: string;
  titype: string;
  aggregateId: string;
  doc: Record<string, unknown>;
}

/** Mobility tickets: the trip of the detail's route a batch is for (its category is the trip id), or 400. */
async function tripOf(ctx: AppContext, tenantId: string, detail: BatchOwner, category: string) {
  const ref = detail.doc.route as MobilityRouteRef | undefined;
  const route = ref ? await routeInWorkspace(ctx, tenantId, detail.aggregateId, ref) : null;
  const trip = route?.schedule.flatMap((s) => s.tripTime).find((t) => t.tripId === category);
  if (!trip) throw badRequest(M.tripCategory);
  return trip;
}

/** One batch as answered; `counts` are its instruments by status (read only for generated batches). */
export function presentBatch(b: repo.BatchRow, counts: Parameters<typeof batchFigures>[0]): InstrumentInfo {
  const start = parseSerial(b.serialNumber);
  const generatedDate = b.generatedOn?.toISOString() ?? null;
  return {
    uid: b.uid,
    category: b.category,
    numberOfTickets: b.numberOfTickets,
    price: Number(b.price),
    serialNumber: b.serialNumber,
    lastSerialNumber: start ? formatSerial(start, b.numberOfTickets - 1) : b.serialNumber,
    schedule_uid: b.scheduleUid,
    transferFlag: b.transferFlag,
    redeemer: b.redeemers as unknown as Redeemer[],
    seats: b.seats ?? null,
    generation: b.generation as GenerationState,
    generatedCount: b.generatedCount,
    generatedDate,
    transactionOwner: { profile_id: b.generatedBy ?? '', generatedDate },
    ...batchFigures(counts),
  };
}

/**
 * The batches of each detail with their figures. Instruments are counted by status only once a batch is
 * generated: while it generates, every instrument written so far is free (`generated_count`), which the
 * console's progress polls read without counting a growing batch.
 */
export async function presentBatches(ctx: AppContext, tenantId: string, detailIds: readonly string[]): Promise<Map<string, InstrumentInfo[]>> {
  const rows = await repo.batchesOf(ctx.db, tenantId, detailIds);
  const counts = await repo.statusCounts(
    ctx.db,
    tenantId,
    rows.filter((r) => r.generation === 'generated').map((r) => r.uid),
  );
  const out = new Map<string, InstrumentInfo[]>(detailIds.map((id) => [id, []]));
  for (const r of rows) out.get(r.detailId)?.push(presentBatch(r, r.generation === 'generated' ? (counts.get(r.uid) ?? {}) : { ISSUED: r.generatedCount }));
  return out;
}

async function presentOne(ctx: AppContext, tenantId: string, row: repo.BatchRow): Promise<InstrumentInfo> {
  const counts = row.generation === 'generated' ? ((await repo.statusCounts(ctx.db, tenantId, [row.uid])).get(row.uid) ?? {}) : { ISSUED: row.generatedCount };
  return presentBatch(row, counts);
}

/** A batch of a detail the caller reaches with `min` on its workspace; 404 when unknown. */
export async function locateBatch(ctx: AppContext, actor: Actor, detailId: string, uid: string, min: typeof Privilege.VIEWER | typeof Privilege.EDITOR) {
  const located = await locateDetail(ctx, actor, detailId, min);
  const batch = await repo.findBatch(ctx.db, located.tenant.id, located.detail.id, uid);
  if (!batch) throw notFound('Instrument info');
  return { ...located, batch };
}

export async function getBatch(ctx: AppContext, actor: Actor, detailId: string, uid: string): Promise<InstrumentInfo> {
  const { tenant, batch } = await locateBatch(ctx, actor, detailId, uid, Privilege.VIEWER);
  return presentOne(ctx, tenant.id, batch);
}

/**
 * POST instrument-info (EDITOR): a new category batch; a coupon has one category only
 * (docs/product/campaigns-venues-events.md §5).
 */
export async function addBatch(ctx: AppContext, actor: Actor, detailId: string, input: InstrumentInfoInput): Promise<InstrumentInfo> {
  const { tenant, detail } = await locateDetail(ctx, actor, detailId, Privilege.EDITOR);
  const earlier = await repo.batchesOf(ctx.db, tenant.id, [detail.id]);
  if (detail.titype === 'COUPON' && earlier.length) throw conflict(M.oneCouponCategory);
  const row = await newBatchRow(ctx, tenant.id, detail, input, earlier, await repo.nextPosition(ctx.db, tenant.id, detail.id));
  const stored = await repo.insertBatch(ctx.db, row);
  if (!stored) throw conflict('A batch with this uid already exists');
  return presentOne(ctx, tenant.id, stored);
}

const CONFIGURATION_FIELDS = ['category', 'numberOfTickets', 'price', 'serialNumber', 'schedule_uid', 'transferFlag', 'seats'] as const;

/** Whether a patch changes a field of the stored batch's category configuration. */
function changesConfiguration(b: repo.BatchRow, p: InstrumentInfoPatch): boolean {
  const stored: Record<(typeof CONFIGURATION_FIELDS)[number], unknown> = {
    category: b.category,
    numberOfTickets: b.numberOfTickets,
    price: Number(b.price),
    serialNumber: b.serialNumber,
    schedule_uid: b.scheduleUid,
    transferFlag: b.transferFlag,
    seats: b.seats,
  };
  return CONFIGURATION_FIELDS.some((f) => {
    if (p[f] === undefined) return false;
    const given = f === 'category' || f === 'serialNumber' ? String(p[f]).trim().toUpperCase() : p[f];
    return JSON.stringify(given) !== JSON.stringify(stored[f]);
  });
}

/**
 * PUT instrument-info (EDITOR). Before generation any field changes (the serial is placed again); once
 * generation has started the category configuration is frozen (409), but redeemers may still change:
 * who validates a batch can change while its instruments are in use.
 */
export async function changeBatch(ctx: AppContext, actor: Actor, detailId: string, uid: string, patch: InstrumentInfoPatch): Promise<InstrumentInfo> {
  const { tenant, detail, batch } = await locateBatch(ctx, actor, detailId, uid, Privilege.EDITOR);
  if (patch.uid !== undefined && patch.uid !== batch.uid) throw badRequest('The uid in the body does not match the path');
  const redeemers = patch.redeemer
    ? await storedRedeemers(ctx, tenant.id, patch.redeemer, batch.redeemers as unknown as Redeemer[], detail.titype === 'TICKET')
    : undefined;
  const configuring = changesConfiguration(batch, patch);
  if (!configuring) {
    if (!redeemers) throw badRequest(M.noChanges);
    const stored = await repo.updateBatch(ctx.db, tenant.id, batch.uid, { redeemers: redeemers as never }, false);
    if (!stored) throw notFound('Instrument info');
    return presentOne(ctx, tenant.id, stored);
  }
  if (batch.generation !== 'configured') throw conflict(M.batchGenerated);
  const others = (await repo.batchesOf(ctx.db, tenant.id, [detail.id])).filter((b) => b.uid !== batch.uid);
  const merged: InstrumentInfoInput = {
    uid: batch.uid,
    category: patch.category ?? batch.category,
    numberOfTickets: patch.numberOfTickets ?? batch.numberOfTickets,
    price: patch.price ?? Number(batch.price),
    serialNumber: patch.serialNumber ?? batch.serialNumber,
    schedule_uid: patch.schedule_uid ?? batch.scheduleUid,
    transferFlag: patch.transferFlag ?? batch.transferFlag,
    redeemer: [],
    seats: patch.seats ?? batch.seats ?? undefined,
  };
  const row = await newBatchRow(ctx, tenant.id, detail, merged, others, batch.position);
  const { tenantId: _t, uid: _u, detailId: _d, position: _p, ...values } = row;
  const stored = await repo.updateBatch(ctx.db, tenant.id, batch.uid, { ...values, redeemers: (redeemers ?? batch.redeemers) as never }, true);
  // Generation started between the read and the write: the configuration is frozen now.
  if (!stored) throw conflict(M.batchGenerated);
  return presentOne(ctx, tenant.id, stored);
}
