import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, type TestTenant } from '../../test/factories.js';
import { actionBatches, BATCH_ROWS, itemInteractions, lastActionId } from './repo.js';

let t: TestApp;
let tenant: TestTenant;
const CAMPAIGN = 'c'.repeat(24);
// More than two batches, with many actions at one instant: the keyset's tie-break (the id) keeps them apart.
const COUNT = 2 * BATCH_ROWS + 17;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  await t.app.ctx.db.execute(sql`insert into audience_actions (tenant_id, type, campaign_id, aggregate_id, project_id, updated_on)
    select ${tenant.id}, 1 + (n % 3), ${CAMPAIGN}, ${tenant.workspaces[0].id}, ${tenant.project.id}, timestamptz '2026-11-01T10:00:00Z' + ((n / 7) || ' minutes')::interval
    from generate_series(1, ${COUNT}) as n`);
}, 60_000);
afterAll(() => t.close());

it('reads every action once, in order, across keyset batches — either way round', async () => {
  const filter = {
    tenantId: tenant.id,
    upTo: await lastActionId(t.app.ctx.db, tenant.id),
    where: itemInteractions('campaign', CAMPAIGN),
    range: null,
    timeZone: 'UTC',
  };
  for (const descending of [false, true]) {
    const sizes: number[] = [];
    const keys: string[] = [];
    for await (const rows of actionBatches(t.app.ctx.db, filter, descending)) {
      sizes.push(rows.length);
      keys.push(...rows.map((r) => `${r.kOn}|${String(r.id).padStart(12, '0')}`));
    }
    expect(sizes).toEqual([BATCH_ROWS, BATCH_ROWS, 17]);
    expect(new Set(keys).size).toBe(COUNT);
    const sorted = [...keys].sort();
    expect(keys).toEqual(descending ? sorted.reverse() : sorted);
  }
});
