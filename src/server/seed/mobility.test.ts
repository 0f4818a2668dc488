import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../test/demo-app.js';
import type { RouteCard } from '../../domain/mobility/route.js';
import { routeCardStatuses } from '../../domain/mobility/route.js';
import { DEMO_ROUTE_ID } from './mobility.js';

const demo = useDemoApp();
const rows = demo.rows;

describe('demo route', () => {
  it("is a whole route on city-centre's Sale Banner: scheduled, priced, enabled, its stops placed, exported as a valid GTFS feed", async () => {
    const [creative] = await rows<{ id: string }>(
      sql`select m.id from media_items m join aggregates a on a.id = m.aggregate_id where m.name = 'Sale Banner' and a.key = 'city-centre'`,
    );
    const viewer = 'transit';
    const res = await demo.as(viewer, { method: 'GET', url: `/api/2.0/media-creatives/${creative.id}` });
    expect(res.statusCode).toBe(200);
    const [route] = res.json().route as RouteCard[];
    expect(route).toMatchObject({ id: DEMO_ROUTE_ID, startStation: 'City Centre Mall', endStation: 'Riverside Mall', fareCount: 6 });
    expect(routeCardStatuses(route, route.fareCount)).toEqual(['Schedule Updated', 'Fare Matrix Uploaded', 'Route Enabled']);
    expect(route.schedule[0].tripTime[0].validators[0].profileID).not.toBe('');

    const fares = await demo.as(viewer, { method: 'GET', url: `/api/2.0/media-creatives/${creative.id}/creativeRoute/${DEMO_ROUTE_ID}/fares?limit=5` });
    expect(fares.json().total).toBe(6);
    const gtfs = await demo.as(viewer, { method: 'GET', url: `/api/2.0/media-creatives/${creative.id}/gtfs` });
    expect(gtfs.statusCode, gtfs.body).toBe(200);
    expect(gtfs.headers['content-type']).toBe('application/zip');
  });
});
