import { sql, type SQL } from 'drizzle-orm';
import type { InstrumentStatus, TiType } from '../../../domain/treasury/types.js';
import type { TransactionAction } from '../../../domain/treasury/transitions.js';
import type { Db, Tx } from '../../db/client.js';
import { auditedInStatement } from '../../db/audited-driver.js';
import { auditJson } from '../../audit/context.js';
import { prepared, preparedSql } from '../../db/prepared.js';
import { hitUniqueIndex } from '../../db/unique-violation.js';
import { rowsOf } from '../../db/rows.js';

/** A transaction's first answer, kept under its nonce. */
export interface StoredAnswer {
  code: string;
  action: string;
  actor: string;
  statusCode: number;
  answer: Record<string, unknown>;
}

/** An instrument with what a transaction on it needs of its batch and detail. */
export interface InstrumentContext {
  code: string;
  batchUid: string;
  status: InstrumentStatus;
  uses: number;
  redeemers: Record<string, unknown>[];
  price: number;
  detailId: string;
  titype: TiType;
  usageLimit: number;
  projectId: string;
  aggregateId: string;
  sourceId: string;
  policyFlag: boolean;
  policy: Record<string, unknown> | null;
}

export interface CallerProfile {
  id: string;
  phone: string | null;
  active: boolean;
}

export interface Lookup {
  instrument: InstrumentContext | null;
  profile: CallerProfile | null;
  prior: StoredAnswer | null;
  /** Whether the venue a request names is a venue of the tenant (true when it names none). */
  venueKnown: boolean;
}

const priorJson = (tenantId: unknown, nonce: unknown) => sql`(select jsonb_build_object('code', t.code, 'action', t.action, 'actor', t.actor,
    'statusCode', t.status_code, 'answer', t.answer) from instrument_transactions t where t.tenant_id = ${tenantId} and t.nonce = ${nonce})`;

const profileJson = (tenantId: unknown, userId: unknown) => sql`(select jsonb_build_object('id', p.id, 'phone', p.phone,
    'active', p.enabled and not p.blocked) from profiles p where p.tenant_id = ${tenantId} and p.key = ${userId})`;

/** The profile of the signed-in user `userId`, if they have one. */
export async function callerProfile(db: Db, tenantId: string, userId: string): Promise<CallerProfile | null> {
  const [row] = await rowsOf<{ profile: CallerProfile | null }>(db, sql`select ${profileJson(tenantId, userId)} as profile`);
  return row.profile;
}

const p = sql.placeholder;

/** What a transaction checks of an instrument that does not move: its batch and detail (the static part of `InstrumentContext`). */
export type InstrumentSetting = Omit<InstrumentContext, 'code' | 'status' | 'uses'>;

/** The instrument `code` of the tenant with its batch and detail: its setting as one JSON value, and its state. */
const instrumentFound = (tenantId: unknown, code: unknown) => sql`select i.code, i.status, i.uses,
    jsonb_build_object('batchUid', i.batch_uid, 'redeemers', b.redeemers, 'price', b.price, 'detailId', d.id, 'titype', d.titype,
      'usageLimit', d.usage_limit, 'projectId', d.project_id, 'aggregateId', d.aggregate_id, 'sourceId', d.source_id,
      'policyFlag', coalesce((d.doc->>'couponPolicyFlag')::boolean, false), 'policy', d.doc->'couponPolicy') as setting
  from instruments i
  join instrument_batches b on b.tenant_id = i.tenant_id and b.uid = i.batch_uid
  join ti_details d on d.tenant_id = b.tenant_id and d.id = b.detail_id
  where i.tenant_id = ${tenantId} and i.code = ${code}`;

/** An instrument's setting with its code and state: `InstrumentContext` as one JSON value. */
const withState = (setting: SQL, code: SQL, status: SQL, uses: SQL) =>
  sql`${setting} || jsonb_build_object('code', ${code}, 'status', ${status}, 'uses', ${uses})`;

const instrumentOf = (found: SQL) => sql`(select ${withState(sql`f.setting`, sql`f.code`, sql`f.status`, sql`f.uses`)} from (${found}) f)`;

