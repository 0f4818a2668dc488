import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../test/demo-app.js';
import type { TiDetail } from '../../domain/treasury/ti-detail.js';

const demo = useDemoApp();
const rows = demo.rows;

describe('demo treasury', () => {
  it("shows city-centre's coupon and tickets with their generated batches to its viewer", async () => {
    const [ws] = await rows<{ id: string }>(sql`select id from aggregates where key = 'city-centre'`);
    const res = await demo.as('transit', { method: 'GET', url: `/api/1.0/ti-details?tenant=demo&aggreagte=${ws.id}` });
    expect(res.statusCode).toBe(200);
    const details = res.json() as TiDetail[];
    const figures = (titype: string) =>
      details
        .find((d) => d.titype === titype)
        ?.instrumentInfo.map((b) => [b.category, b.numberOfTickets, b.instrumentFree, b.instrumentAcquired, b.instrumentRedeemed, b.generation]);
    // 120 acquired by the treasury seed, and one by a loyalty member's reward (seed/loyalty.ts).
    expect(figures('COUPON')).toEqual([['WELCOME10', 300, 179, 121, 45, 'generated']]);
    expect(figures('TICKET')).toEqual([
      ['VIP', 50, 20, 30, 10, 'generated'],
      ['GENERAL', 200, 80, 120, 60, 'generated'],
    ]);
  });

  it('lists the four treasury instruments of project mall and ties every used instrument to an audience action', async () => {
    const res = await demo.as('viewer', { method: 'GET', url: '/api/1.0/ti-configs?tenant=demo&project=mall' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { name: string }[]).map((c) => c.name).sort()).toEqual(['Event Tickets', 'Food Court Vouchers', 'Mall Coupons', 'Shuttle Pass']);
    const [counts] = await rows<{ redeemed: number; validated: number; acquired: number }>(sql`
      select count(*) filter (where type = 6)::int as redeemed, count(*) filter (where type = 8)::int as validated,
             count(*) filter (where type = 5)::int as acquired
      from audience_actions`);
    expect(counts).toEqual({ redeemed: 45, validated: 70, acquired: 271 });
  });
});
