import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import {
  closeDb,
  getFareAttributes,
  getFareLegRules,
  getFareProducts,
  getFareRules,
  getRiderCategories,
  getRoutes,
  getStopAreas,
  getStops,
  getStoptimes,
  getTrips,
  importGtfs,
  openDb,
} from 'gtfs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILITY_MESSAGES as M } from '../../../domain/mobility/constants.js';
import { FARE_MATRIX_HEADER, fareMatrixCsv, type FareRow } from '../../../domain/mobility/fare-matrix.js';
import type { RouteCard } from '../../../domain/mobility/route.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, buildWorkspaceStaff, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { readZip } from '../../xlsx/zip-read.js';
import { ZipStream } from '../../xlsx/zip-stream.js';

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
      description: 'Every twenty minutes, "rush" hours too',
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

/** A zip of `source`'s entries as `change` makes them (null leaves one out; extra entries added at the end). */
async function rezip(source: Buffer, change: (name: string, text: string) => [string, string] | null, extra: [string, string][] = []) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const zip = new ZipStream(out);
  const entries = [...readZip(source, 1e7)].map(([name, bytes]) => change(name, bytes.toString('utf8'))).filter((e) => e !== null);
  for (const [name, text] of [...entries, ...extra]) {
    await zip.begin(name);
    await zip.write(text);
    await zip.end();
  }
  await zip.finish();
  return Buffer.concat(chunks);
}
/** A feed's files as their sorted lines: row order carries no meaning in GTFS. */
const feedLines = (zip: Buffer) => Object.fromEntries([...readZip(zip, 1e7)].map(([name, bytes]) => [name, bytes.toString('utf8').split('\r\n').sort()]));

