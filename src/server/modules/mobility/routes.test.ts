import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDb, getFareAttributes, getFareRules, getRoutes, getStops, getStoptimes, getTrips, importGtfs, openDb } from 'gtfs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILITY_MESSAGES as M } from '../../../domain/mobility/constants.js';
import { FARE_MATRIX_HEADER, fareMatrixCsv, type FareRow } from '../../../domain/mobility/fare-matrix.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, buildWorkspaceStaff, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { readZip } from '../../xlsx/zip-read.js';

let t: TestApp;
let tenant: TestTenant;
let staff: Awaited<ReturnType<typeof buildWorkspaceStaff>>;
let owner: TestUser;
let creativeId: string;
const dir = mkdtempSync(join(tmpdir(), 'sdm-gtfs-'));

const creative = (id = creativeId) => `/api/2.0/media-creatives/${id}`;
const routeAt = (sub = '') => `${creative()}/creativeRoute${sub ? `/${sub}` : ''}`;
const stops = ['A', 'B', 'C'];
const place = (id: string, i: number) => ({ stopId: id, stopName: `Stop ${id}`, latitude: 25.2 + i / 100, longitude: 55.27 + i / 100 });
const routeBody = (more: object = {}) => ({
  name: '12A',
  startStation: 'Stop A',
  endStation: 'Stop C',
  startDate: '2026-11-30T20:00:00Z',
  endDate: '2027-11-30T20:00:00Z',
  currency: 'AED',
  timeZone: 'Asia/Dubai',
  enabled: true,
  stopPlaces: stops.map(place),
  schedule: [
    {
      name: 'Weekdays',
      startDay: '2026-11-30T20:00:00Z',
      endDay: '2027-05-31T20:00:00Z',
      tripTime: [
        {
          startTime: '08:00',
          endTime: '08:40',
          day: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          ticketColor: 'aero',
          validators: [{ mobile: '9876543210' }],
          stops: [
            { stopId: 'A', stopName: 'Stop A', departureTime: '08:00' },
            { stopId: 'B', stopName: 'Stop B', arrivalTime: '08:20', departureTime: '08:21' },
            { stopId: 'C', stopName: 'Stop C', arrivalTime: '08:40' },
          ],
        },
      ],
    },
  ],
  ...more,
});
const fare = (a: number, b: number): FareRow => ({
  startStop: stops[a],
  startStopName: `Stop ${stops[a]}`,
  endStop: stops[b],
  endStopName: `Stop ${stops[b]}`,
  adultFare: (b - a) * 5,
  childFare: (b - a) * 2.5,
  seniorFare: (b - a) * 2.5,
  studentFare: (b - a) * 3,
  stage: b - a,
  distance: (b - a) * 4.5,
});
const fares = [fare(0, 0), fare(0, 1), fare(0, 2), fare(1, 1), fare(1, 2), fare(2, 2)];
const putCsv = (user: TestUser, sub: string, csv: string) =>
  injectAs(t, user, { method: 'PUT', url: `${routeAt(sub)}/fareMatrix`, payload: csv, headers: { 'content-type': 'text/csv' } });

