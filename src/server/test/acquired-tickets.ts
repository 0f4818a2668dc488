import type pg from 'pg';
import { newId } from '../../domain/common/ids.js';
import { instrumentCodes } from '../../domain/treasury/codes.js';

/** Where seeded tickets belong and who holds them (a profile that is also the batches' redeemer). */
export interface TicketOwner {
  tenantId: string;
  projectId: string;
  aggregateId: string;
  eventId: string;
  profileId: string;
}

/**
 * A ticket detail with one batch of acquired tickets per size in `sizes`, written straight into the database (tens of
 * thousands in a moment, for the bench and the cluster's fault tests); answers each batch's codes. `profileId` holds
 * every ticket and may validate them.
 */
export async function seedAcquiredTickets(client: pg.Client, owner: TicketOwner, sizes: number[]): Promise<string[][]> {
  const detailId = newId();
  await client.query(
    `insert into ti_details (tenant_id, id, project_id, aggregate_id, titype, ti_config_id, source_id, usage_type, usage_limit)
     values ($1, $2, $3, $4, 'TICKET', $5, $6, 'single', 1)`,
    [owner.tenantId, detailId, owner.projectId, owner.aggregateId, newId(), owner.eventId],
  );
  const batches: string[][] = [];
  for (const [position, size] of sizes.entries()) {
    const uid = newId().slice(-8);
    await client.query(
      `insert into instrument_batches (tenant_id, uid, detail_id, position, category, number_of_tickets, price, serial_number, redeemers, generation, generated_count)
       values ($1, $2, $3, $4, 'SEEDED', $5, 10, 'SEE0000001', $6, 'generated', $5)`,
      [
        owner.tenantId,
        uid,
        detailId,
        position,
        size,
        JSON.stringify([
          // Whole, as the server stores a redeemer (treasury/batches.ts).
          {
            mobile: '9000000000',
            profile_id: owner.profileId,
            venue_id: '',
            venue_name: '',
            name: '',
            email: '',
            token: 'SEED',
            updatedOn: new Date().toISOString(),
          },
        ]),
      ],
    );
    const codes = instrumentCodes(size);
    await client.query(
      `insert into instruments (tenant_id, batch_uid, seq, serial, code, status, profile_id, acquired_on)
       select $1, $2, s.i - 1, 'SEE' || lpad(s.i::text, 7, '0'), s.code, 'ACQUIRED', $3, now()
       from unnest($4::text[]) with ordinality as s(code, i)`,
      [owner.tenantId, uid, owner.profileId, codes],
    );
    batches.push(codes);
  }
  return batches;
}

/** The profile of the tenant's user `username` (made when missing): whoever signs in as them through an app acts as it. */
export async function profileOfUser(client: pg.Client, tenantId: string, username: string): Promise<string> {
  const user = await client.query<{ id: string }>('select id from users where tenant_id = $1 and username = $2', [tenantId, username]);
  const found = await client.query<{ id: string }>('select id from profiles where tenant_id = $1 and key = $2', [tenantId, user.rows[0].id]);
  if (found.rows.length) return found.rows[0].id;
  const made = await client.query<{ id: string }>(
    `insert into profiles (tenant_id, id, key, name) values ($1, $2, $3, '{"firstName":"Desk","lastName":"Validator","displayName":"Desk Validator"}') returning id`,
    [tenantId, newId(), user.rows[0].id],
  );
  return made.rows[0].id;
}
