import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import type { Database } from '../../db/client.js';
import { insertAggregate } from '../../seed/builders.js';
import { appendActions } from './service.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

// Both drivers answer plain SQL with `{rows}`; the common Db type does not say so.
const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const rollup = (tenantId: string) =>
  rows<{ count: number }>(
    // Rows of a day are spread over shards (one per inserting connection): what a reader sees is their sum.
    sql`select project_id, aggregate_id, day::text as day, type, sum(count)::int as count from audience_daily where tenant_id = ${tenantId}
      group by project_id, aggregate_id, day, type order by day, aggregate_id, type`,
  );

describe('appendActions', () => {
  it('counts every action in the daily rollup of its UTC day, in the same statement', async () => {
    await appendActions(database.db, [
      { tenantId: 't1', type: 1, projectId: 'p', aggregateId: 'a', updatedOn: new Date('2026-03-01T23:59:59.999Z') },
      { tenantId: 't1', type: 1, projectId: 'p', aggregateId: 'a', updatedOn: new Date('2026-03-01T00:00:00.000Z') },
      { tenantId: 't1', type: 1, projectId: 'p', aggregateId: 'a', updatedOn: new Date('2026-03-02T00:00:00.000Z') },
      // 01:30 in India is still the evening before in UTC.
      { tenantId: 't1', type: 2, projectId: 'p', aggregateId: 'b', updatedOn: new Date('2026-03-02T01:30:00+05:30') },
      { tenantId: 't1', type: 3, updatedOn: new Date('2026-03-02T12:00:00Z'), price: 12.5 },
    ]);
    await appendActions(database.db, [{ tenantId: 't1', type: 1, projectId: 'p', aggregateId: 'a', updatedOn: new Date('2026-03-01T12:00:00Z') }]);
    expect(await rollup('t1')).toEqual([
      { project_id: 'p', aggregate_id: 'a', day: '2026-03-01', type: 1, count: 3 },
      { project_id: 'p', aggregate_id: 'b', day: '2026-03-01', type: 2, count: 1 },
      { project_id: '', aggregate_id: '', day: '2026-03-02', type: 3, count: 1 },
      { project_id: 'p', aggregate_id: 'a', day: '2026-03-02', type: 1, count: 1 },
    ]);
  });

  it('appends a batch larger than one statement completely', async () => {
    const n = 20_001;
    const batch = Array.from({ length: n }, (_, i) => ({
      tenantId: 't2',
      type: 1 + (i % 3),
      projectId: 'p',
      aggregateId: 'a',
      updatedOn: new Date('2026-04-10T10:00:00Z'),
    }));
    expect(await appendActions(database.db, batch)).toBe(n);
    const [{ actions }] = await rows<{ actions: number }>(sql`select count(*)::int as actions from audience_actions where tenant_id = 't2'`);
    expect(actions).toBe(n);
    expect((await rollup('t2')).map((r) => r.count)).toEqual([6667, 6667, 6667]);
  });

  it('refuses to change an action and takes purged actions out of the rollup', async () => {
    await appendActions(database.db, [
      { tenantId: 't3', type: 1, aggregateId: 'a', updatedOn: new Date('2026-05-01T10:00:00Z') },
      { tenantId: 't3', type: 1, aggregateId: 'a', updatedOn: new Date('2026-05-01T11:00:00Z') },
      { tenantId: 't3', type: 2, aggregateId: 'a', updatedOn: new Date('2026-05-02T11:00:00Z') },
    ]);
    await expect(database.db.execute(sql`update audience_actions set type = 3 where tenant_id = 't3'`)).rejects.toThrow();
    await database.db.execute(sql`delete from audience_actions where tenant_id = 't3' and updated_on < '2026-05-01T10:30:00Z'`);
    expect(await rollup('t3')).toEqual([
      { project_id: '', aggregate_id: 'a', day: '2026-05-01', type: 1, count: 1 },
      { project_id: '', aggregate_id: 'a', day: '2026-05-02', type: 2, count: 1 },
    ]);
    await database.db.execute(sql`delete from audience_actions where tenant_id = 't3' and type = 2`);
    expect(await rollup('t3')).toEqual([{ project_id: '', aggregate_id: 'a', day: '2026-05-01', type: 1, count: 1 }]);
  });

  it('refuses an action type that is not a small positive integer, inserting nothing', async () => {
    await expect(
      appendActions(database.db, [
        { tenantId: 't4', type: 1 },
        { tenantId: 't4', type: 0 },
      ]),
    ).rejects.toThrow(/type 0/);
    expect(await rollup('t4')).toEqual([]);
  });

  it("keeps the per-item rollup on the workspace's local days and the quarter-hour slots in step, purges included", async () => {
    await insertAggregate(database.db, { tenantId: 't5', id: 'ws', projectId: 'p', key: 'ws', name: 'ws', timeZone: 'Asia/Kolkata' });
    const act = (at: string, type = 3, channel: string | null = 'email') => ({
      tenantId: 't5',
      type,
      projectId: 'p',
      aggregateId: 'ws',
      venueId: 'v',
      campaignId: 'c',
      channel,
      updatedOn: new Date(at),
    });
    // 18:29 and 18:31 UTC fall on two days in Kolkata (midnight is 18:30 UTC).
    await appendActions(database.db, [act('2026-03-01T18:29:00Z'), act('2026-03-01T18:31:00Z'), act('2026-03-01T18:44:00Z', 1, null)]);
    const items = () =>
      rows<Record<string, unknown>>(
        sql`select kind, item_id, day::text as day, type, channel, count from audience_item_daily where tenant_id = 't5' order by kind, day, type`,
      );
    expect(await items()).toEqual([
      { kind: 'campaign', item_id: 'c', day: '2026-03-01', type: 3, channel: 'email', count: 1 },
      { kind: 'campaign', item_id: 'c', day: '2026-03-02', type: 1, channel: '', count: 1 },
      { kind: 'campaign', item_id: 'c', day: '2026-03-02', type: 3, channel: 'email', count: 1 },
      { kind: 'venue', item_id: 'v', day: '2026-03-01', type: 3, channel: 'email', count: 1 },
      { kind: 'venue', item_id: 'v', day: '2026-03-02', type: 1, channel: '', count: 1 },
      { kind: 'venue', item_id: 'v', day: '2026-03-02', type: 3, channel: 'email', count: 1 },
      { kind: 'workspace', item_id: 'ws', day: '2026-03-01', type: 3, channel: 'email', count: 1 },
      { kind: 'workspace', item_id: 'ws', day: '2026-03-02', type: 1, channel: '', count: 1 },
      { kind: 'workspace', item_id: 'ws', day: '2026-03-02', type: 3, channel: 'email', count: 1 },
    ]);
    const slots = () =>
      rows<{ slot: string; type: number; count: number }>(
        sql`select to_char(slot at time zone 'UTC', 'HH24:MI') as slot, type, count from audience_slots where tenant_id = 't5' order by slot, type`,
      );
    expect(await slots()).toEqual([
      { slot: '18:15', type: 3, count: 1 },
      { slot: '18:30', type: 1, count: 1 },
      { slot: '18:30', type: 3, count: 1 },
    ]);
    await database.db.execute(sql`delete from audience_actions where tenant_id = 't5' and type = 3`);
    expect((await items()).map((r) => r.kind)).toEqual(['campaign', 'venue', 'workspace']);
    expect(await slots()).toEqual([{ slot: '18:30', type: 1, count: 1 }]);
  });

  it("keeps each campaign's actions per local day, venue, asset and type, with their prices, in step, purges included", async () => {
    await insertAggregate(database.db, { tenantId: 't6', id: 'ws', projectId: 'p', key: 'ws', name: 'ws', timeZone: 'Asia/Kolkata' });
    const act = (at: string, type: number, venueId: string | null, price: number | null = null) => ({
      tenantId: 't6',
      type,
      projectId: 'p',
      aggregateId: 'ws',
      venueId,
      assetId: 'screen',
      campaignId: 'c',
      price,
      updatedOn: new Date(at),
    });
    await appendActions(database.db, [
      act('2026-03-01T18:29:00Z', 2, 'v', 10.25),
      act('2026-03-01T18:31:00Z', 2, 'v', 4.5),
      act('2026-03-01T18:40:00Z', 2, 'v', 1),
      act('2026-03-01T18:45:00Z', 1, null),
      { tenantId: 't6', type: 1, aggregateId: 'ws', venueId: 'v', updatedOn: new Date('2026-03-01T19:00:00Z') },
    ]);
    const daily = () =>
      rows<Record<string, unknown>>(
        sql`select campaign_id, day::text as day, venue_id, asset_id, type, sum(count)::int as count, sum(price)::float8 as price from audience_campaign_daily
          where tenant_id = 't6' group by 1, 2, 3, 4, 5 order by day, type, venue_id`,
      );
    expect(await daily()).toEqual([
      { campaign_id: 'c', day: '2026-03-01', venue_id: 'v', asset_id: 'screen', type: 2, count: 1, price: 10.25 },
      { campaign_id: 'c', day: '2026-03-02', venue_id: '', asset_id: 'screen', type: 1, count: 1, price: 0 },
      { campaign_id: 'c', day: '2026-03-02', venue_id: 'v', asset_id: 'screen', type: 2, count: 2, price: 5.5 },
    ]);
    await database.db.execute(sql`delete from audience_actions where tenant_id = 't6' and (type = 1 or price = 1)`);
    expect(await daily()).toEqual([
      { campaign_id: 'c', day: '2026-03-01', venue_id: 'v', asset_id: 'screen', type: 2, count: 1, price: 10.25 },
      { campaign_id: 'c', day: '2026-03-02', venue_id: 'v', asset_id: 'screen', type: 2, count: 1, price: 4.5 },
    ]);
  });
});