async function newRoute(more: object = {}) {
  const res = await injectAs(t, staff.admin, { method: 'POST', url: routeAt(), payload: routeBody(more) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  const other = await buildTenant(t);
  staff = await buildWorkspaceStaff(t, tenant, other);
  owner = await buildUser(t, tenant, { role: 'owner' });
  const created = await injectAs(t, owner, {
    method: 'POST',
    url: `/api/2.0/media-creatives?aggregate=${tenant.workspaces[0].id}`,
    payload: { code: 'BUS', name: 'Buses' },
  });
  creativeId = created.json().id;
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('route cards', () => {
  it('stores a route with trip ids, validator tokens, BUS and KM made by the server; the creative answers it', async () => {
    const card = await newRoute();
    expect(card).toMatchObject({ startStation: 'Stop A', vehicleType: 'BUS', distanceMeasurment: 'KM', fareCount: 0, currency: 'AED' });
    const trip = card.schedule[0].tripTime[0];
    expect(trip.tripId).toMatch(/^[A-Z]{4}$/);
    expect(trip.validators[0]).toMatchObject({ mobile: '9876543210', role: 'Conductor', token: expect.stringMatching(/^[A-Z]{4}$/) });
    // A PUT keeps the trip's id and the validator's token; a token sent by a client is ignored.
    const again = {
      ...routeBody(),
      schedule: [
        {
          ...routeBody().schedule[0],
          tripTime: [{ ...routeBody().schedule[0].tripTime[0], tripId: trip.tripId, validators: [{ mobile: '9876543210', token: 'ZZZZ' }] }],
        },
      ],
    };
    const put = await injectAs(t, staff.admin, { method: 'PUT', url: routeAt(card.id), payload: again });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().schedule[0].tripTime[0].validators[0].token).toBe(trip.validators[0].token);
    const read = (await injectAs(t, staff.viewer, { method: 'GET', url: creative() })).json();
    expect(read.route.map((r: { id: string }) => r.id)).toContain(card.id);
  });

  it('refuses a route without stations or dates, and one whose trip runs backwards, with the messages of the form', async () => {
    const missing = await injectAs(t, staff.admin, { method: 'POST', url: routeAt(), payload: { startStation: '', endStation: 'B' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(M.startStationRequired);
    const backwards = routeBody();
    backwards.schedule[0].tripTime[0].endTime = '07:00';
    const res = await injectAs(t, staff.admin, { method: 'POST', url: routeAt(), payload: backwards });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'A trip ends after it starts', details: { problems: [{ path: 'schedule.0.tripTime.0.endTime' }] } });
    const mobile = routeBody();
    mobile.schedule[0].tripTime[0].validators = [{ mobile: '12345' }];
    expect((await injectAs(t, staff.admin, { method: 'POST', url: routeAt(), payload: mobile })).body).toContain(M.mobileDigits);
  });

  it('is written by ADMIN only, read from VIEWER, and another tenant gets 404', async () => {
    expect((await injectAs(t, staff.editor, { method: 'POST', url: routeAt(), payload: routeBody() })).statusCode).toBe(403);
    const card = await newRoute();
    expect((await putCsv(staff.editor, card.id, fareMatrixCsv(fares))).statusCode).toBe(403);
    expect((await injectAs(t, staff.viewer, { method: 'GET', url: `${routeAt(card.id)}/fareMatrix` })).statusCode).toBe(200);
    for (const url of [`${routeAt(card.id)}/fareMatrix`, `${routeAt(card.id)}/fares`, `${creative()}/gtfs`]) {
      expect((await injectAs(t, staff.outsider, { method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await putCsv(staff.outsider, card.id, fareMatrixCsv(fares))).statusCode).toBe(404);
  });
});

describe('fare matrix', () => {
  it('stores an uploaded matrix, counts it on the card, pages and sorts it, and downloads it as fareMatrix.csv', async () => {
    const card = await newRoute();
    const res = await putCsv(staff.admin, card.id, fareMatrixCsv(fares));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ fareCount: 6, stopCount: 3 });
    const read = (await injectAs(t, staff.viewer, { method: 'GET', url: creative() })).json();
    expect(read.route.find((r: { id: string }) => r.id === card.id).fareCount).toBe(6);
    const page = (await injectAs(t, staff.viewer, { method: 'GET', url: `${routeAt(card.id)}/fares?limit=5&sort=adultFare&order=desc` })).json();
    expect(page.total).toBe(6);
    expect(page.rows).toHaveLength(5);
    expect(page.rows[0]).toEqual(fare(0, 2));
    const file = await injectAs(t, staff.viewer, { method: 'GET', url: `${routeAt(card.id)}/fareMatrix` });
    expect(file.headers['content-disposition']).toContain('fareMatrix.csv');
    expect(file.body).toBe(fareMatrixCsv(fares));
  });

  it('refuses a changed header, empty and mistyped cells (by line and column), and a matrix without the stops of the trips; nothing changes', async () => {
    const card = await newRoute();
    await putCsv(staff.admin, card.id, fareMatrixCsv(fares));
    const header = await putCsv(staff.admin, card.id, `startStop,endStop\nA,B\n`);
    expect(header.statusCode).toBe(400);
    expect(header.json().details.problems).toEqual([{ line: 1, column: null, message: M.headerChanged }]);
    const cells = await putCsv(staff.admin, card.id, `${FARE_MATRIX_HEADER.join(',')}\nA,Stop A,B,Stop B,,1,1,1,1,1\nA,Stop A,C,Stop C,x,1,1,1,1,1\n`);
    expect(cells.json().details.problems).toEqual([
      { line: 2, column: 'adultFare', message: M.wrongData },
      { line: 3, column: 'adultFare', message: 'A fare is a number ≥ 0 with at most 2 decimals' },
    ]);
    const noC = await putCsv(staff.admin, card.id, fareMatrixCsv(fares.filter((f) => f.endStop !== 'C')));
    expect(noC.statusCode).toBe(400);
    expect(noC.json().message).toBe("The route's trips stop at C, which the new fare matrix does not name");
    expect((await injectAs(t, staff.viewer, { method: 'GET', url: `${routeAt(card.id)}/fares` })).json().total).toBe(6);
    // A trip may then stop only where the matrix says.
    const elsewhere = routeBody();
    elsewhere.schedule[0].tripTime[0].stops[1].stopId = 'Q';
    const put = await injectAs(t, staff.admin, { method: 'PUT', url: routeAt(card.id), payload: elsewhere });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe("Stop Q is not in the route's fare matrix");
  });

  it('stores a 200-stop matrix (20,100 rows, over a megabyte) beyond the global body limit, and deleting the route deletes it', async () => {
    const big: FareRow[] = [];
    for (let a = 0; a < 200; a++)
      for (let b = a; b < 200; b++)
        big.push({ ...fare(0, 2), startStop: `S${a}`, startStopName: `Stop number ${a}`, endStop: `S${b}`, endStopName: `Stop number ${b}`, adultFare: b - a });
    const csv = fareMatrixCsv(big);
    expect(csv.length).toBeGreaterThan(1_048_576);
    const card = await newRoute({ schedule: [] });
    const res = await putCsv(staff.admin, card.id, csv);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().fareCount).toBe(20_100);
    expect((await injectAs(t, staff.admin, { method: 'DELETE', url: routeAt(card.id) })).statusCode).toBe(204);
    const left = await t.app.ctx.db.execute(`select count(*)::int as n from mobility_fares where route_id = '${card.id}'`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });
});

describe('GTFS', () => {
  it('exports the creative’s routes as a feed a real consumer (node-gtfs) imports, and imports it back into routes that export the same feed', async () => {
    const created = await injectAs(t, owner, {
      method: 'POST',
      url: `/api/2.0/media-creatives?aggregate=${tenant.workspaces[0].id}`,
      payload: { code: 'GTFS', name: 'Feed' },
    });
    creativeId = created.json().id;
    const card = await newRoute();
    expect((await putCsv(staff.admin, card.id, fareMatrixCsv(fares))).statusCode).toBe(200);

    const exported = await injectAs(t, staff.viewer, { method: 'GET', url: `${creative()}/gtfs` });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    const zipPath = join(dir, 'feed.zip');
    writeFileSync(zipPath, exported.rawPayload);

    const sqlitePath = join(dir, 'gtfs.sqlite');
    await importGtfs({ sqlitePath, agencies: [{ path: zipPath }], verbose: false, logFunction: () => {} });
    const db = openDb({ sqlitePath });
    try {
      const trip = card.schedule[0].tripTime[0].tripId;
      expect(getRoutes({}, [], [], { db })).toEqual([
        expect.objectContaining({ route_id: card.id, route_short_name: '12A', route_long_name: 'Stop A – Stop C', route_type: 3 }),
      ]);
      expect(getStops({}, ['stop_id', 'stop_name', 'stop_lat'], [['stop_id', 'ASC']], { db })).toEqual(
        stops.map((id, i) => ({ stop_id: id, stop_name: `Stop ${id}`, stop_lat: 25.2 + i / 100 })),
      );
      expect(getTrips({}, ['trip_id', 'route_id'], [], { db })).toEqual([{ trip_id: `${card.id}:${trip}`, route_id: card.id }]);
      expect(getStoptimes({}, ['stop_id', 'arrival_time', 'departure_time'], [['stop_sequence', 'ASC']], { db })).toEqual([
        { stop_id: 'A', arrival_time: '08:00:00', departure_time: '08:00:00' },
        { stop_id: 'B', arrival_time: '08:20:00', departure_time: '08:21:00' },
        { stop_id: 'C', arrival_time: '08:40:00', departure_time: '08:40:00' },
      ]);
      const prices = getFareAttributes({}, ['fare_id', 'price', 'currency_type'], [], { db });
      expect(prices).toContainEqual({ fare_id: `${card.id}:10.00`, price: 10, currency_type: 'AED' });
      const rules = getFareRules({}, ['fare_id', 'origin_id', 'destination_id'], [], { db });
      expect(rules).toContainEqual({ fare_id: `${card.id}:10.00`, origin_id: 'A', destination_id: 'C' });
      expect(rules).not.toContainEqual({ fare_id: `${card.id}:10.00`, origin_id: 'C', destination_id: 'A' });
    } finally {
      closeDb(db);
    }

    // Into a new creative: the same routes, exporting the same files.
    const target = await injectAs(t, owner, {
      method: 'POST',
      url: `/api/2.0/media-creatives?aggregate=${tenant.workspaces[0].id}`,
      payload: { code: 'GTFS2', name: 'Imported' },
    });
    const firstId = creativeId;
    creativeId = target.json().id;
    const imported = await injectAs(t, staff.admin, {
      method: 'POST',
      url: `${creative()}/gtfs`,
      payload: exported.rawPayload,
      headers: { 'content-type': 'application/zip' },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().routes).toEqual([{ id: card.id, startStation: 'Stop A', endStation: 'Stop C', fareCount: 6 }]);
    const again = await injectAs(t, staff.viewer, { method: 'GET', url: `${creative()}/gtfs` });
    const files = (zip: Buffer) => Object.fromEntries([...readZip(zip, 1e7)].map(([name, bytes]) => [name, bytes.toString('utf8').split('\r\n').sort()]));
    expect(files(again.rawPayload)).toEqual(files(exported.rawPayload));
    creativeId = firstId;
  });

  it('refuses bad feeds naming file and line, and imports nothing', async () => {
    const before = (await injectAs(t, staff.viewer, { method: 'GET', url: creative() })).json().route.length;
    const post = (zip: Buffer) =>
      injectAs(t, staff.admin, { method: 'POST', url: `${creative()}/gtfs`, payload: zip, headers: { 'content-type': 'application/zip' } });
    const exported = (await injectAs(t, staff.viewer, { method: 'GET', url: `${creative()}/gtfs` })).rawPayload;
    const entries = readZip(exported, 1e7);
    const { ZipStream } = await import('../../xlsx/zip-stream.js');
    const { PassThrough } = await import('node:stream');
    const rezip = async (change: (name: string, text: string) => [string, string] | null) => {
      const out = new PassThrough();
      const chunks: Buffer[] = [];
      out.on('data', (c: Buffer) => chunks.push(c));
      const zip = new ZipStream(out);
      for (const [name, bytes] of entries) {
        const entry = change(name, bytes.toString('utf8'));
        if (!entry) continue;
        await zip.begin(entry[0]);
        await zip.write(entry[1]);
        await zip.end();
      }
      await zip.finish();
      return Buffer.concat(chunks);
    };
    const unknownStop = await post(await rezip((n, text) => [n, n === 'stop_times.txt' ? `${text}X:ABCD,09:00:00,09:00:00,Z,9\r\n` : text]));
    expect(unknownStop.statusCode).toBe(400);
    expect(unknownStop.json().details.problems).toContainEqual(expect.objectContaining({ file: 'stop_times.txt', message: 'stop_id Z is not in stops.txt' }));
    const noCalendar = await post(await rezip((n, text) => (n === 'calendar.txt' ? null : [n, text])));
    expect(noCalendar.json().details.problems).toEqual([{ file: 'calendar.txt', line: null, message: 'A GTFS feed needs calendar.txt or calendar_dates.txt' }]);
    const folder = await post(await rezip((n, text) => [`feed/${n}`, text]));
    expect(folder.json().details.problems[0]).toMatchObject({ message: 'GTFS files must be at the root of the zip, not in a folder' });
    const firstStop = await post(await rezip((n, text) => [n, n === 'stop_times.txt' ? text.replace(/^(.*?),08:00:00,08:00:00,A,1,(.*)$/m, '$1,,,A,1,$2') : text]));
    expect(firstStop.json().details.problems[0].message).toMatch(/^The first stop of trip .* needs arrival_time and departure_time$/);
    expect((await post(Buffer.from('not a zip'))).json().message).toBe('The file is not a zip');
    expect((await injectAs(t, staff.viewer, { method: 'GET', url: creative() })).json().route.length).toBe(before);
  });

  it('will not export stops that have no place on the map', async () => {
    const created = await injectAs(t, owner, {
      method: 'POST',
      url: `/api/2.0/media-creatives?aggregate=${tenant.workspaces[0].id}`,
      payload: { code: 'NOMAP', name: 'No map' },
    });
    const id = created.json().id;
    await injectAs(t, staff.admin, { method: 'POST', url: `${creative(id)}/creativeRoute`, payload: routeBody({ stopPlaces: [] }) });
    const res = await injectAs(t, staff.viewer, { method: 'GET', url: `${creative(id)}/gtfs` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Stop A of the route Stop A – Stop C has no place on the map');
  });
});
