import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../test/demo-app.js';
import type { RouteCard } from '../../domain/mobility/route.js';
import { routeCardStatuses } from '../../domain/mobility/route.js';
import { readZip } from '../xlsx/zip-read.js';
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

  it('goes out as GTFS and comes back into another creative whole: the schedule named, described, each rider category priced, stages and distances', async () => {
    const [creative] = await rows<{ id: string; aggregate_id: string }>(
      sql`select m.id, m.aggregate_id from media_items m join aggregates a on a.id = m.aggregate_id where m.name = 'Sale Banner' and a.key = 'city-centre'`,
    );
    const feed = (await demo.as('owner', { method: 'GET', url: `/api/2.0/media-creatives/${creative.id}/gtfs` })).rawPayload;
    const target = (
      await demo.as('owner', { method: 'POST', url: `/api/2.0/media-creatives?aggregate=${creative.aggregate_id}`, payload: { code: 'COPY', name: 'Copy' } })
    ).json().id as string;
    const imported = await demo.as('owner', {
      method: 'POST',
      url: `/api/2.0/media-creatives/${target}/gtfs`,
      payload: feed,
      headers: { 'content-type': 'application/zip' },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toEqual({
      routes: [{ id: DEMO_ROUTE_ID, startStation: 'City Centre Mall', endStation: 'Riverside Mall', fareCount: 6 }],
      warnings: [],
      warningCount: 0,
    });
    const [route] = (await demo.as('owner', { method: 'GET', url: `/api/2.0/media-creatives/${target}` })).json().route as RouteCard[];
    expect(route.schedule.map((s) => [s.scheduleId, s.name, s.description])).toEqual([['WEEKDAYS', 'Weekdays', 'Every half hour from opening']]);
    const fares = (url: string) => demo.as('owner', { method: 'GET', url: `${url}/creativeRoute/${DEMO_ROUTE_ID}/fares?limit=100` }).then((r) => r.json());
    const [before, after] = [await fares(`/api/2.0/media-creatives/${creative.id}`), await fares(`/api/2.0/media-creatives/${target}`)];
    expect(after).toEqual(before);
    expect(after.rows.find((r: { endStop: string; startStop: string }) => r.startStop === 'CC' && r.endStop === 'RS')).toMatchObject({
      adultFare: 3,
      childFare: 1.5,
      seniorFare: 2,
      studentFare: 2,
      stage: 2,
      distance: 2.2,
    });
    const again = (await demo.as('owner', { method: 'GET', url: `/api/2.0/media-creatives/${target}/gtfs` })).rawPayload;
    const lines = (zip: Buffer) => Object.fromEntries([...readZip(zip, 1e7)].map(([name, bytes]) => [name, bytes.toString('utf8').split('\r\n').sort()]));
    expect(lines(again)).toEqual(lines(feed));
  });
});
