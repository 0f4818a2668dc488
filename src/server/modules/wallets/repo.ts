import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { EntryKind, SourceKind } from '../../../domain/wallets/ledger.js';
import type { Db, Tx } from '../../db/client.js';
import { instrumentBatches, instruments, profiles, tiDetails, walletEntries, wallets } from '../../db/schema/index.js';
import { hitUniqueIndex } from '../../db/unique-violation.js';
import { rowsOf } from '../../db/rows.js';

export type WalletRow = typeof wallets.$inferSelect;
export type EntryRow = typeof walletEntries.$inferSelect;

/** Inserts a wallet; 'taken' when the profile has one in the project already. */
export async function insertWallet(db: Db, values: typeof wallets.$inferInsert): Promise<WalletRow | 'taken'> {
  try {
    const [row] = await db.insert(wallets).values(values).returning();
    return row;
  } catch (error) {
    if (hitUniqueIndex(error, 'wallets_profile_uq')) return 'taken';
    throw error;
  }
}

export async function findWallet(db: Db, tenantId: string, id: string): Promise<WalletRow | null> {
  const [row] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.tenantId, tenantId), eq(wallets.id, id)))
    .limit(1);
  return row ?? null;
}

export async function updateWallet(db: Db, tenantId: string, id: string, values: Partial<Pick<WalletRow, 'name' | 'enabled' | 'aggregateId'>>) {
  const [row] = await db
    .update(wallets)
    .set({ ...values, updatedOn: new Date() })
    .where(and(eq(wallets.tenantId, tenantId), eq(wallets.id, id)))
    .returning();
  return row ?? null;
}

