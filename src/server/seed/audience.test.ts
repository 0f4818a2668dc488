import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../test/demo-app.js';
import { demoActions } from './audience.js';
import { demoMediaItems } from './media-items.js';
import { seededIds, seededRandom } from './random.js';

const demo = useDemoApp();
const rows = demo.rows;

describe('demo summaries', () => {
  it('generates the same items and actions for the same day', () => {
    const make = () => {
      const random = seededRandom(7);
      const items = demoMediaItems(
        't',
        'p',
        [
          { id: 'a', key: 'a' },
          { id: 'b', key: 'b' },
        ],
        seededIds(random),
        random,
      );
      return { items, actions: demoActions('t', 'p', items, random, new Date('2026-11-23T12:00:00Z')) };
    };
    const [first, second] = [make(), make()];
    expect(second).toEqual(first);
    const days = new Set(first.actions.map((a) => a.updatedOn!.toISOString().slice(0, 10)));
    expect(days.size).toBe(30);
    expect([...days].sort().at(-1)).toBe('2026-11-23');
    expect(first.actions.every((a) => a.updatedOn!.getTime() <= Date.parse('2026-11-23T12:00:00Z'))).toBe(true);
  });

  it("shows the seeded figures on city-centre's summary to its viewer", async () => {
    const [ws] = await rows<{ id: string }>(sql`select id from aggregates where key = 'city-centre'`);
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const res = await demo.as('transit', {
      method: 'POST',
      url: '/api/1.0/media-query',
      payload: {
        query: `query($id: ID!, $from: String!, $to: String!) {
          assetsCountByWorkspace(id: $id) { venues { total groups { type count } } assets { total } campaigns { total } }
          likes: getTotalActionsByType(aggregate_id: $id, type: 1) { last30Days }
          views: getTotalActionsByType(aggregate_id: $id, type: 2) { last30Days }
          shares: getTotalActionsByType(aggregate_id: $id, type: 3) { last30Days }
          trend: getTotalActionsByTimePeriodOnAggregateType(aggregate_id: $id, from: $from, to: $to) { day likes views shares } }`,
        variables: { id: ws.id, from, to: today },
      },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.assetsCountByWorkspace.venues).toEqual({
      total: 7,
      groups: [
        { type: 'Brand', count: 2 },
        { type: 'OOH', count: 1 },
        { type: 'Shopping Mall', count: 3 },
        { type: 'other', count: 1 },
      ],
    });
    expect([data.assetsCountByWorkspace.assets.total, data.assetsCountByWorkspace.campaigns.total]).toEqual([7, 5]);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from audience_actions where aggregate_id = ${ws.id} and type <= 3`);
    expect(data.likes.last30Days + data.views.last30Days + data.shares.last30Days).toBe(n);
    expect(data.trend).toHaveLength(30);
    expect(data.trend.slice(0, 29).every((d: { likes: number; views: number; shares: number }) => d.views > 0 && d.likes > 0)).toBe(true);
  });

  it("fills every Audience panel of city-centre: today's hours, venues, events, profiles, geo points and prices", async () => {
    const [ws] = await rows<{ id: string }>(sql`select id from aggregates where key = 'city-centre'`);
    const res = await demo.as('transit', {
      method: 'POST',
      url: '/api/1.0/media-query',
      payload: {
        query: `query($id: ID!) {
          today: audienceToday(aggregate_id: $id) { slots { total } }
          top: topVenues(aggregate_id: $id) { name total }
          perf: venuePerformance(aggregate_id: $id) { day total }
          page: getActionsByAggreagte(aggregate_id: $id, limit: 200) { items { type profile_id latitude price event_id } } }`,
        variables: { id: ws.id },
      },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.today.slots.reduce((n: number, h: { total: number }) => n + h.total, 0)).toBeGreaterThan(0);
    expect(data.top).toHaveLength(5);
    expect(new Set(data.perf.map((p: { day: string }) => p.day)).size).toBeGreaterThanOrEqual(29);
    // Treasury actions (types 5-8) carry no geo point; the app's actions do.
    const items = (data.page.items as { type: number; profile_id: string; latitude: number | null; price: number | null; event_id: string | null }[]).filter(
      (i) => i.type <= 4,
    );
    expect(items.length).toBeGreaterThan(100);
    expect(items.every((i) => /^\*+.{5}$/.test(i.profile_id) && i.latitude !== null)).toBe(true);
    expect(items.some((i) => i.price !== null) && items.some((i) => i.event_id !== null)).toBe(true);
  });

  it("shows a quarter of city-centre's views on its IoT devices, each device's statistics as its actions say", async () => {
    const [ws] = await rows<{ id: string }>(sql`select id from aggregates where key = 'city-centre'`);
    const devices = await rows<{ id: string; views: number; other: number }>(
      sql`select m.id, count(*) filter (where a.type = 2)::int as views, count(*) filter (where a.type <> 2)::int as other
        from media_items m join audience_actions a on a.tenant_id = m.tenant_id and a.device_id = m.id
        where m.aggregate_id = ${ws.id} and m.kind = 'device' group by m.id`,
    );
    const [{ views }] = await rows<{ views: number }>(sql`select count(*)::int as views from audience_actions where aggregate_id = ${ws.id} and type = 2`);
    const shown = devices.reduce((n, d) => n + d.views, 0);
    expect(devices.every((d) => d.other === 0)).toBe(true);
    expect(shown / views).toBeGreaterThan(0.2);
    expect(shown / views).toBeLessThan(0.3);
    for (const device of devices) {
      const res = await demo.as('transit', {
        method: 'POST',
        url: '/api/1.0/media-query',
        payload: {
          query: 'query($id: ID!) { s: audienceStatistics(kind: "device", id: $id) { views likes totalInteractions } }',
          variables: { id: device.id },
        },
      });
      expect(res.json().data.s).toEqual({ views: device.views, likes: 0, totalInteractions: device.views });
    }
  });
});
