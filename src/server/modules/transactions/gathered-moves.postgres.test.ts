import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newId } from '../../../domain/common/ids.js';
import { INSTRUMENT_STATUSES } from '../../../domain/treasury/types.js';
import type { Database } from '../../db/client.js';
import { profiles } from '../../db/schema/index.js';
import { buildInstruments } from '../../test/instruments.js';
import { openTestDatabase } from '../../test/test-database.js';
import { lookUpAndApplyGathered } from './gathered-moves.js';
import * as repo from './repo.js';

let database: Database;
const clients: pg.Client[] = [];
const tenantId = newId();
const userId = newId();
const profileId = newId();
const place = { tenantId, projectId: newId(), aggregateId: newId(), sourceId: newId() };

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(profiles).values({ tenantId, id: profileId, key: userId, name: { firstName: 'Val', lastName: 'Idator', displayName: 'Val' } });
});
afterAll(async () => {
  for (const client of clients) await client.end();
  await database.close();
});

async function connect(): Promise<pg.Client> {
  const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0].name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  clients.push(client);
  return client;
}

const bodies = Object.fromEntries(
  INSTRUMENT_STATUSES.flatMap((status) =>
    [false, true].map((spent) => [repo.stateKey(status, spent), { statusCode: 409, outcome: 'refused', message: 'used' }]),
  ),
);

/** A validation of `code` under `nonce`, guessed from what a look-up finds (as a validator's next transaction is). */
async function guess(code: string, nonce: string): Promise<repo.GuessedMove> {
  const found = await repo.lookUp(database.db, tenantId, code, userId, nonce);
  const { code: _code, status: _status, uses: _uses, ...setting } = found.instrument!;
  return {
    look: { userId, namedVenue: '' },
    expected: { setting, profile: found.profile! },
    bodies,
    move: {
      tenantId,
      code,
      nonce,
      action: 'validate',
      actor: profileId,
      from: 'ACQUIRED',
      used: 'VALIDATED',
      usageLimit: 1,
      salesAmount: null,
      discount: null,
      extra: { outcome: 'applied', action: 'validate', nonce },
      offline: false,
      occurredOn: null,
      audience: { type: 8, price: 0, projectId: place.projectId, aggregateId: place.aggregateId, campaignId: null, eventId: place.sourceId, venueId: null },
    },
  };
}

/** Waits until `n` statements of transactions wait for a lock held elsewhere. */
async function waiting(observer: pg.Client, n: number) {
  for (;;) {
    const { rows } = await observer.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like 'with r as%'`,
    );
    if (rows[0].n >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

it('makes each move of a statement failed by a nonce taken unseen on its own: the others applied once, the nonce answered by its owner', async () => {
  const { codes, batchUid } = await buildInstruments(database.db, { ...place, titype: 'TICKET', count: 8, holder: profileId });
  const [a1, a2, a3, b1, b2, b3, b4, elsewhere] = codes;
  const observer = await connect();
  // One transaction holds the tickets of the first three moves (they fill the server's statements and wait), another
  // takes a nonce for a different ticket without committing yet.
  const locker = await connect();
  await locker.query('begin');
  await locker.query('select 1 from instruments where tenant_id = $1 and code = any($2) for update', [tenantId, [a1, a2, a3]]);
  const taker = await connect();
  const takenNonce = `taken-${newId()}`;
  await taker.query('begin');
  await taker.query(
    `insert into instrument_transactions (tenant_id, nonce, action, code, batch_uid, actor, outcome, offline, status_code, answer, occurred_on)
     values ($1, $2, 'validate', $3, $4, $5, 'applied', false, 200, '{"kept": "elsewhere"}', now())`,
    [tenantId, takenNonce, elsewhere, batchUid, profileId],
  );
  const guesses = await Promise.all([
    guess(a1, newId()),
    guess(a2, newId()),
    guess(a3, newId()),
    guess(b1, newId()),
    guess(b2, takenNonce),
    guess(b3, newId()),
    guess(b4, newId()),
  ]);
  const results = guesses.map((g) => lookUpAndApplyGathered(database.db, g));
  await waiting(observer, 3);
  // The three end; the four moves waiting meanwhile go as one statement, which waits on the nonce taken.
  await locker.query('commit');
  await waiting(observer, 1);
  await taker.query('commit');

  const found = await Promise.all(results);
  const [, , , , second] = found;
  for (const [i, result] of found.entries()) {
    if (i === 4) continue;
    expect(result).toMatchObject({ statusCode: 200, answer: { instrument: { status: 'VALIDATED', uses: 1 } } });
  }
  expect(second).toMatchObject({ answer: null, asExpected: false, prior: { code: elsewhere, statusCode: 200, answer: { kept: 'elsewhere' } } });
  const { rows } = await observer.query<{ code: string; status: string; uses: number; applied: number }>(
    `select i.code, i.status, i.uses, (select count(*)::int from instrument_transactions t where t.tenant_id = i.tenant_id and t.code = i.code) as applied
     from instruments i where i.tenant_id = $1 and i.code = any($2) order by i.seq`,
    [tenantId, [a1, a2, a3, b1, b2, b3, b4]],
  );
  expect(rows.map((r) => [r.status, r.uses, r.applied])).toEqual([
    ...Array.from({ length: 4 }, () => ['VALIDATED', 1, 1]),
    ['ACQUIRED', 0, 0],
    ['VALIDATED', 1, 1],
    ['VALIDATED', 1, 1],
  ]);
  const actions = await observer.query<{ n: number }>(`select count(*)::int as n from audience_actions where tenant_id = $1`, [tenantId]);
  expect(actions.rows[0].n).toBe(6);
});