/** A project's wallets, newest first, one page, with the total; `q` keeps those whose name or profile's name contains it. */
export async function listWallets(db: Db, tenantId: string, projectId: string, page: { limit: number; offset: number; aggregateId?: string; q?: string }) {
  const where = and(
    eq(wallets.tenantId, tenantId),
    eq(wallets.projectId, projectId),
    page.aggregateId ? eq(wallets.aggregateId, page.aggregateId) : undefined,
    page.q ? matching(page.q) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(wallets).where(where).orderBy(desc(wallets.createdOn), desc(wallets.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(wallets).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** The wallet's name or its profile's display, first or last name (or both) contains `q`, in any case, `%` and `_` as written. */
function matching(q: string) {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${wallets.name} ilike ${like} or exists (select 1 from ${profiles} p where p.tenant_id = ${wallets.tenantId} and p.id = ${wallets.profileId}
    and (p.name ->> 'displayName' ilike ${like} or concat_ws(' ', p.name ->> 'firstName', p.name ->> 'lastName') ilike ${like})))`;
}

/** A wallet's entries, newest first, before entry `before` (exclusive) when given. */
export function entriesOf(db: Db, tenantId: string, walletId: string, page: { limit: number; before?: number }) {
  return db
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.tenantId, tenantId), eq(walletEntries.walletId, walletId), page.before ? lt(walletEntries.seq, page.before) : undefined))
    .orderBy(desc(walletEntries.seq))
    .limit(page.limit);
}

/** The instruments the wallet's profile holds (acquired coupons, tickets and mobility tickets), newest first. */
export function instrumentsOf(db: Db, tenantId: string, profileId: string, limit: number) {
  return db
    .select({
      code: instruments.code,
      serial: instruments.serial,
      status: instruments.status,
      uses: instruments.uses,
      acquiredOn: instruments.acquiredOn,
      category: instrumentBatches.category,
      titype: tiDetails.titype,
      detailId: tiDetails.id,
      aggregateId: tiDetails.aggregateId,
    })
    .from(instruments)
    .innerJoin(instrumentBatches, and(eq(instrumentBatches.tenantId, instruments.tenantId), eq(instrumentBatches.uid, instruments.batchUid)))
    .innerJoin(tiDetails, and(eq(tiDetails.tenantId, instrumentBatches.tenantId), eq(tiDetails.id, instrumentBatches.detailId)))
    .where(and(eq(instruments.tenantId, tenantId), eq(instruments.profileId, profileId)))
    .orderBy(desc(instruments.acquiredOn))
    .limit(limit);
}

export interface NewEntry {
  tenantId: string;
  walletId: string;
  kind: EntryKind;
  delta: number;
  reason: string;
  sourceKind: SourceKind;
  sourceId: string;
  actor: string;
}

export type AppendResult = { applied: EntryRow } | { replayed: EntryRow } | { insufficient: number } | 'missing';

/**
 * Appends one entry and moves the balance in one statement: the wallet row's conditional UPDATE (balance stays ≥ 0)
 * locks it, so concurrent appends to one wallet queue and each sees the balance the one before left; the entry is
 * numbered from the wallet's count. An entry for a source the wallet already has is refused by the unique index, the
 * whole statement with it (nothing moves), and answered as a replay.
 */
export async function appendEntry(db: Db, e: NewEntry): Promise<AppendResult> {
  try {
    const [row] = await rowsOf<EntryRow>(
      db,
      sql`with w as (
          update wallets set balance = balance + ${e.delta}::bigint, entries = entries + 1, updated_on = now()
          where tenant_id = ${e.tenantId} and id = ${e.walletId} and balance + ${e.delta}::bigint >= 0
            and not exists (select 1 from wallet_entries x where x.tenant_id = ${e.tenantId} and x.wallet_id = ${e.walletId}
              and x.source_kind = ${e.sourceKind} and x.source_id = ${e.sourceId})
          returning balance, entries)
        insert into wallet_entries (tenant_id, wallet_id, seq, kind, delta, balance_after, reason, source_kind, source_id, actor)
        select ${e.tenantId}, ${e.walletId}, w.entries, ${e.kind}, ${e.delta}::bigint, w.balance, ${e.reason}, ${e.sourceKind}, ${e.sourceId}, ${e.actor} from w
        returning tenant_id as "tenantId", wallet_id as "walletId", seq, kind, delta::float8 as delta, balance_after::float8 as "balanceAfter",
          reason, source_kind as "sourceKind", source_id as "sourceId", actor, created_on as "createdOn"`,
    );
    if (row) return { applied: { ...row, createdOn: new Date(row.createdOn) } };
  } catch (error) {
    if (!hitUniqueIndex(error, 'wallet_entries_source_uq')) throw error;
  }
  // Not applied: the source was already entered, the balance would go below zero, or there is no such wallet.
  const [prior] = await db
    .select()
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.tenantId, e.tenantId),
        eq(walletEntries.walletId, e.walletId),
        eq(walletEntries.sourceKind, e.sourceKind),
        eq(walletEntries.sourceId, e.sourceId),
      ),
    )
    .limit(1);
  if (prior) return { replayed: prior };
  const wallet = await findWallet(db, e.tenantId, e.walletId);
  return wallet ? { insufficient: wallet.balance } : 'missing';
}

/** The profile's wallet in the project, made (project-wide, by the system) when it has none yet. */
export async function walletOfProfile(db: Db, tenantId: string, projectId: string, profileId: string, newId: string): Promise<WalletRow> {
  await db.insert(wallets).values({ tenantId, id: newId, projectId, profileId, createdBy: 'system' }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.tenantId, tenantId), eq(wallets.projectId, projectId), eq(wallets.profileId, profileId)))
    .limit(1);
  return row;
}

/** The profile's wallet in the project, if it has one. */
export async function profileWallet(db: Db, tenantId: string, projectId: string, profileId: string): Promise<WalletRow | null> {
  const [row] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.tenantId, tenantId), eq(wallets.projectId, projectId), eq(wallets.profileId, profileId)))
    .limit(1);
  return row ?? null;
}

export async function lockWallet(tx: Tx, tenantId: string, walletId: string): Promise<WalletRow | null> {
  const [row] = await tx
    .select()
    .from(wallets)
    .where(and(eq(wallets.tenantId, tenantId), eq(wallets.id, walletId)))
    .for('update');
  return row ?? null;
}

/** Every entry of a wallet, in ledger order. */
export function ledgerOf(db: Db, tenantId: string, walletId: string) {
  return db
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.tenantId, tenantId), eq(walletEntries.walletId, walletId)))
    .orderBy(walletEntries.seq);
}

/** Makes (project-wide, by the system) the wallets of profiles that have none in the project, in profile order. */
async function makeWallets(tx: Tx, tenantId: string, projectId: string, profileIds: string[], newId: () => string) {
  const made = JSON.stringify([...profileIds].sort().map((profileId) => ({ id: newId(), profile_id: profileId })));
  await tx.execute(sql`insert into wallets (tenant_id, id, project_id, profile_id, created_by)
    select ${tenantId}, r.id, ${projectId}, r.profile_id, 'system' from json_to_recordset(${made}::json) as r(id text, profile_id text)
    order by r.profile_id on conflict do nothing`);
}

/** An earned entry for a profile's wallet in a project. */
export interface ProfileEarning {
  profileId: string;
  points: number;
  sourceKind: SourceKind;
  sourceId: string;
  reason: string;
}

/** An entry written by appendEarnings: the wallet, the source and the entry's number. */
export interface EarnedEntry {
  walletId: string;
  sourceId: string;
  seq: number;
}

/**
 * Appends earned entries to the profiles' wallets in the project, in one statement for the whole batch: the wallets are
 * locked in id order (two batches on overlapping wallets wait for one another instead of deadlocking), the entries
 * numbered and balanced from the locked rows (in the order given), then the wallets' new balances and counts written.
 * Sources a wallet already has are left out (a replay credits nothing twice; the unique index stands behind it), and so
 * are points that are not a positive whole number. Profiles without a wallet get one made (by the system), and their
 * entries a second statement. Answers the entries written.
 */
export async function appendEarnings(tx: Tx, tenantId: string, projectId: string, earnings: ProfileEarning[], newId: () => string): Promise<EarnedEntry[]> {
  const valid = earnings.filter((e) => Number.isInteger(e.points) && e.points > 0);
  if (!valid.length) return [];
  const rows = await appendToProfiles(tx, tenantId, projectId, valid);
  const missing = new Set(rows.flatMap((r) => (r.missing ? [r.missing] : [])));
  const written = rows.filter((r): r is EarnedEntry & { missing: null } => r.missing === null);
  if (!missing.size) return written;
  await makeWallets(tx, tenantId, projectId, [...missing], newId);
  // Made here or, meanwhile, by another transaction (the insert waited for it): there now either way.
  const again = await appendToProfiles(
    tx,
    tenantId,
    projectId,
    valid.filter((e) => missing.has(e.profileId)),
  );
  return [...written, ...(again.filter((r) => r.missing === null) as EarnedEntry[])];
}

/** The statement of appendEarnings: the entries written, and a row naming each profile that has no wallet (`missing`). */
const appendToProfiles = (tx: Tx, tenantId: string, projectId: string, earnings: ProfileEarning[]) =>
  rowsOf<EarnedEntry & { missing: string | null }>(
    tx,
    sql`with v as (
        select * from json_to_recordset(${JSON.stringify(earnings.map((e, o) => ({ f: e.profileId, p: e.points, k: e.sourceKind, s: e.sourceId, r: e.reason, o })))}::json)
          as v(f text, p bigint, k text, s text, r text, o int)),
      -- Locked here, by the statement that writes them: read as locked (a concurrent change waited for), not as its snapshot.
      locked as (
        select w.id, w.profile_id, w.entries, w.balance from (select distinct v.f from v) p
        join wallets w on w.tenant_id = ${tenantId} and w.project_id = ${projectId} and w.profile_id = p.f
        order by w.id for update of w),
      -- Lateral: each source probed by the unique index (an anti join would be planned as a read of the tenant's ledger).
      fresh as (
        select v.*, l.id as w, l.entries, l.balance from v join locked l on l.profile_id = v.f
        left join lateral (
          select 1 as had from wallet_entries x where x.tenant_id = ${tenantId} and x.wallet_id = l.id and x.source_kind = v.k and x.source_id = v.s limit 1) x on true
        where x.had is null),
      numbered as (
        select f.*, f.entries + row_number() over (partition by f.w order by f.o) as seq, f.balance + sum(f.p) over (partition by f.w order by f.o) as after
        from fresh f),
      moved as (
        update wallets w set balance = w.balance + m.p, entries = w.entries + m.n, updated_on = now()
        from (select n.w, sum(n.p) as p, count(*)::int as n from numbered n group by n.w) m where w.tenant_id = ${tenantId} and w.id = m.w),
      written as (
        insert into wallet_entries (tenant_id, wallet_id, seq, kind, delta, balance_after, reason, source_kind, source_id, actor)
        select ${tenantId}, n.w, n.seq, 'earn', n.p, n.after, n.r, n.k, n.s, '' from numbered n
        returning wallet_id, source_id, seq)
    select wallet_id as "walletId", source_id as "sourceId", seq, null as missing from written
    union all
    select null, null, null, f from (select distinct v.f from v) v where not exists (select 1 from locked l where l.profile_id = v.f)`,
  );
