// The server's own item writes send no notice from inside their transaction (migration 0011): the
// server announces them once committed, and every other writer is still announced by the trigger.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEMS_CHANGED_CHANNEL } from '../../lists/list-cache.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { pollUntil } from '../../test/poll.js';
import { updateItem } from './repo.js';

describe("the servers' own item writes", () => {
  let t: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  const heard: string[] = [];
  let stop: () => Promise<void>;

  beforeAll(async () => {
    t = await buildTestApp();
    tenant = await buildTenant(t);
    other = await buildTenant(t);
    stop = await t.app.ctx.database.listen(
      ITEMS_CHANGED_CHANNEL,
      (tenantId) => heard.push(tenantId),
      () => {},
    );
  });
  afterAll(async () => {
    await stop();
    await t.close();
  });

  const hear = (tenantId: string) =>
    pollUntil(
      () => heard,
      (seen) => seen.includes(tenantId),
    );

  it('are announced once committed, by the server', async () => {
    const admin = await buildUser(t, tenant, { role: 'admin', on: 'workspace' });
    const res = await injectAs(t, admin, { method: 'POST', url: `/api/2.0/media-venues?aggregate=${tenant.workspaces[0].id}`, payload: { name: 'Hall' } });
    expect(res.statusCode).toBe(201);
    expect(await hear(tenant.id)).toContain(tenant.id);
  });

  it('send no notice from inside their transaction; any other write still does', async () => {
    const [venue] = (
      (await t.app.ctx.db.execute(sql`select id, doc from media_items where tenant_id = ${tenant.id}`)) as unknown as {
        rows: { id: string; doc: Record<string, unknown> }[];
      }
    ).rows;
    heard.length = 0;
    // The marked statement alone, with no announcement after it: nobody hears of it.
    const changes = { code: null, name: 'Hall B', type: null, subtype: null, category: null, enabled: null, visibility: null, doc: venue.doc };
    expect(await updateItem(t.app.ctx.db, tenant.id, venue.id, 0, changes)).toMatchObject({ name: 'Hall B' });
    // A write by SQL (another tenant's, so the two notices are told apart) is heard; notices arrive in commit order.
    await t.app.ctx.db.execute(
      sql`insert into media_items (tenant_id, id, kind, project_id, aggregate_id, code, name) values (${other.id}, ${'f'.repeat(24)}, 'venue', ${other.project.id}, ${other.workspaces[0].id}, 'C', 'X')`,
    );
    expect(await hear(other.id)).toEqual([other.id]);
  });
});