const venueKnownSql = (tenantId: unknown, venueId: unknown) => sql`(${venueId}::text = '' or exists (select 1 from media_items v
    where v.tenant_id = ${tenantId} and v.id = ${venueId} and v.kind = 'venue'))`;

/** The look-up below as one statement prepared per connection: parsed and planned once, not on every transaction. */
const lookUpStatement = prepared((db) =>
  db
    .select({
      instrument: sql<InstrumentContext | null>`${instrumentOf(instrumentFound(p('tenantId'), p('code')))}`,
      profile: sql<CallerProfile | null>`${profileJson(p('tenantId'), p('userId'))}`,
      prior: sql<StoredAnswer | null>`${priorJson(p('tenantId'), p('nonce'))}`,
      venueKnown: sql<boolean>`${venueKnownSql(p('tenantId'), p('venueId'))}`,
    })
    .from(sql`(values (1)) as one`)
    .prepare('tx_look_up'),
);

const priced = (row: Lookup) => {
  if (row.instrument) row.instrument.price = Number(row.instrument.price);
  return row;
};

/**
 * Everything a transaction checks before it writes, in one round trip: the instrument with its batch and
 * detail, the caller's profile, a transaction already made under the nonce, and the venue named.
 */
export async function lookUp(db: Db, tenantId: string, code: string, userId: string, nonce: string, venueId?: string): Promise<Lookup> {
  const [row] = await lookUpStatement(db).execute({ tenantId, code, userId, nonce, venueId: venueId ?? '' });
  return priced(row);
}

export async function storedAnswer(db: Db, tenantId: string, nonce: string): Promise<StoredAnswer | null> {
  const [row] = await rowsOf<{ prior: StoredAnswer | null }>(db, sql`select ${priorJson(tenantId, nonce)} as prior`);
  return row.prior;
}

