import { and, count, desc, eq, sql } from 'drizzle-orm';
import { TALLY_DAYS_KEPT, type CountsGained } from '../../../domain/loyalty/earning.js';
import type { ProgramDoc } from '../../../domain/loyalty/program.js';
import type { Db, Tx } from '../../db/client.js';
import { loyaltyLots, loyaltyTakes, mediaItems, tiDetails } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';

/** Programs are rows of `media_items` of kind 'loyalty': name and enabled as columns, the rest of the document in `doc`. */
export type ProgramRow = typeof mediaItems.$inferSelect;

const isProgram = (tenantId: string) => and(eq(mediaItems.tenantId, tenantId), eq(mediaItems.kind, 'loyalty'));
const docOf = (doc: ProgramDoc) => ({ description: doc.description, earningRules: doc.earningRules, rewards: doc.rewards, expiryDays: doc.expiryDays });

export async function insertProgram(
  db: Db,
  row: { tenantId: string; id: string; projectId: string; aggregateId: string; code: string; doc: ProgramDoc },
): Promise<ProgramRow> {
  const [inserted] = await db
    .insert(mediaItems)
    .values({ ...row, kind: 'loyalty', name: row.doc.name, enabled: row.doc.enabled, doc: docOf(row.doc) })
    .returning();
  return inserted;
}

export async function findProgram(db: Db, tenantId: string, id: string): Promise<ProgramRow | null> {
  const [row] = await db
    .select()
    .from(mediaItems)
    .where(and(isProgram(tenantId), eq(mediaItems.id, id)))
    .limit(1);
  return row ?? null;
}

export async function updateProgram(db: Db, tenantId: string, id: string, doc: ProgramDoc): Promise<ProgramRow | null> {
  const [row] = await db
    .update(mediaItems)
    .set({ name: doc.name, enabled: doc.enabled, doc: docOf(doc), updatedOn: new Date(), version: sql`${mediaItems.version} + 1` })
    .where(and(isProgram(tenantId), eq(mediaItems.id, id)))
    .returning();
  return row ?? null;
}

/** The program's row, locked for the caller's transaction (a change reads what it replaces). */
export async function lockProgram(tx: Tx, tenantId: string, id: string): Promise<ProgramRow | null> {
  const [row] = await tx
    .select()
    .from(mediaItems)
    .where(and(isProgram(tenantId), eq(mediaItems.id, id)))
    .for('update');
  return row ?? null;
}

/** A workspace's programs, newest first, one page, with the total; `q` keeps those whose name contains it (any case). */
export async function listPrograms(db: Db, tenantId: string, aggregateId: string, page: { limit: number; offset: number; q?: string }) {
  const like = page.q ? `%${page.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(isProgram(tenantId), eq(mediaItems.aggregateId, aggregateId), like ? sql`${mediaItems.name} ilike ${like}` : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(mediaItems).where(where).orderBy(desc(mediaItems.createdOn), desc(mediaItems.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(mediaItems).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** The enabled programs of a workspace, oldest first (crediting reads them for each action of the workspace). */
export function enabledPrograms(db: Db, tenantId: string, aggregateId: string) {
  return db
    .select()
    .from(mediaItems)
    .where(and(isProgram(tenantId), eq(mediaItems.aggregateId, aggregateId), eq(mediaItems.enabled, true)))
    .orderBy(mediaItems.createdOn, mediaItems.id);
}

/** Of `ids`, those that are treasury details (coupons, tickets, fares) of the project, kept for the workspace or for the whole project. */
export async function detailsOf(db: Db, tenantId: string, projectId: string, aggregateId: string, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: tiDetails.id, titype: tiDetails.titype, name: sql<string>`coalesce(${tiDetails.doc} ->> 'name', '')` })
    .from(tiDetails)
    .where(
      and(
        eq(tiDetails.tenantId, tenantId),
        eq(tiDetails.projectId, projectId),
        sql`${tiDetails.aggregateId} in (${aggregateId}, '')`,
        sql`${tiDetails.id} in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      ),
    );
}

/** Of `ids`, those that are items of `kind` in the workspace. */
export async function itemsOfWorkspace(db: Db, tenantId: string, aggregateId: string, kind: 'campaign' | 'creative', ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from media_items where tenant_id = ${tenantId} and aggregate_id = ${aggregateId} and kind = ${kind} and id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  return rows.map((r) => r.id);
}

