import { and, eq, inArray } from 'drizzle-orm';
import type { Schedule } from '../../domain/media-items/types.js';
import { formatSerial, parseSerial } from '../../domain/treasury/serials.js';
import { CODE_ALPHABET, CODE_LENGTH, TREASURY_ACTION_TYPES, type InstrumentStatus } from '../../domain/treasury/types.js';
import type { Db } from '../db/client.js';
import { instrumentBatches, instruments, instrumentTransactions, mediaItems, profiles, relations, tiConfigs, tiDetails } from '../db/schema/index.js';
import { appendActions, type AudienceAction } from '../modules/audience/service.js';
import { seededType } from './item-types.js';
import { seededIds, seededRandom } from './random.js';

const DAY_MS = 86_400_000;
const UID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The demo's treasury instruments in project mall (docs/product/platform.md §2.13): one per instrument type, and one of
 * a workspace.
 */
const DEMO_CONFIGS = [
  { key: 'mall-coupons', name: 'Mall Coupons', description: 'Percentage coupons for the malls’ campaigns', type: ['Coupon', 'Discount'], workspace: false },
  { key: 'event-tickets', name: 'Event Tickets', description: 'Tickets for events in the malls', type: ['Ticket', 'Event'], workspace: false },
  { key: 'shuttle-pass', name: 'Shuttle Pass', description: 'The free shuttle between the malls', type: ['Mobility Ticket', 'Pass'], workspace: false },
  { key: 'food-court-vouchers', name: 'Food Court Vouchers', description: 'Cash back at the food court', type: ['Coupon', 'Cashback'], workspace: true },
] as const;

/** A batch of the demo: its size, price, serial, and how many of it were acquired and then used. */
interface DemoBatch {
  category: string;
  size: number;
  price: number;
  serial: string;
  acquired: number;
  used: number;
}

const COUPON_BATCHES: DemoBatch[] = [{ category: 'WELCOME10', size: 300, price: 0, serial: 'WEL0001', acquired: 120, used: 45 }];
const TICKET_BATCHES: DemoBatch[] = [
  { category: 'VIP', size: 50, price: 1500, serial: 'SUM0001', acquired: 30, used: 10 },
  { category: 'GENERAL', size: 200, price: 500, serial: 'SUM0051', acquired: 120, used: 60 },
];
/** The demo editor's phone (seed/demo.ts): the redeemer of every demo batch. */
export const REDEEMER_PHONE = '9876543212';
/** The coupon's policy: 10 % of sales of at least 500 (docs/product/campaigns-venues-events.md §3.8). */
const COUPON_POLICY = { currency: 'INR', discountType: 'salesPercentage', discount: 10, minimumSaleAmount: 500 } as const;

type ItemRow = { id: string; aggregateId: string; doc: Record<string, unknown> };

/**
 * Treasury instruments in project mall, a coupon with a generated batch on the demo's running campaign
 * and tickets in two categories for its event, some acquired by the demo's profiles and some redeemed or
 * validated by the editor (the redeemer), with the audience actions those transactions append — so the
 * Coupons and Tickets sections, the treasury pages and the figures show real data on first start.
 */