/** The answer's view of instrument row `i` (of a detail allowing `usageLimit` uses), built by the database. */
function instrumentJson(i: 'u' | 'i' | 'c', usageLimit: unknown): SQL {
  const c = (column: string) => sql.raw(`${i}.${column}`);
  const iso = (column: string) => sql`to_char(${c(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return sql`jsonb_build_object('code', ${c('code')}, 'serial', ${c('serial')}, 'seat', ${c('seat')}, 'status', ${c('status')},
    'uses', ${c('uses')}, 'usesLeft', greatest(${usageLimit}::int - ${c('uses')}, 0), 'profile_id', ${c('profile_id')},
    'salesAmount', ${c('sales_amount')}, 'discount', ${c('discount')}, 'acquiredDate', ${iso('acquired_on')},
    'statusChangedDate', ${iso('status_changed_on')})`;
}

/** One transaction to apply: the instrument's move and the audience action it appends. */
export interface Move {
  tenantId: string;
  code: string;
  nonce: string;
  action: TransactionAction;
  /** The caller's profile: the holder when acquiring. */
  actor: string;
  from: InstrumentStatus;
  /** The status the last use leaves. */
  used: InstrumentStatus;
  usageLimit: number;
  salesAmount: number | null;
  discount: number | null;
  /** Fields of the answer besides the instrument (the same in the stored answer and the reply). */
  extra: Record<string, unknown>;
  offline: boolean;
  occurredOn: Date | null;
  audience: { type: number; price: number; projectId: string; aggregateId: string; campaignId: string | null; eventId: string | null; venueId: string | null };
}

/**
 * The values of a move's statement, by name: the placeholders of the one-move statement and the columns of the
 * gathered statement's rows (`MOVE_COLUMNS`), so both read the same names.
 */
function moveValues(m: Move) {
  const a = m.audience;
  return {
    tenantId: m.tenantId,
    code: m.code,
    nonce: m.nonce,
    action: m.action,
    actor: m.actor,
    from: m.from,
    used: m.used,
    usageLimit: m.usageLimit,
    acquire: m.action === 'acquire',
    salesAmount: m.salesAmount,
    discount: m.discount,
    extra: JSON.stringify(m.extra),
    offline: m.offline,
    occurredOn: m.occurredOn,
    type: a.type,
    price: a.price,
    projectId: a.projectId,
    aggregateId: a.aggregateId,
    venueId: a.venueId,
    campaignId: a.campaignId,
    eventId: a.eventId,
  };
}

/** The type of each value of a move's statement. */
const MOVE_COLUMNS: Record<keyof ReturnType<typeof moveValues>, string> = {
  tenantId: 'text',
  code: 'text',
  nonce: 'text',
  action: 'text',
  actor: 'text',
  from: 'text',
  used: 'text',
  usageLimit: 'int',
  acquire: 'boolean',
  salesAmount: 'numeric',
  discount: 'numeric',
  extra: 'jsonb',
  offline: 'boolean',
  occurredOn: 'timestamptz',
  type: 'smallint',
  price: 'numeric',
  projectId: 'text',
  aggregateId: 'text',
  venueId: 'text',
  campaignId: 'text',
  eventId: 'text',
};
type MoveValue = keyof typeof MOVE_COLUMNS;

/** Runs a move's statement; a nonce already taken fails it (the primary key), reported as 'taken'. */
async function runMove<T>(run: () => Promise<T>): Promise<T | 'taken'> {
  try {
    return await run();
  } catch (error) {
    if (hitUniqueIndex(error, 'instrument_transactions')) return 'taken';
    throw error;
  }
}

/**
 * Applies a move exactly once, as one statement (so one implicit transaction): the conditional UPDATE
 * moves the instrument only from a status and use count that allow it, the nonce row takes the answer, and
 * the audience action is appended. A nonce already taken fails the whole statement (its primary key), so
 * nothing is applied twice; the caller then answers what the nonce's first transaction answered.
 * Answers the stored answer, 'taken' when the nonce was used first, or null when the instrument did not allow it.
 */
export async function applyMove(db: Db, m: Move): Promise<Record<string, unknown> | 'taken' | null> {
  const answer = await runMove(async () => (await applyStatement(db).execute({ ...moveValues(m), audit: auditJson() }))[0]?.answer);
  return answer ?? null;
}

/**
 * Where the steps of a move read its values and find its instrument: the one-move statement from its placeholders;
 * the gathered statement from its rows (`held h`, one per move, joined to the instruments it locked as `k`).
 */
interface MoveSource {
  value: (name: MoveValue) => SQL;
  /** The UPDATE's FROM list, if any, and how it finds the instrument `i`. */
  from: SQL;
  instrument: SQL;
  /** What the UPDATE returns besides the instrument, and what the steps after it read its rows `u` from. */
  carried: SQL;
  updated: SQL;
}

const ONE_MOVE: MoveSource = {
  value: (name) => sql`${p(name)}::${sql.raw(MOVE_COLUMNS[name])}`,
  from: sql``,
  instrument: sql`i.tenant_id = ${p('tenantId')}::text and i.code = ${p('code')}::text`,
  carried: sql``,
  updated: sql`u`,
};

const GATHERED_MOVES: MoveSource = {
  value: (name) => sql.raw(`h."${name}"`),
  from: sql`from locked k join held h on h.idx = k.idx`,
  instrument: sql`i.tenant_id = k.tenant_id and i.code = k.code`,
  carried: sql`, h.idx`,
  updated: sql`u join held h on h.idx = u.idx`,
};

/**
 * The move's three steps as WITH items `u`, `n` and `a`. Prepared
 * once per connection (the redemption path runs it on every use): an acquisition sets the holder, a use counts and, at
 * the last use, leaves the used status; a sale adds to the amounts.
 */
const moveSteps = (source: MoveSource) => {
  const v = source.value;
  return sql`u as (
    update instruments i set
      status = case when ${v('acquire')} then 'ACQUIRED' when i.uses + 1 >= ${v('usageLimit')} then ${v('used')} else i.status end,
      uses = i.uses + case when ${v('acquire')} then 0 else 1 end,
      profile_id = case when ${v('acquire')} then ${v('actor')} else i.profile_id end,
      acquired_on = case when ${v('acquire')} then coalesce(${v('occurredOn')}, now()) else i.acquired_on end,
      status_changed_on = coalesce(${v('occurredOn')}, now()),
      sales_amount = case when ${v('salesAmount')} is null then i.sales_amount else coalesce(i.sales_amount, 0) + ${v('salesAmount')} end,
      discount = case when ${v('discount')} is null then i.discount else coalesce(i.discount, 0) + ${v('discount')} end
    ${source.from}
    where ${source.instrument} and i.status = ${v('from')} and i.uses < ${v('usageLimit')} and ${auditedInStatement}
    returning i.*${source.carried}
  ), n as (
    insert into instrument_transactions (tenant_id, nonce, action, code, batch_uid, actor, outcome, offline, status_code, answer, occurred_on)
    select u.tenant_id, ${v('nonce')}, ${v('action')}, u.code, u.batch_uid, ${v('actor')}, 'applied', ${v('offline')}, 200,
      ${v('extra')} || jsonb_build_object('instrument', ${instrumentJson('u', v('usageLimit'))}), coalesce(${v('occurredOn')}, now())
    from ${source.updated}
    returning tenant_id, nonce, answer
  ), a as (
    insert into audience_actions (tenant_id, type, project_id, aggregate_id, venue_id, campaign_id, event_id, profile_id, price)
    select u.tenant_id, ${v('type')}, ${v('projectId')}, ${v('aggregateId')}, ${v('venueId')}, ${v('campaignId')}, ${v('eventId')}, u.profile_id, ${v('price')}
    from ${source.updated}
  )`;
};

const applyStatement = preparedSql<{ answer: Record<string, unknown> }>('tx_apply', sql`with ${moveSteps(ONE_MOVE)} select answer from n`);

/** What a transaction expects of its instrument and caller before reading them: what they were at the caller's last transaction. */
export interface Expected {
  setting: InstrumentSetting;
  profile: CallerProfile;
}

/**
 * A move to look up and apply (`lookUpAndApply`): the caller, the venue the request names, what it expects to find, and
 * its refusal's body for each state the instrument may be in (`Refusal.bodies`).
 */
export interface GuessedMove {
  look: { userId: string; namedVenue: string };
  expected: Expected;
  move: Move;
  bodies: Refusal['bodies'];
}

/** What `lookUpAndApply` found, and what it did: the move's answer if applied or refused, and whether what it found was as expected. */
export interface LookedUpAndApplied extends Lookup {
  /** The answer kept under the nonce: 200 when applied, 409 when the instrument's state refused the move. */
  answer: Record<string, unknown> | null;
  statusCode: 200 | 409 | null;
  /** When true and nothing was kept, the nonce was kept meanwhile by a transaction the statement could not see. */
  asExpected: boolean;
}

/**
 * Look-ups and moves in one statement (one round trip for any number of them): each move is made only if its
 * instrument's setting and its caller's profile are what it expects, the venue named is known and its nonce is new — so
 * checks made in advance on what was expected hold for what is there. It is applied if the instrument's state allows it
 * once locked, else refused by that state and the refusal kept (as `keepRefusal`). Whether made or not, each answers
 * the look-up as it found things (`lookUp`), for its caller to go on from, in the order given.
 *
 * The moves must be of distinct nonces, and of distinct instruments but for single uses of the same action: only the
 * first move of an instrument can be applied (a row is updated once in a statement), and when it is, such a use after
 * it is refused by the state it left — as it would be in a statement after it. Instruments are locked in code order,
 * so two such statements never wait on each other in a cycle. A nonce taken by a transaction the statement could not
 * see fails it whole (the primary key): 'taken', nothing applied.
 */
export async function lookUpAndApply(db: Db, moves: GuessedMove[]): Promise<LookedUpAndApplied[] | 'taken'> {
  // The moves of one caller share what they expect and the moves of one kind their refusals: each such value is sent once.
  const shared: unknown[] = [];
  const positions = new Map<unknown, number>();
  const at = (value: unknown) => positions.get(value) ?? (positions.set(value, shared.push(value) - 1), shared.length - 1);
  const rows = moves.map(({ look, expected, move, bodies }, idx) => ({
    ...moveValues(move),
    extra: move.extra,
    ...look,
    settingAt: at(expected.setting),
    profileAt: at(expected.profile),
    bodiesAt: at(bodies),
    idx,
  }));
  const values = { rows: JSON.stringify(rows), shared: JSON.stringify(shared), audit: null };
  const found = await runMove(async () => await lookUpAndApplyStatement(db).execute(values));
  if (found === 'taken') return found;
  return found.map((row) => ({ ...priced(row), answer: row.answer, statusCode: row.statusCode, asExpected: row.asExpected }));
}

const movesColumns = Object.entries(MOVE_COLUMNS).map(([name, type]) => `"${name}" ${type}`);
const guessedRows = sql`jsonb_to_recordset(${p('rows')}::jsonb)
  as r(idx int, "userId" text, "namedVenue" text, "settingAt" int, "profileAt" int, "bodiesAt" int, ${sql.raw(movesColumns.join(', '))})`;

// The audit context is not set for the statement (`audit` null): its moves are different callers', and what it writes
// (instruments, transactions, audience actions) keeps its actor on each row and is not in the audit trail.
const lookUpAndApplyStatement = preparedSql<LookedUpAndApplied & { idx: number }>(
  'tx_look_up_apply',
  sql`with r as (
    select r.*, s.shared -> r."settingAt" as setting, s.shared -> r."profileAt" as profile, s.shared -> r."bodiesAt" as bodies
    from ${guessedRows}, (select ${p('shared')}::jsonb as shared) s
  ), looked as materialized (
    select r.*, f.code as found_code, f.status as found_status, f.uses as found_uses, f.setting as found_setting,
      ${profileJson(sql`r."tenantId"`, sql`r."userId"`)} as caller, ${priorJson(sql`r."tenantId"`, sql`r.nonce`)} as prior,
      ${venueKnownSql(sql`r."tenantId"`, sql`r."namedVenue"`)} as venue_known
    -- OFFSET 0 keeps the look-up a subquery run per row by its unique index (pulled up, the planner joined every
    -- instrument of the tenant's batches first)
    from r left join lateral (${instrumentFound(sql`r."tenantId"`, sql`r.code`)} offset 0) f on true
  ), held as (
    select l.*, coalesce(l.found_setting = l.setting and l.caller = l.profile and l.prior is null and l.venue_known, false) as held from looked l
  ), leaders as (
    -- The first move of each instrument; those after it (single uses of the same action) can only be refused.
    select distinct on (h."tenantId", h.code) h.idx from held h where h.held order by h."tenantId", h.code, h.idx
  ), locked as (
    select i.*, h.idx from leaders l join held h on h.idx = l.idx join instruments i on i.tenant_id = h."tenantId" and i.code = h.code
    order by i.tenant_id, i.code for update of i
  ), ${moveSteps(GATHERED_MOVES)}, after as (
    -- Each instrument as this statement leaves it: moved, or as it was once locked (the latest; no one can move it
    -- before this commits).
    select * from u union all select * from locked k where not exists (select 1 from u where u.idx = k.idx)
  ), refused as (
    -- The moves not applied are refused by that state.
    insert into instrument_transactions (tenant_id, nonce, action, code, batch_uid, actor, outcome, offline, status_code, answer, occurred_on)
    select c.tenant_id, h.nonce, h.action, c.code, c.batch_uid, h.actor, s.body ->> 'outcome', h.offline, 409,
      s.body || jsonb_build_object('nonce', h.nonce, 'instrument', ${instrumentJson('c', sql`h."usageLimit"`)}), coalesce(h."occurredOn", now())
    from held h join after c on c.tenant_id = h."tenantId" and c.code = h.code
    cross join lateral (select h.bodies -> (c.status || ':' || (c.uses >= h."usageLimit")::text) as body) s
    where h.held and not exists (select 1 from u where u.idx = h.idx)
    on conflict (tenant_id, nonce) do nothing
    returning tenant_id, nonce, answer
  )
  select h.idx, coalesce(n.answer, x.answer) as answer, case when n.answer is not null then 200 when x.answer is not null then 409 end as "statusCode",
    h.held as "asExpected", h.caller as profile, h.prior, h.venue_known as "venueKnown",
    case when h.found_code is null then null
      else ${withState(sql`h.found_setting`, sql`h.found_code`, sql`h.found_status`, sql`h.found_uses`)} end as instrument
  from held h left join n on n.tenant_id = h."tenantId" and n.nonce = h.nonce
  left join refused x on x.tenant_id = h."tenantId" and x.nonce = h.nonce
  order by h.idx`,
);

/** The key of `Refusal.bodies` for an instrument's state: its status and whether its uses are spent. */
export const stateKey = (status: InstrumentStatus, spent: boolean) => `${status}:${spent}`;

/** A refused or conflicting transaction to keep under its nonce, answered by the state the instrument is in when kept. */
export interface Refusal {
  tenantId: string;
  code: string;
  nonce: string;
  action: string;
  actor: string;
  offline: boolean;
  usageLimit: number;
  /** The answer's body (with `outcome`; the nonce is added) for each state the instrument may be in, by `stateKey`. */
  bodies: Record<string, Record<string, unknown>>;
  occurredOn: Date | null;
}

/** What keeping a refusal answered: the refusal kept, the nonce's earlier answer, or 'taken' (kept by a transaction not yet visible). */
export type RefusalKept = { answer: Record<string, unknown> } | { prior: StoredAnswer } | 'taken';

/**
 * Keeps a refusal as the nonce's first answer, in one statement: the instrument is read as it now stands (a new
 * statement sees every transaction committed before it, so one that just moved it is seen), its state picks the
 * body, and when the nonce is already taken the statement answers that earlier answer instead.
 */
export async function keepRefusal(db: Db, r: Refusal): Promise<RefusalKept> {
  const [row] = await keepRefusalStatement(db).execute({ ...r, bodies: JSON.stringify(r.bodies), audit: auditJson() });
  if (row?.answer) return { answer: row.answer };
  return row?.prior ? { prior: row.prior } : 'taken';
}

const keepRefusalStatement = preparedSql<{ answer: Record<string, unknown> | null; prior: StoredAnswer | null }>(
  'tx_refuse',
  sql`with i as (
    select i.*, ${p('bodies')}::jsonb -> (i.status || ':' || (i.uses >= ${p('usageLimit')}::int)::text) as body
    from instruments i where i.tenant_id = ${p('tenantId')}::text and i.code = ${p('code')}::text
  ), kept as (
    insert into instrument_transactions (tenant_id, nonce, action, code, batch_uid, actor, outcome, offline, status_code, answer, occurred_on)
    select i.tenant_id, ${p('nonce')}::text, ${p('action')}::text, i.code, i.batch_uid, ${p('actor')}::text, i.body ->> 'outcome', ${p('offline')}::boolean, 409,
      i.body || jsonb_build_object('nonce', ${p('nonce')}::text, 'instrument', ${instrumentJson('i', p('usageLimit'))}),
      coalesce(${p('occurredOn')}::timestamptz, now())
    from i where ${auditedInStatement}
    on conflict (tenant_id, nonce) do nothing
    returning answer
  )
  select (select answer from kept) as answer, ${priorJson(p('tenantId'), p('nonce'))} as prior`,
);

/** The first issued, unheld instrument of a detail's batches (batch order, then serial), locked; those locked by others are skipped. */
export async function lockIssuedInstrument(tx: Tx, tenantId: string, detailId: string): Promise<string | null> {
  const [row] = await rowsOf<{ code: string }>(
    tx,
    sql`select i.code from instrument_batches b
      join instruments i on i.tenant_id = b.tenant_id and i.batch_uid = b.uid
      where b.tenant_id = ${tenantId} and b.detail_id = ${detailId} and i.status = 'ISSUED' and i.profile_id is null
      order by b.position, b.created_on, i.seq
      limit 1
      for update of i skip locked`,
  );
  return row?.code ?? null;
}