/** A program's figures: members (profiles that earned or took a reward), points issued, spent, expired, and rewards taken. */
export async function figuresOf(db: Db, tenantId: string, programId: string) {
  const [row] = await rowsOf<{ members: number; issued: number; expired: number; spent: number; taken: number }>(
    db,
    sql`select
        (select count(*)::int from (select profile_id from loyalty_lots where tenant_id = ${tenantId} and program_id = ${programId}
          union select profile_id from loyalty_takes where tenant_id = ${tenantId} and program_id = ${programId}) m) as members,
        (select coalesce(sum(points), 0)::float8 from loyalty_lots where tenant_id = ${tenantId} and program_id = ${programId}) as issued,
        (select coalesce(sum(expired), 0)::float8 from loyalty_lots where tenant_id = ${tenantId} and program_id = ${programId}) as expired,
        (select coalesce(sum(points), 0)::float8 from loyalty_takes where tenant_id = ${tenantId} and program_id = ${programId}) as spent,
        (select count(*)::int from loyalty_takes where tenant_id = ${tenantId} and program_id = ${programId}) as taken`,
  );
  const rewards = await rowsOf<{ rewardId: string; taken: number; points: number }>(
    db,
    sql`select reward_id as "rewardId", count(*)::int as taken, sum(points)::float8 as points from loyalty_takes
      where tenant_id = ${tenantId} and program_id = ${programId} group by reward_id`,
  );
  return { ...row, rewards };
}

export type TakeRow = typeof loyaltyTakes.$inferSelect;

export async function insertTake(tx: Tx, row: typeof loyaltyTakes.$inferInsert): Promise<TakeRow> {
  const [inserted] = await tx.insert(loyaltyTakes).values(row).returning();
  return inserted;
}

export async function takeByNonce(db: Db, tenantId: string, nonce: string): Promise<TakeRow | null> {
  const [row] = await db
    .select()
    .from(loyaltyTakes)
    .where(and(eq(loyaltyTakes.tenantId, tenantId), eq(loyaltyTakes.nonce, nonce)))
    .limit(1);
  return row ?? null;
}

/** A wallet's taken rewards, newest first, with the program's name and the instrument as it stands now. */
export function takesOfWallet(db: Db, tenantId: string, walletId: string, limit: number) {
  return rowsOf<TakeRow & { programName: string; titype: string; status: string; serial: string }>(
    db,
    sql`select t.id, t.nonce, t.program_id as "programId", t.reward_id as "rewardId", t.reward_name as "rewardName", t.wallet_id as "walletId",
        t.profile_id as "profileId", t.points, t.detail_id as "detailId", t.code, t.actor, t.created_on as "createdOn",
        coalesce(p.name, '') as "programName", coalesce(d.titype, '') as titype, coalesce(i.status, '') as status, coalesce(i.serial, '') as serial
      from loyalty_takes t
      left join media_items p on p.tenant_id = t.tenant_id and p.id = t.program_id
      left join ti_details d on d.tenant_id = t.tenant_id and d.id = t.detail_id
      left join instruments i on i.tenant_id = t.tenant_id and i.code = t.code
      where t.tenant_id = ${tenantId} and t.wallet_id = ${walletId}
      order by t.created_on desc, t.id desc limit ${limit}`,
  );
}

/** An action waiting to be credited, with what crediting reads of it and its day in its workspace's time zone. */
export interface DueAction {
  tenantId: string;
  actionId: number;
  type: number;
  aggregateId: string;
  profileId: string;
  campaignId: string | null;
  creativeId: string | null;
  day: string;
}

/** Parts of the queue (`loyalty_due.part`: a hash of the profile, as migration 0037's trigger computes it). */
export const LOYALTY_DUE_PARTS = 16;
/** The advisory lock class of the queue's parts (its objects: the part numbers). */
const PART_LOCK = 18_0033;

/**
 * Takes up to `limit` of the oldest waiting actions of `part` off the queue for the caller's transaction, with what
 * crediting reads of them: null when another sweep, on this server or another, is crediting that part (its lock is
 * held until that sweep's transaction ends).
 */