describe('GTFS', () => {
  /** The creative whose route is exported, and its feed. */
  let source: { id: string; card: RouteCard; zip: Buffer };
  const newCreative = async (code: string) =>
    (
      await injectAs(t, owner, {
        method: 'POST',
        url: `/api/2.0/media-creatives?aggregate=${tenant.workspaces[0].id}`,
        payload: { code, name: code },
      })
    ).json().id as string;
  const postFeed = (id: string, zip: Buffer, query = '') =>
    injectAs(t, staff.admin, { method: 'POST', url: `${creative(id)}/gtfs${query}`, payload: zip, headers: { 'content-type': 'application/zip' } });
  const routesOf = async (id: string) => (await injectAs(t, staff.viewer, { method: 'GET', url: creative(id) })).json().route as RouteCard[];

  it('exports the creative’s routes as a feed a real consumer (node-gtfs) reads: routes, stops, trips, stop times and each rider category’s fare', async () => {
    const id = await newCreative('GTFS');
    const card = (await injectAs(t, staff.admin, { method: 'POST', url: `${creative(id)}/creativeRoute`, payload: routeBody() })).json() as RouteCard;
    expect(
      (
        await injectAs(t, staff.admin, {
          method: 'PUT',
          url: `${creative(id)}/creativeRoute/${card.id}/fareMatrix`,
          payload: fareMatrixCsv(fares),
          headers: { 'content-type': 'text/csv' },
        })
      ).statusCode,
    ).toBe(200);

    const exported = await injectAs(t, staff.viewer, { method: 'GET', url: `${creative(id)}/gtfs` });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    source = { id, card, zip: exported.rawPayload };
    const zipPath = join(dir, 'feed.zip');
    writeFileSync(zipPath, exported.rawPayload);

    const sqlitePath = join(dir, 'gtfs.sqlite');
    const report = await importGtfs({ sqlitePath, agencies: [{ path: zipPath }], verbose: false, logFunction: () => {}, includeImportReport: true });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    const db = openDb({ sqlitePath });
    try {
      const trip = card.schedule[0].tripTime[0].tripId;
      expect(getRoutes({}, [], [], { db })).toEqual([
        expect.objectContaining({ route_id: card.id, route_short_name: '12A', route_long_name: 'Stop A – Stop C', route_type: 3, network_id: card.id }),
      ]);
      expect(getStops({}, ['stop_id', 'stop_name', 'stop_lat'], [['stop_id', 'ASC']], { db })).toEqual(
        stops.map((id, i) => ({ stop_id: id, stop_name: `Stop ${id}`, stop_lat: 25.2 + i / 100 })),
      );
      expect(getTrips({}, ['trip_id', 'route_id'], [], { db })).toEqual([{ trip_id: `${card.id}:${trip}`, route_id: card.id }]);
      // Times, and the matrix's distance from the first stop.
      expect(getStoptimes({}, ['stop_id', 'arrival_time', 'departure_time', 'shape_dist_traveled'], [['stop_sequence', 'ASC']], { db })).toEqual([
        { stop_id: 'A', arrival_time: '08:00:00', departure_time: '08:00:00', shape_dist_traveled: 0 },
        { stop_id: 'B', arrival_time: '08:20:00', departure_time: '08:21:00', shape_dist_traveled: 4.5 },
        { stop_id: 'C', arrival_time: '08:40:00', departure_time: '08:40:00', shape_dist_traveled: 9 },
      ]);
      // Fares v1: the adult fare of each row, in its direction only.
      expect(getFareAttributes({}, ['fare_id', 'price', 'currency_type'], [], { db })).toContainEqual({
        fare_id: `${card.id}:10.00`,
        price: 10,
        currency_type: 'AED',
      });
      const rules = getFareRules({}, ['fare_id', 'origin_id', 'destination_id'], [], { db });
      expect(rules).toContainEqual({ fare_id: `${card.id}:10.00`, origin_id: 'A', destination_id: 'C' });
      expect(rules).toHaveLength(fares.length);
      // Fares v2: the leg from A to C costs each rider category its own fare.
      expect(getRiderCategories({}, ['rider_category_id', 'is_default_fare_category'], [['rider_category_id', 'ASC']], { db })).toEqual([
        { rider_category_id: 'adult', is_default_fare_category: 1 },
        { rider_category_id: 'child', is_default_fare_category: 0 },
        { rider_category_id: 'senior', is_default_fare_category: 0 },
        { rider_category_id: 'student', is_default_fare_category: 0 },
      ]);
      expect(getStopAreas({ stop_id: 'C' }, ['area_id'], [], { db })).toEqual([{ area_id: 'C' }]);
      const legs = getFareLegRules({ network_id: card.id }, ['from_area_id', 'to_area_id', 'fare_product_id'], [], { db });
      expect(legs).toHaveLength(fares.length);
      const leg = legs.find((l) => l.from_area_id === 'A' && l.to_area_id === 'C')!;
      const product = getFareProducts({ fare_product_id: leg.fare_product_id }, ['rider_category_id', 'amount', 'currency'], [['rider_category_id', 'ASC']], {
        db,
      });
      expect(product).toEqual([
        { rider_category_id: 'adult', amount: 10, currency: 'AED' },
        { rider_category_id: 'child', amount: 5, currency: 'AED' },
        { rider_category_id: 'senior', amount: 5, currency: 'AED' },
        { rider_category_id: 'student', amount: 6, currency: 'AED' },
      ]);
    } finally {
      closeDb(db);
    }
  });

  it('imports its export into another creative as it was: a dry run stores nothing and has nothing to say, the save keeps names, descriptions, every fare, stage and distance; exporting again gives the same feed', async () => {
    const target = await newCreative('GTFS2');
    const preview = await postFeed(target, source.zip, '?dryRun=true');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      routes: [{ id: source.card.id, startStation: 'Stop A', endStation: 'Stop C', fareCount: 6 }],
      warnings: [],
      warningCount: 0,
    });
    expect(await routesOf(target)).toEqual([]);

    const imported = await postFeed(target, source.zip);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toEqual({
      routes: [{ id: source.card.id, startStation: 'Stop A', endStation: 'Stop C', fareCount: 6 }],
      warnings: [],
      warningCount: 0,
    });
    const [route] = await routesOf(target);
    expect(route.schedule.map((s) => [s.scheduleId, s.name, s.description])).toEqual(
      source.card.schedule.map((s) => [s.scheduleId, 'Weekdays', 'Every twenty minutes, "rush" hours too']),
    );
    expect(route.schedule[0].tripTime[0].tripId).toBe(source.card.schedule[0].tripTime[0].tripId);
    const page = (await injectAs(t, staff.viewer, { method: 'GET', url: `${creative(target)}/creativeRoute/${route.id}/fares?limit=100` })).json();
    expect(page).toEqual({ rows: fares, total: fares.length });

    const again = await injectAs(t, staff.viewer, { method: 'GET', url: `${creative(target)}/gtfs` });
    expect(feedLines(again.rawPayload)).toEqual(feedLines(source.zip));
  });

  it('says what a feed holds that a route cannot, and stores nothing until the import accepts it', async () => {
    const target = await newCreative('GTFS3');
    const feed = await rezip(source.zip, (name, text) => [name, name === 'rider_categories.txt' ? `${text}veteran,Veteran,0\r\n` : text], [
      ['transfers.txt', 'from_stop_id,to_stop_id,transfer_type\r\nB,C,0\r\n'],
    ]);
    const preview = await postFeed(target, feed, '?dryRun=true');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().warnings).toEqual([
      { file: 'transfers.txt', line: null, message: 'Not imported: a route has no transfers' },
      { file: 'rider_categories.txt', line: 6, message: 'Rider category Veteran is not adult, child, senior or student: its fares are left out' },
    ]);
    expect(preview.json().warningCount).toBe(2);
    const unaccepted = await postFeed(target, feed);
    expect(unaccepted.statusCode).toBe(409);
    expect(unaccepted.json()).toMatchObject({
      message: 'The GTFS feed holds what a route cannot: import it accepting that what is listed is left out',
      details: { warnings: preview.json().warnings, warningCount: 2 },
    });
    expect(await routesOf(target)).toEqual([]);
    const accepted = await postFeed(target, feed, '?acceptWarnings=true');
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().routes).toEqual([{ id: source.card.id, startStation: 'Stop A', endStation: 'Stop C', fareCount: 6 }]);
    expect(await routesOf(target)).toHaveLength(1);
  });

  it('refuses bad feeds with a 400 naming file and line, in a dry run too, and imports nothing', async () => {
    const target = await newCreative('GTFS4');
    const refused = async (zip: Buffer) => {
      const [dry, save] = [await postFeed(target, zip, '?dryRun=true'), await postFeed(target, zip, '?acceptWarnings=true')];
      expect([dry.statusCode, save.statusCode]).toEqual([400, 400]);
      expect(save.json()).toEqual(dry.json());
      return save.json();
    };
    const unknownStop = await refused(await rezip(source.zip, (n, text) => [n, n === 'stop_times.txt' ? `${text}X:ABCD,09:00:00,09:00:00,Z,9\r\n` : text]));
    expect(unknownStop.details.problems).toContainEqual(expect.objectContaining({ file: 'stop_times.txt', message: 'stop_id Z is not in stops.txt' }));
    const noCalendar = await refused(await rezip(source.zip, (n, text) => (n === 'calendar.txt' ? null : [n, text])));
    expect(noCalendar.details.problems).toEqual([{ file: 'calendar.txt', line: null, message: 'A GTFS feed needs calendar.txt or calendar_dates.txt' }]);
    const noStops = await refused(await rezip(source.zip, (n, text) => (n === 'stops.txt' ? null : [n, text])));
    expect(noStops.details.problems).toEqual([{ file: 'stops.txt', line: null, message: 'A GTFS feed needs this file' }]);
    const folder = await refused(await rezip(source.zip, (n, text) => [`feed/${n}`, text]));
    expect(folder.details.problems[0]).toMatchObject({ message: 'GTFS files must be at the root of the zip, not in a folder' });
    const firstStop = await refused(
      await rezip(source.zip, (n, text) => [n, n === 'stop_times.txt' ? text.replace(/^(.*?),08:00:00,08:00:00,A,1,(.*)$/m, '$1,,,A,1,$2') : text]),
    );
    expect(firstStop.details.problems[0].message).toMatch(/^The first stop of trip .* needs arrival_time and departure_time$/);
    const quote = await refused(await rezip(source.zip, (n, text) => [n, n === 'routes.txt' ? `${text}"R9,sdm,9\r\n` : text]));
    expect(quote.details.problems).toEqual([{ file: 'routes.txt', line: 3, message: 'line 3: a quoted field is not closed' }]);
    const product = await refused(
      await rezip(source.zip, (n, text) => [n, n === 'fare_leg_rules.txt' ? text.replace(/,[^,]+-[^,]+,(\d+),/, ',NOPE,$1,') : text]),
    );
    expect(product.details.problems).toEqual([{ file: 'fare_leg_rules.txt', line: 2, message: 'fare_product_id NOPE is not in fare_products.txt' }]);
    expect((await refused(Buffer.from('not a zip'))).message).toBe('The file is not a zip');
    const cut = Buffer.concat([source.zip.subarray(0, 100), source.zip.subarray(source.zip.length - 22)]);
    expect((await refused(cut)).message).toBe('The zip’s directory is damaged');
    expect(await routesOf(target)).toEqual([]);
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