export async function seedDemoTreasury(db: Db, tenantId: string, projectId: string, now = new Date()): Promise<void> {
  const random = seededRandom(13_2026);
  const nextId = seededIds(random);
  const uid = () => Array.from({ length: 8 }, () => UID_ALPHABET[Math.floor(random() * UID_ALPHABET.length)]).join('');
  const code = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)]).join('');
  const token = () => Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(random() * 26))).join('');

  const items = await db
    .select({ id: mediaItems.id, name: mediaItems.name, aggregateId: mediaItems.aggregateId, doc: mediaItems.doc })
    .from(mediaItems)
    .where(and(eq(mediaItems.tenantId, tenantId), inArray(mediaItems.name, ['Welcome Series', 'Summer Concert'])));
  const campaign = items.find((i) => i.name === 'Welcome Series');
  const event = items.find((i) => i.name === 'Summer Concert');
  const people = await db.select({ id: profiles.id, phone: profiles.phone }).from(profiles).where(eq(profiles.tenantId, tenantId)).orderBy(profiles.phone);
  const redeemer = people.find((p) => p.phone === REDEEMER_PHONE);
  if (!campaign || !event || !redeemer) return;
  const customers = people.map((p) => p.id);

  const configIds: string[] = [];
  for (const c of DEMO_CONFIGS) {
    const id = nextId();
    configIds.push(id);
    const type = seededType('treasury', c.type[0], c.type[1]);
    await db.insert(tiConfigs).values({
      tenantId,
      id,
      projectId,
      aggregateId: c.workspace ? campaign.aggregateId : '',
      key: c.key,
      name: c.name,
      type: type.type,
      subtype: type.subtype ?? '',
      doc: { description: c.description, type_id: type.type_id, subtype_id: type.subtype_id, usagetype: 'single', transferable: false },
    });
  }

  const redeemerEntry = {
    token: token(),
    mobile: REDEEMER_PHONE,
    profile_id: redeemer.id,
    venue_id: '',
    venue_name: '',
    name: 'Eddie',
    email: 'editor@demo.example.com',
  };
  const detail = async (titype: 'COUPON' | 'TICKET', configId: string, source: ItemRow, doc: Record<string, unknown>, batches: DemoBatch[]) => {
    const id = nextId();
    const schedule = ((source.doc.schedules as Schedule[] | undefined) ?? [])[0];
    await db.insert(tiDetails).values({
      tenantId,
      id,
      projectId,
      aggregateId: source.aggregateId,
      titype,
      tiConfigId: configId,
      sourceId: source.id,
      doc: {
        startSerial: batches[0].serial,
        schedule: schedule ? { uid: schedule.uid, name: schedule.name, start: schedule.start, close: schedule.close } : {},
        redeemedAt: titype === 'TICKET' ? [{ ...redeemerEntry, updatedOn: now.toISOString() }] : [],
        profile_id: redeemer.id,
        ...doc,
      },
    });
    await db.insert(relations).values({
      tenantId,
      uid: uid(),
      sourceId: source.id,
      sourceKind: titype === 'COUPON' ? 'campaign' : 'event',
      targetId: id,
      targetKind: 'tidetail',
      start: now,
      close: new Date(Date.UTC(2099, 11, 31)),
      aggregateId: source.aggregateId,
      projectId,
      profileId: redeemer.id,
    });
    for (const [position, b] of batches.entries()) {
      await seedBatch({ position, detailId: id, titype, source, batch: b, scheduleUid: schedule?.uid ?? '' });
    }
  };

  const seedBatch = async (o: { position: number; detailId: string; titype: 'COUPON' | 'TICKET'; source: ItemRow; batch: DemoBatch; scheduleUid: string }) => {
    const b = o.batch;
    const batchUid = uid();
    const start = parseSerial(b.serial);
    if (!start) throw new Error(`demo serial ${b.serial} does not parse`);
    const generatedOn = new Date(now.getTime() - 15 * DAY_MS);
    await db.insert(instrumentBatches).values({
      tenantId,
      uid: batchUid,
      detailId: o.detailId,
      position: o.position,
      category: b.category,
      numberOfTickets: b.size,
      price: String(b.price),
      serialNumber: b.serial,
      scheduleUid: o.scheduleUid,
      redeemers: [{ ...redeemerEntry, updatedOn: generatedOn.toISOString() }],
      generation: 'generated',
      generatedCount: b.size,
      generatedBy: redeemer.id,
      generatedOn,
    });
    const rows: (typeof instruments.$inferInsert)[] = [];
    const txs: (typeof instrumentTransactions.$inferInsert)[] = [];
    const actions: AudienceAction[] = [];
    const coupon = o.titype === 'COUPON';
    for (let seq = 0; seq < b.size; seq++) {
      const row: typeof instruments.$inferInsert = { tenantId, batchUid, seq, serial: formatSerial(start, seq), code: code() };
      if (seq < b.acquired) {
        const holder = customers[seq % customers.length];
        const acquiredOn = new Date(generatedOn.getTime() + (1 + random() * 13) * DAY_MS);
        const usedOn = seq < b.used ? new Date(Math.min(now.getTime(), acquiredOn.getTime() + random() * DAY_MS)) : null;
        const sale = coupon && usedOn ? 500 + Math.round(random() * 50) * 50 : null;
        const status: InstrumentStatus = usedOn ? (coupon ? 'REDEEMED' : 'VALIDATED') : 'ACQUIRED';
        Object.assign(row, {
          status,
          uses: usedOn ? 1 : 0,
          profileId: holder,
          acquiredOn,
          statusChangedOn: usedOn ?? acquiredOn,
          salesAmount: sale === null ? null : String(sale),
          discount: sale === null ? null : String((sale * COUPON_POLICY.discount) / 100),
        });
        const ids = { projectId, aggregateId: o.source.aggregateId, campaignId: coupon ? o.source.id : null, eventId: coupon ? null : o.source.id };
        actions.push({ tenantId, type: TREASURY_ACTION_TYPES.acquired, profileId: holder, price: b.price, updatedOn: acquiredOn, ...ids });
        txs.push(demoTransaction(tenantId, `demo-${row.code}-acquire`, 'acquire', row, batchUid, holder, acquiredOn));
        if (usedOn) {
          const type = coupon ? TREASURY_ACTION_TYPES.redeemed : TREASURY_ACTION_TYPES.validated;
          actions.push({ tenantId, type, profileId: holder, price: sale ?? b.price, updatedOn: usedOn, ...ids });
          txs.push(demoTransaction(tenantId, `demo-${row.code}-use`, coupon ? 'redeem' : 'validate', row, batchUid, redeemer.id, usedOn));
        }
      }
      rows.push(row);
    }
    await db.insert(instruments).values(rows);
    if (txs.length) await db.insert(instrumentTransactions).values(txs);
    await appendActions(db, actions);
  };

  await detail(
    'COUPON',
    configIds[0],
    campaign,
    { couponPolicyFlag: true, couponPolicy: COUPON_POLICY, zipcode: 'SW1A 1AA', name: true, email: false, couponOwnership: true, scratchCard: false },
    COUPON_BATCHES,
  );
  await detail('TICKET', configIds[1], event, { name: true, email: true }, TICKET_BATCHES);
}

/** The transaction row a demo acquisition or use left, as the transactions API would have stored it. */
function demoTransaction(
  tenantId: string,
  nonce: string,
  action: string,
  instrument: typeof instruments.$inferInsert,
  batchUid: string,
  actor: string,
  at: Date,
): typeof instrumentTransactions.$inferInsert {
  return {
    tenantId,
    nonce,
    action,
    code: instrument.code,
    batchUid,
    actor,
    outcome: 'applied',
    statusCode: 200,
    answer: { action, instrument: { tiNumber: instrument.code, tiSerialNumber: instrument.serial } },
    occurredOn: at,
  };
}
