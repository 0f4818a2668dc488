import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MOBILITY_MESSAGES as M } from '../src/domain/mobility/constants.js';
import { fareMatrixTemplate } from '../src/domain/mobility/fare-matrix.js';
import type { RouteCard } from '../src/domain/mobility/route.js';
import { readZip } from '../src/server/xlsx/zip-read.js';
import { ZipStream } from '../src/server/xlsx/zip-stream.js';
import { clickDisabled, expectFieldMessage, expectFieldQuiet } from './support/console.js';
import { apiAs, signedInOn, useConsole } from './support/use-console.js';

const site = useConsole();
const WS = '/demo/mall/city-centre';
let files: string;
/** The demo route's GTFS feed as the viewer downloaded it. */
let demoFeed = '';
beforeAll(() => {
  files = mkdtempSync(join(tmpdir(), 'sdm-mobility-e2e-'));
});
afterAll(() => rmSync(files, { recursive: true, force: true }));

const snackbar = (page: Page, text: string) => page.locator('[data-testid^="snackbar-"]').filter({ hasText: text }).first();
const rows = async <T>(query: ReturnType<typeof sql>) => ((await site.server.app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
const file = (name: string, text: string | Buffer) => {
  const path = join(files, name);
  writeFileSync(path, text);
  return path;
};

const STOPS = [
  ['CEN', 'Central'],
  ['MID', 'Midtown'],
  ['AIR', 'Airport'],
] as const;
/** Every pair i ≤ j of the three stops: 6 lines, the adult fare 10 per stage. */
const FARES = STOPS.flatMap(([a, an], i) => STOPS.slice(i).map(([b, bn], k) => `${a},${an},${b},${bn},${k * 10},${k * 5},${k * 7},${k * 6},${k},${k * 4.5}`));

const month = new Date();
month.setDate(1);
month.setMonth(month.getMonth() - 1);
const dayLabel = (d: number) => `${d} ${month.toLocaleString('en-GB', { month: 'long' })} ${month.getFullYear()}`;

/** Opens a date-time picker and picks a day of the previous month at its default time. */
async function pickDay(page: Page, field: Locator, label: string) {
  await field.click();
  const dropdown = page.locator('[data-dates-dropdown="true"]').last();
  await dropdown.locator('[data-direction="previous"]').first().click();
  await dropdown.getByRole('button', { name: label, exact: true }).click();
  await dropdown.locator('.mantine-DateTimePicker-submitButton').click();
  await dropdown.waitFor({ state: 'hidden' });
}

async function choose(page: Page, input: Locator, option: string) {
  await input.click({ force: true });
  await page.getByRole('option', { name: option, exact: true }).click();
}

it('creates a route, reads its fare matrix in the browser, uploads it, schedules a trip with stops and a validator, and sees the card statuses change', async () => {
  const api = await apiAs(site, 'owner');
  const [workspace] = await rows<{ id: string }>(sql`select id from aggregates where key = 'city-centre'`);
  const creative = await api('POST', `/api/2.0/media-creatives?aggregate=${workspace.id}`, { code: 'BUS-1', name: 'E2E Bus Creative' });
  const page = await signedInOn(site, `${WS}/creatives/${creative.id}`, 'owner', { viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
  await page.getByRole('heading', { name: 'Creative E2E Bus Creative' }).waitFor();
  const s = page.getByRole('region', { name: 'Mobility', exact: true });
  await s.getByRole('button', { name: 'Edit', exact: true }).click();
  await s.getByRole('button', { name: 'Add Route' }).click();
  const form = s.getByTestId('card-form');
  await form.getByRole('heading', { name: 'Add Route Information' }).waitFor();
  const save = form.getByRole('button', { name: 'Save', exact: true });
  // The stations and dates are required: Save waits for them. The new route says so once a field is touched, or
  // all at once when the disabled Save is clicked.
  const start = form.getByRole('textbox', { name: 'Starting station' });
  const end = form.getByRole('textbox', { name: 'Ending station' });
  await expectFieldQuiet(start, M.startStationRequired);
  await expectFieldQuiet(end, M.endStationRequired);
  await start.fill('Central');
  await start.fill('');
  await start.blur();
  await expectFieldMessage(start, M.startStationRequired);
  expect(await save.isDisabled()).toBe(true);
  await expectFieldQuiet(end, M.endStationRequired);
  await clickDisabled(save);
  await expectFieldMessage(end, M.endStationRequired);
  await expectFieldMessage(form.getByRole('button', { name: 'Route activation' }), M.startDateRequired);
  await start.fill('Central');
  await end.fill('Airport');
  await pickDay(page, form.getByRole('button', { name: 'Route activation' }), dayLabel(1));
  await pickDay(page, form.getByRole('button', { name: 'Route expiry' }), dayLabel(28));
  await choose(page, form.getByRole('combobox', { name: 'Currency' }), 'AED');
  await form.getByRole('checkbox', { name: 'Route enabled' }).check();

  // The CSV structure downloads as fareMatrix.csv: the header alone.
  const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Download CSV format' }).click()]);
  expect(download.suggestedFilename()).toBe('fareMatrix.csv');
  expect(readFileSync(await download.path(), 'utf8')).toBe(fareMatrixTemplate());
  await snackbar(page, M.templateDownloaded).waitFor();

  await save.click();
  await snackbar(page, M.routeSaved).waitFor();
  const card = s.getByTestId('card').filter({ hasText: 'Central → Airport' });
  for (const status of ['Not Updated', 'Not Uploaded', 'Route Enabled']) await card.getByText(status, { exact: true }).waitFor();
  await card.getByText('Currency AED', { exact: false }).waitFor();
  // The page was not reloaded: the card came from the creative read again.
  await page.evaluate(() => Object.assign(window, { stayed: true }));

  await s.getByRole('button', { name: 'Edit Route Central to Airport' }).click();
  const chooser = form.locator('input[type="file"]');
  await chooser.setInputFiles(file('fares.txt', fareMatrixTemplate()));
  await snackbar(page, M.csvOnly).waitFor();

  // A file with an empty cell: marked 'Wrong Data.', no upload.
  const [first, ...rest] = FARES;
  await chooser.setInputFiles(file('bad.csv', fareMatrixTemplate() + [first.replace(/,0,0,0,0,0,0$/, ',,0,0,0,0,0'), ...rest].join('\r\n')));
  const preview = form.getByRole('group', { name: 'Fare matrix preview' });
  await preview.getByText(M.wrongData, { exact: true }).waitFor();
  await form.getByTestId('fare-problems').waitFor();
  expect(await form.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);

  // The filled one: previewed 5 lines a page, sorted by a header, then uploaded.
  await chooser.setInputFiles(file('fareMatrix.csv', fareMatrixTemplate() + FARES.join('\r\n')));
  await form.getByText(M.uploadPending).waitFor();
  expect(await preview.getByTestId('fare-row').count()).toBe(5);
  await preview.getByRole('button', { name: 'adultFare' }).click();
  await preview.getByRole('button', { name: 'adultFare' }).click();
  expect(await preview.getByTestId('fare-row').first().locator('td').nth(5).textContent()).toBe('20');
  await form.getByRole('button', { name: 'Upload', exact: true }).click();
  await snackbar(page, 'Fare matrix uploaded: 6 fares between 3 stops.').waitFor();
  const storedTable = form.getByRole('group', { name: 'Stored fare matrix' });
  await storedTable.getByTestId('fare-total').filter({ hasText: '6 rows' }).waitFor();

  // One stop placed on the map by its coordinates.
  const places = form.getByTestId('stop-places');
  await choose(page, places.getByRole('combobox', { name: 'Stop to place' }), 'Central (CEN)');
  await places.getByRole('textbox', { name: 'Latitude' }).fill('25.2048');
  await places.getByRole('textbox', { name: 'Longitude' }).fill('55.2708');
  await places.getByTestId('stop-place-list').getByText('CEN', { exact: true }).waitFor();

  // A schedule with one trip, its stops and a validator.
  await form.getByRole('button', { name: 'Add New Schedule' }).click();
  const schedule = form.getByTestId('schedule');
  await schedule.getByRole('textbox', { name: 'Schedule name' }).fill('Weekdays');
  await pickDay(page, schedule.getByRole('button', { name: 'Schedule start' }), dayLabel(2));
  await pickDay(page, schedule.getByRole('button', { name: 'Schedule end' }), dayLabel(27));
  await schedule.getByRole('button', { name: 'Add New Trip Time' }).click();
  const trip = schedule.getByTestId('trip');
  await choose(page, trip.getByRole('combobox', { name: 'Days' }), 'Monday');
  await page.keyboard.press('Escape');
  await trip.getByRole('textbox', { name: 'Start time' }).fill('08:00');
  await trip.getByRole('textbox', { name: 'End time' }).fill('08:40');
  await choose(page, trip.getByRole('combobox', { name: 'Ticket colour' }), 'aero');
  await trip.getByRole('checkbox', { name: 'Green Miles' }).check();
  for (const [i, stop, arrival, departure] of [
    [1, 'Central (CEN)', '', '08:00'],
    [2, 'Airport (AIR)', '08:40', ''],
  ] as const) {
    await trip.getByRole('button', { name: 'Add Stop' }).click();
    await choose(page, trip.getByRole('combobox', { name: `Stop ${i}`, exact: true }), stop);
    if (arrival) await trip.getByRole('textbox', { name: `Arrival at stop ${i}` }).fill(arrival);
    if (departure) await trip.getByRole('textbox', { name: `Departure from stop ${i}` }).fill(departure);
  }
  // The profile look-up starts past 9 digits and says so while it runs.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/1\.0\/profiles\/phone\//, async (route) => {
    await held;
    await route.continue();
  });
  await trip.getByRole('button', { name: 'Add Validator' }).click();
  await trip.getByRole('textbox', { name: 'Mobile' }).fill('9876543210');
  await trip.getByText(M.identifying).waitFor();
  release();
  await trip.getByTestId('validator-profile').filter({ hasText: 'Profile ' }).waitFor();

  await save.click();
  await snackbar(page, M.routeSaved).waitFor();
  for (const status of ['Schedule Updated', 'Fare Matrix Uploaded', 'Route Enabled']) await card.getByText(status, { exact: true }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  const [stored] = await rows<{ doc: RouteCard }>(sql`select doc from creative_parts where creative_id = ${creative.id} and section = 'route'`);
  const savedTrip = stored.doc.schedule[0].tripTime[0];
  expect(savedTrip).toMatchObject({ startTime: '08:00', endTime: '08:40', day: ['Monday'], ticketColor: 'aero', paymentUsingGreenMiles: true });
  expect(savedTrip.tripId).toMatch(/^[A-Z]{4}$/);
  expect(savedTrip.stops.map((x) => x.stopId)).toEqual(['CEN', 'AIR']);
  expect(savedTrip.validators[0]).toMatchObject({ mobile: '9876543210', role: 'Conductor' });
  expect(savedTrip.validators[0].token).toMatch(/^[A-Z]{4}$/);
  expect(savedTrip.validators[0].profileID).not.toBe('');
  expect(stored.doc.stopPlaces).toEqual([{ stopId: 'CEN', stopName: 'Central', latitude: 25.2048, longitude: 55.2708 }]);

  // The trip id shows, read-only, once the server made it.
  await s.getByRole('button', { name: 'Edit Route Central to Airport' }).click();
  expect(await form.getByTestId('trip').getByRole('textbox', { name: 'Trip id' }).inputValue()).toBe(savedTrip.tripId);
  await form.getByRole('button', { name: 'Cancel' }).click();

  // GTFS export refuses while a stop of the trips has no place: the server's reason shows.
  await s.getByRole('button', { name: 'Export GTFS' }).click();
  await s.getByTestId('gtfs-problems').filter({ hasText: 'AIR' }).waitFor();
});

it("a viewer reads the demo's shuttle route without Add Route and downloads the creative's routes as a GTFS feed", async () => {
  const [creative] = await rows<{ id: string }>(
    sql`select m.id from media_items m join aggregates a on a.id = m.aggregate_id where m.name = 'Sale Banner' and a.key = 'city-centre'`,
  );
  const page = await signedInOn(site, `${WS}/creatives/${creative.id}`, 'viewer', { viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
  const s = page.getByRole('region', { name: 'Mobility', exact: true });
  const card = s.getByTestId('card').filter({ hasText: 'City Centre Mall → Riverside Mall' });
  for (const status of ['Schedule Updated', 'Fare Matrix Uploaded', 'Route Enabled']) await card.getByText(status, { exact: true }).waitFor();
  expect(await s.getByRole('button', { name: 'Add Route' }).count()).toBe(0);
  expect(await s.getByRole('button', { name: 'Import GTFS' }).count()).toBe(0);
  // The viewer sees the route's three stops drawn on the map, and its stored fares.
  await card.getByRole('button', { name: 'Stops on the map' }).click();
  await card.locator('[data-testid="location-map"][data-marks="3"]').waitFor();
  await card.getByRole('button', { name: 'Fare matrix' }).click();
  await card.getByTestId('fare-total').filter({ hasText: '6 rows' }).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), s.getByRole('button', { name: 'Export GTFS' }).click()]);
  expect(download.suggestedFilename()).toBe(`gtfs-${creative.id}.zip`);
  // A zip: its local file header's signature.
  expect(readFileSync(await download.path()).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  demoFeed = file('demo-gtfs.zip', '');
  await download.saveAs(demoFeed);
});

/** A zip of `files` (name → text), written by the server's own zip writer. */
async function zip(name: string, files: Record<string, string>): Promise<string> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (c: Buffer) => chunks.push(c));
  const writer = new ZipStream(out);
  for (const [entry, text] of Object.entries(files)) {
    await writer.begin(entry);
    await writer.write(text);
    await writer.end();
  }
  await writer.finish();
  out.end();
  return file(name, Buffer.concat(chunks));
}

it("imports a GTFS feed into a creative's routes: a bad feed's problems by file and line, what a feed leaves out accepted first, the demo's route back whole", async () => {
  const api = await apiAs(site, 'owner');
  const [workspace] = await rows<{ id: string }>(sql`select id from aggregates where key = 'city-centre'`);
  const creative = await api('POST', `/api/2.0/media-creatives?aggregate=${workspace.id}`, { code: 'BUS-2', name: 'E2E Feed Creative' });
  const page = await signedInOn(site, `${WS}/creatives/${creative.id}`, 'owner', { viewport: { width: 1400, height: 1000 } });
  const s = page.getByRole('region', { name: 'Mobility', exact: true });
  await s.getByRole('button', { name: 'Edit', exact: true }).click();
  const chooser = s.getByTestId('gtfs').locator('input[type="file"]');

  // A stop time at a stop the feed does not have: refused, naming the file and its line.
  const bad = await zip('bad-gtfs.zip', {
    'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\nA,Demo,https://bus.example.com,Asia/Kolkata\n',
    'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nS1,One,25.1,55.1\nS2,Two,25.2,55.2\n',
    'routes.txt': 'route_id,agency_id,route_short_name,route_long_name,route_type\nR1,A,1,One - Two,3\n',
    'trips.txt': 'route_id,service_id,trip_id\nR1,WK,T1\n',
    'stop_times.txt': 'trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT1,08:00:00,08:00:00,S1,1\nT1,08:30:00,08:30:00,S9,2\n',
    'calendar.txt': 'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,0,0,20260101,20261231\n',
  });
  await chooser.setInputFiles(bad);
  await s.getByTestId('gtfs-problems').filter({ hasText: 'stop_times.txt, line 3' }).waitFor();
  expect(await s.getByTestId('card').count()).toBe(0);

  // The demo's feed with transfers and a rider category a route has no fare for: the import says so and waits.
  const entries = Object.fromEntries([...readZip(readFileSync(demoFeed), 1e7)].map(([name, bytes]) => [name, bytes.toString('utf8')]));
  const more = await zip('more-gtfs.zip', {
    ...entries,
    'rider_categories.txt': `${entries['rider_categories.txt']}veteran,Veteran,0\r\n`,
    'transfers.txt': 'from_stop_id,to_stop_id,transfer_type\r\nWB,RS,0\r\n',
  });
  await chooser.setInputFiles(more);
  const warnings = s.getByTestId('gtfs-warnings');
  await warnings.getByText('more-gtfs.zip holds what a route cannot: importing 1 route leaves out').waitFor();
  await warnings.getByText('transfers.txt: Not imported: a route has no transfers').waitFor();
  await warnings.getByText('rider_categories.txt, line 6: Rider category Veteran is not adult, child, senior or student: its fares are left out').waitFor();
  expect(await s.getByTestId('card').count()).toBe(0);
  await warnings.getByRole('button', { name: 'Cancel' }).click();
  await warnings.waitFor({ state: 'hidden' });
  expect(await rows(sql`select 1 from creative_parts where creative_id = ${creative.id}`)).toEqual([]);

  // The demo's exported feed has nothing to leave out: it comes in at once, as it went out.
  await chooser.setInputFiles(demoFeed);
  await snackbar(page, 'Imported 1 route from demo-gtfs.zip.').waitFor();
  const card = s.getByTestId('card').filter({ hasText: 'City Centre Mall → Riverside Mall' });
  for (const status of ['Schedule Updated', 'Fare Matrix Uploaded']) await card.getByText(status, { exact: true }).waitFor();
  await s.getByRole('button', { name: 'Edit Route City Centre Mall to Riverside Mall' }).click();
  const form = s.getByTestId('card-form');
  const schedule = form.getByTestId('schedule');
  expect(await schedule.getByRole('textbox', { name: 'Schedule name' }).inputValue()).toBe('Weekdays');
  expect(await schedule.getByRole('textbox', { name: 'Schedule description' }).inputValue()).toBe('Every half hour from opening');
  // City Centre Mall to Riverside Mall: adult 3, child 1.5, senior 2, student 2, two stages, 2.2 km.
  const stored = form.getByRole('group', { name: 'Stored fare matrix' });
  await stored.getByTestId('fare-total').filter({ hasText: '6 rows' }).waitFor();
  const cells = await stored.getByTestId('fare-row').filter({ hasText: 'Riverside Mall' }).first().locator('td').allTextContents();
  expect(cells).toEqual(['CC', 'City Centre Mall', 'RS', 'Riverside Mall', '3', '1.5', '2', '2', '2', '2.2']);
  await form.getByRole('button', { name: 'Cancel' }).click();

  // Accepted, the feed that left things out comes in too, with everything a route holds.
  await chooser.setInputFiles(more);
  await s.getByTestId('gtfs-warnings').getByRole('button', { name: 'Import without them' }).click();
  await snackbar(page, 'Imported 1 route from more-gtfs.zip.').waitFor();
  await s.getByTestId('card').nth(1).waitFor();
  const saved = await rows<{ doc: RouteCard; fares: number }>(
    sql`select p.doc, (select count(*)::int from mobility_fares f where f.route_id = p.sub_id and f.creative_id = p.creative_id) as fares
        from creative_parts p where p.creative_id = ${creative.id} and p.section = 'route' order by p.sub_id <> 'SHUTTL'`,
  );
  expect(saved.map((r) => [r.doc.schedule[0].name, r.doc.schedule[0].description, r.fares])).toEqual([
    ['Weekdays', 'Every half hour from opening', 6],
    ['Weekdays', 'Every half hour from opening', 6],
  ]);
});
