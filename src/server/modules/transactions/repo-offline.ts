// The reads of offline validation: a detail with its batches' redeemers, its instruments page by page for a device to
// take along, and the conflicts its uploads recorded. (The moves themselves are repo.ts's.)
import { sql } from 'drizzle-orm';
import type { InstrumentStatus, TiType } from '../../../domain/treasury/types.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** An instrument detail as offline validation needs it: its workspace, type, uses, and its batches' redeemers. */
export interface DetailForOffline {
  id: string;
  projectId: string;
  aggregateId: string;
  titype: TiType;
  usageLimit: number;
  batches: { uid: string; redeemers: Record<string, unknown>[] }[];
}

export async function detailForOffline(db: Db, tenantId: string, id: string): Promise<DetailForOffline | null> {
  const [row] = await rowsOf<DetailForOffline>(
    db,
    sql`select d.id, d.project_id as "projectId", d.aggregate_id as "aggregateId", d.titype, d.usage_limit as "usageLimit",
        coalesce((select jsonb_agg(jsonb_build_object('uid', b.uid, 'redeemers', b.redeemers) order by b.position, b.created_on)
          from instrument_batches b where b.tenant_id = d.tenant_id and b.detail_id = d.id), '[]'::jsonb) as batches
      from ti_details d where d.tenant_id = ${tenantId} and d.id = ${id}`,
  );
  return row ?? null;
}

export interface ListedInstrument {
  code: string;
  serial: string;
  seat: string | null;
  status: InstrumentStatus;
  uses: number;
  batchUid: string;
}

/** A page of the instruments of `batchUids`, in batch then serial order. */
export async function instrumentsOfBatches(db: Db, tenantId: string, batchUids: string[], offset: number, limit: number): Promise<ListedInstrument[]> {
  if (!batchUids.length) return [];
  return rowsOf<ListedInstrument>(
    db,
    sql`select code, serial, seat, status, uses, batch_uid as "batchUid" from instruments
      where tenant_id = ${tenantId} and batch_uid in (${sql.join(
        batchUids.map((u) => sql`${u}`),
        sql`, `,
      )})
      order by batch_uid, seq offset ${offset} limit ${limit}`,
  );
}

export interface ConflictRow {
  nonce: string;
  code: string;
  serial: string | null;
  batchUid: string;
  action: string;
  actor: string;
  reason: string | null;
  occurredOn: string;
  uploadedOn: string;
}

/** The recorded conflicts of a detail's batches, newest upload first. */
export async function conflictsOf(db: Db, tenantId: string, detailId: string, limit: number): Promise<ConflictRow[]> {
  return rowsOf<ConflictRow>(
    db,
    sql`select t.nonce, t.code, i.serial, t.batch_uid as "batchUid", t.action, t.actor, t.answer->>'reason' as reason,
        to_char(t.occurred_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "occurredOn",
        to_char(t.created_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "uploadedOn"
      from instrument_batches b
      join instrument_transactions t on t.tenant_id = b.tenant_id and t.batch_uid = b.uid and t.outcome = 'conflict'
      left join instruments i on i.tenant_id = t.tenant_id and i.code = t.code
      where b.tenant_id = ${tenantId} and b.detail_id = ${detailId}
      order by t.created_on desc, t.nonce limit ${limit}`,
  );
}