export async function claimPart(tx: Tx, part: number, limit: number): Promise<DueAction[] | null> {
  const [lock] = await rowsOf<{ mine: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${PART_LOCK}, ${part}) as mine`);
  if (!lock.mine) return null;
  return rowsOf<DueAction>(
    tx,
    // The part's oldest `limit` actions are taken as a range of the part index, (part, action id ≤ the limit-th id),
    // which reads no more than it deletes: matched to a list of their keys, the delete was planned as a read of the
    // whole queue hashed against them, or cost an index descent each. Row addresses (ctid) would find them as fast but
    // name a row only within one shard on Citus. The part's lock makes this sweep its only taker, so no row of the range
    // is held by another; rows queued while it runs are not in its snapshot and wait for the next round. They carry
    // what crediting reads of their actions (the queue's trigger copies it). An action credited before (queued again)
    // is taken off and left out.
    sql`with d as (
        delete from loyalty_due where part = ${part} and action_id <= (
          select max(action_id) from (select action_id from loyalty_due where part = ${part} order by action_id limit ${limit}) s)
        returning tenant_id, action_id, type, profile_id, aggregate_id, campaign_id, creative_id, updated_on)
      select d.tenant_id as "tenantId", d.action_id::float8 as "actionId", d.type, coalesce(d.aggregate_id, '') as "aggregateId",
        d.profile_id as "profileId", d.campaign_id as "campaignId", d.creative_id as "creativeId",
        to_char((d.updated_on at time zone coalesce(nullif(g.time_zone, ''), 'UTC'))::date, 'YYYY-MM-DD') as day
      from d
      left join aggregates g on g.tenant_id = d.tenant_id and g.id = d.aggregate_id
      where not exists (select 1 from loyalty_earnings e where e.tenant_id = d.tenant_id and e.action_id = d.action_id)
      order by d.action_id`,
  );
}

/** A profile's counters of a program (a row of `loyalty_tallies` but its tenant): '<rule>|<bucket>' → credits. */
export interface Tally {
  profileId: string;
  programId: string;
  counts: Record<string, number>;
}

/** The tallies of the profiles and programs asked for (those with no row have counted nothing and are left out). */
export function talliesOf(tx: Tx, tenantId: string, keys: Pick<Tally, 'profileId' | 'programId'>[]) {
  if (!keys.length) return Promise.resolve([]);
  return rowsOf<Tally>(
    tx,
    sql`select c.profile_id as "profileId", c.program_id as "programId", c.counts
      from json_to_recordset(${JSON.stringify(keys)}::json) as k("profileId" text, "programId" text)
      join loyalty_tallies c on c.tenant_id = ${tenantId} and c.profile_id = k."profileId" and c.program_id = k."programId"`,
  );
}

/** What a program credited an action (a row of `loyalty_earnings` but its tenant and instant). */
export interface Earning {
  programId: string;
  actionId: number;
  ruleId: string;
  walletId: string;
  profileId: string;
  creativeId: string | null;
  entrySeq: number;
  points: number;
  day: string;
}

/** A wallet entry a program credited, as a lot for expiry (a row of `loyalty_lots` but its tenant, instant and state). */
export interface Lot {
  walletId: string;
  seq: number;
  programId: string;
  profileId: string;
  points: number;
  expiresOn: string | null;
}

/**
 * Records a batch's earnings and lots and writes the tallies they changed, whole, in one statement (`tallies` holds each
 * profile and program once: a row met twice in one statement would be refused).
 */
export async function recordEarnings(tx: Tx, tenantId: string, earnedOn: Date, earnings: Earning[], lots: Lot[], tallies: Tally[]) {
  if (!earnings.length) return;
  const on = earnedOn.toISOString();
  await tx.execute(sql`with e as (
      insert into loyalty_earnings (tenant_id, action_id, program_id, rule_id, wallet_id, profile_id, creative_id, entry_seq, points, day, earned_on)
      select ${tenantId}, r."actionId", r."programId", r."ruleId", r."walletId", r."profileId", r."creativeId", r."entrySeq", r.points, r.day, ${on}::timestamptz
      from json_to_recordset(${JSON.stringify(earnings)}::json) as r("programId" text, "actionId" bigint, "ruleId" text, "walletId" text,
        "profileId" text, "creativeId" text, "entrySeq" int, points int, day date)),
    l as (
      insert into loyalty_lots (tenant_id, wallet_id, seq, program_id, profile_id, points, earned_on, expires_on)
      select ${tenantId}, r."walletId", r.seq, r."programId", r."profileId", r.points, ${on}::timestamptz, r."expiresOn"
      from json_to_recordset(${JSON.stringify(lots)}::json) as r("walletId" text, seq int, "programId" text, "profileId" text, points int, "expiresOn" timestamptz))
    insert into loyalty_tallies (tenant_id, profile_id, program_id, counts)
    select ${tenantId}, k."profileId", k."programId", k.counts
    from json_to_recordset(${JSON.stringify(tallies)}::json) as k("profileId" text, "programId" text, counts jsonb)
    order by 2, 3
    on conflict (tenant_id, profile_id, program_id) do update set counts = excluded.counts`);
}

/**
 * Holds every part of the queue for the caller's transaction, waiting for the sweeps crediting them to commit: no batch
 * credits meanwhile, and those after it read the programs as the transaction leaves them.
 */
export async function holdEveryPart(tx: Tx) {
  for (let part = 0; part < LOYALTY_DUE_PARTS; part++) await tx.execute(sql`select pg_advisory_xact_lock(${PART_LOCK}, ${part})`);
}

/**
 * Counts again from the program's earnings the counters its rules now keep and did not (caller holds every part):
 * each set to the credits recorded, which a counter kept before, then left, also needs (per-day ones for the days a
 * tally keeps).
 */
export async function countRulesAgain(tx: Tx, tenantId: string, programId: string, gained: CountsGained[]) {
  if (!gained.length) return;
  await tx.execute(sql`insert into loyalty_tallies (tenant_id, profile_id, program_id, counts)
    select c.tenant_id, c.profile_id, c.program_id, jsonb_object_agg(c.key, c.n) from (
      select e.tenant_id, e.profile_id, e.program_id, e.rule_id || '|' || b.bucket as key, count(*)::int as n
      from json_to_recordset(${JSON.stringify(gained)}::json) as r("ruleId" text, total boolean, "perCreative" boolean, "perDay" boolean)
      join loyalty_earnings e on e.tenant_id = ${tenantId} and e.program_id = ${programId} and e.rule_id = r."ruleId"
      cross join lateral (values (case when r.total then '' end), (case when r."perCreative" then 'c:' || e.creative_id end),
        (case when r."perDay" and e.day >= current_date - ${TALLY_DAYS_KEPT}::int then 'd:' || to_char(e.day, 'YYYY-MM-DD') end)) b(bucket)
      where b.bucket is not null
      group by 1, 2, 3, 4) c
    group by 1, 2, 3
    order by 2, 3
    on conflict (tenant_id, profile_id, program_id) do update set counts = loyalty_tallies.counts || excluded.counts`);
}

/** Wallets holding lots past their expiry not yet settled, up to `limit`. */
export function walletsWithExpiredLots(db: Db, now: Date, limit: number) {
  return rowsOf<{ tenantId: string; walletId: string }>(
    db,
    sql`select distinct tenant_id as "tenantId", wallet_id as "walletId" from loyalty_lots
      where expires_on is not null and not settled and expires_on <= ${now.toISOString()}::timestamptz limit ${limit}`,
  );
}

/** The expiry instant of each of a wallet's lots that expire, by entry number. */
export async function lotExpiries(tx: Tx, tenantId: string, walletId: string): Promise<Map<number, Date>> {
  const rows = await rowsOf<{ seq: number; expiresOn: string }>(
    tx,
    sql`select seq, expires_on as "expiresOn" from loyalty_lots where tenant_id = ${tenantId} and wallet_id = ${walletId} and expires_on is not null`,
  );
  return new Map(rows.map((r) => [r.seq, new Date(r.expiresOn)]));
}

/** Records what a lot's expiry took (0 when spending had used it all): the lot is settled. */
export async function settleLot(tx: Tx, tenantId: string, walletId: string, seq: number, expired: number) {
  await tx
    .update(loyaltyLots)
    .set({ settled: true, expired })
    .where(and(eq(loyaltyLots.tenantId, tenantId), eq(loyaltyLots.walletId, walletId), eq(loyaltyLots.seq, seq)));
}
