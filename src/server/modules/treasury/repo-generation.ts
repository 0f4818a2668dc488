import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { instrumentBatches } from '../../db/schema/index.js';
import type { BatchRow } from './repo-details.js';

const leaseEnd = (ms: number) => sql`now() + ${`${ms} milliseconds`}::interval`;
const expired = or(isNull(instrumentBatches.leaseUntil), lt(instrumentBatches.leaseUntil, sql`now()`));

/**
 * Takes a batch to generate: configured → generating, or a generating one whose lease has run out (its
 * server died). Exactly one caller gets the row; the others get null.
 */
export async function claimBatch(db: Db, tenantId: string, uid: string, by: string | null, leaseMs: number): Promise<BatchRow | null> {
  const [row] = await db
    .update(instrumentBatches)
    .set({
      generation: 'generating',
      leaseUntil: leaseEnd(leaseMs),
      generatedBy: sql`coalesce(${instrumentBatches.generatedBy}, ${by})`,
      updatedOn: new Date(),
    })
    .where(
      and(
        eq(instrumentBatches.tenantId, tenantId),
        eq(instrumentBatches.uid, uid),
        or(eq(instrumentBatches.generation, 'configured'), and(eq(instrumentBatches.generation, 'generating'), expired)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Batches left generating by a server that stopped: their lease has run out. */
export async function abandonedBatches(db: Db, limit = 100): Promise<{ tenantId: string; uid: string }[]> {
  return db
    .select({ tenantId: instrumentBatches.tenantId, uid: instrumentBatches.uid })
    .from(instrumentBatches)
    .where(and(eq(instrumentBatches.generation, 'generating'), expired))
    .limit(limit);
}

/** Gives a batch's lease up (a server stopping in order): another server, or this one restarted, resumes it at once. */
export async function releaseLease(db: Db, tenantId: string, uid: string): Promise<void> {
  await db
    .update(instrumentBatches)
    .set({ leaseUntil: sql`now() - interval '1 second'` })
    .where(and(eq(instrumentBatches.tenantId, tenantId), eq(instrumentBatches.uid, uid), eq(instrumentBatches.generation, 'generating')));
}

/** A chunk of a batch: instruments `from` … `from + count - 1`, their serials from the start serial, their codes drawn. */
export interface Chunk {
  tenantId: string;
  uid: string;
  from: number;
  count: number;
  prefix: string;
  number: number;
  width: number;
  /** The chunk's seats in order, or null for unseated instruments. */
  seats: string[] | null;
  leaseMs: number;
}

/**
 * Counts the chunk into the batch (and renews the lease) first, which locks the batch row: only the holder
 * whose count is still `from` goes on, so a chunk is never written twice. The batch becomes generated with
 * its last chunk. False when another holder took the batch over.
 */
export async function advanceBatch(tx: Tx, c: Chunk): Promise<boolean> {
  // The chunk's commit need not wait for its WAL flush: a chunk lost to a crash is lost with its count,
  // so the batch resumes before it (nothing is half-counted either way).
  await tx.execute(sql`select set_config('synchronous_commit', 'off', true)`);
  const end = c.from + c.count;
  const done = sql`${end}::int >= ${instrumentBatches.numberOfTickets}`;
  const rows = await tx
    .update(instrumentBatches)
    .set({
      generatedCount: end,
      generation: sql`case when ${done} then 'generated' else 'generating' end`,
      generatedOn: sql`case when ${done} then now() else ${instrumentBatches.generatedOn} end`,
      leaseUntil: sql`case when ${done} then null else ${leaseEnd(c.leaseMs)} end`,
      updatedOn: new Date(),
    })
    .where(
      and(
        eq(instrumentBatches.tenantId, c.tenantId),
        eq(instrumentBatches.uid, c.uid),
        eq(instrumentBatches.generation, 'generating'),
        eq(instrumentBatches.generatedCount, c.from),
      ),
    )
    .returning({ uid: instrumentBatches.uid });
  return rows.length === 1;
}

/**
 * Writes instruments in one statement, the rows made by the database from two text parameters (the seqs
 * and their codes, comma-separated, zipped by unnest) rather than thousands of bound values. A code another
 * instrument of the tenant holds is skipped (ON CONFLICT DO NOTHING): answers how many were written.
 */
async function insertInstruments(tx: Tx, c: Chunk, seqs: string, codes: string): Promise<number> {
  const seats = c.seats ? JSON.stringify(c.seats) : null;
  const [written] = await rowsOf<{ n: number }>(
    tx,
    sql`
    with written as (
      insert into instruments (tenant_id, batch_uid, seq, serial, seat, code)
      select ${c.tenantId}, ${c.uid}, s.seq,
             ${c.prefix}::text || lpad((${c.number}::bigint + s.seq)::text, ${c.width}::int, '0'),
             ${seats}::jsonb ->> (s.seq - ${c.from}::int),
             s.code
      from unnest(string_to_array(${seqs}::text, ',')::int[], string_to_array(${codes}::text, ',')) as s(seq, code)
      on conflict do nothing
      returning 1
    )
    select count(*)::int as n from written`,
  );
  return Number(written.n);
}

/** The seqs of the chunk not written (their codes were taken). */
export async function missingSeqs(tx: Tx, c: Chunk): Promise<number[]> {
  const missing = await rowsOf<{ seq: number }>(
    tx,
    sql`
    select s.seq from generate_series(${c.from}::int, ${c.from + c.count - 1}::int) as s(seq)
    where not exists (select 1 from instruments i where i.tenant_id = ${c.tenantId} and i.batch_uid = ${c.uid} and i.seq = s.seq)`,
  );
  return missing.map((r) => Number(r.seq));
}

/** Writes the chunk's instruments with `codes` (comma-separated, one per instrument, in order); how many were written. */
export const writeRange = (tx: Tx, c: Chunk, codes: string) => insertInstruments(tx, c, Array.from({ length: c.count }, (_, i) => c.from + i).join(','), codes);
/** Writes the given seqs of the chunk again with new codes (comma-separated). */
export const writeSeqs = (tx: Tx, c: Chunk, seqs: number[], codes: string) => insertInstruments(tx, c, seqs.join(','), codes);
