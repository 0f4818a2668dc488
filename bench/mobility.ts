// Mobility (docs/performance.md "Mobility"): a 200-stop fare matrix (20,100 rows) read and checked by the code the
// console's worker runs, then stored through the API; and the GTFS export of a creative with 100 routes of 50 stops and
// 40 trips each (2,000 trips, 100,000 stop times, 127,500 fare rows).
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { launchChromium } from '../e2e/support/browser.js';
import { fareMatrixCsv, readFareMatrix, type FareRow } from '../src/domain/mobility/fare-matrix.js';
import type { BenchDb } from './lists.js';

const ROUTES = Number(process.env.BENCH_ROUTES ?? 100);
const STOPS = 50;
const TRIPS = 40;
const BIG_STOPS = 200;

const pad = (n: number) => String(n).padStart(2, '0');
const time = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** Every pair i ≤ j of `stops` stops, fares growing with the distance. */
export function fareRows(stops: number, prefix = 'S'): FareRow[] {
  const rows: FareRow[] = [];
  for (let a = 0; a < stops; a++) {
    for (let b = a; b < stops; b++) {
      const d = b - a;
      rows.push({
        ...{ startStop: `${prefix}${a}`, startStopName: `Stop ${prefix}${a}`, endStop: `${prefix}${b}`, endStopName: `Stop ${prefix}${b}` },
        ...{ adultFare: 5 + d * 2, childFare: 3 + d, seniorFare: 3 + d, studentFare: 4 + d, stage: Math.ceil(d / 5), distance: Math.round(d * 1200) / 1000 },
      });
    }
  }
  return rows;
}

/** A route body of `stops` stops (placed on a line) and `trips` trips, one every 20 minutes from 05:00. */
export function routeBody(n: number, stops = STOPS, trips = TRIPS, prefix = 'S'): Record<string, unknown> {
  const ids = Array.from({ length: stops }, (_, i) => `${prefix}${i}`);
  return {
    name: `R${n}`,
    startStation: `Stop ${ids[0]}`,
    endStation: `Stop ${ids[stops - 1]}`,
    startDate: '2026-01-01T00:00:00Z',
    endDate: '2027-01-01T00:00:00Z',
    enabled: true,
    stopPlaces: ids.map((stopId, i) => ({ stopId, stopName: `Stop ${stopId}`, latitude: 25 + i / 1000, longitude: 55 + n / 1000 })),
    schedule: [
      {
        name: 'Every day',
        startDay: '2026-01-01T00:00:00Z',
        endDay: '2026-12-31T00:00:00Z',
        tripTime: Array.from({ length: trips }, (_, k) => {
          const start = 300 + k * 20;
          return {
            startTime: time(start),
            endTime: time(start + (stops - 1) * 2),
            day: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
            stops: ids.map((stopId, i) => ({ stopId, arrivalTime: time(start + i * 2), departureTime: time(start + i * 2) })),
          };
        }),
      },
    ],
  };
}

/**
 * The console's fare-matrix worker (the built chunk), in the system Chromium: a new worker per file as the console
 * starts one, timed from the file's text posted to the preview answered; median of 5.
 */
async function browserParseMs(appUrl: string, csv: string): Promise<number> {
  const chunk = readdirSync('dist/web/assets').find((f) => /^fare-matrix\.worker-.*\.js$/.test(f));
  if (!chunk) throw new Error('no built fare-matrix worker in dist/web/assets: run vite build');
  const chromium = await launchChromium();
  try {
    const page = await chromium.browser.newPage();
    await page.goto(`${appUrl}/`);
    const times = await page.evaluate(
      async ({ url, text }) => {
        const out: number[] = [];
        for (let i = 0; i < 5; i++) {
          const t0 = performance.now();
          const worker = new Worker(url, { type: 'module' });
          const rows = await new Promise<number>((resolve, reject) => {
            worker.onmessage = (event: MessageEvent<{ rows: unknown[] }>) => resolve(event.data.rows.length);
            worker.onerror = (event) => reject(new Error(event.message));
            worker.postMessage(text);
          });
          out.push(performance.now() - t0);
          worker.terminate();
          if (!rows) throw new Error('the worker read no rows');
        }
        return out;
      },
      { url: `/assets/${chunk}`, text: csv },
    );
    return Math.round([...times].sort((a, b) => a - b)[2]);
  } finally {
    await chromium.close();
  }
}

export interface MobilityFigures {
  fareRows: number;
  csvBytes: number;
  /** In the console's worker in Chromium. */
  browserParseMs: number;
  parseMs: number;
  storeMs: number;
  routes: number;
  exportMs: number;
  exportBytes: number;
}

export async function mobilityBench(appUrl: string, db: BenchDb, auth: Record<string, string>): Promise<MobilityFigures> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(`select id from aggregates where key = 'city-centre' limit 1`);
  await client.end();
  const json = { ...auth, 'content-type': 'application/json' };
  const call = async (method: string, path: string, body?: object) => {
    const res = await fetch(`${appUrl}${path}`, { method, headers: json, body: body && JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return res.json() as Promise<{ id: string }>;
  };
  const unique = Date.now().toString(36).toUpperCase();

  // The 200-stop matrix: read and checked (median of 5, as the worker does it), then stored (median of 3).
  const csv = fareMatrixCsv(fareRows(BIG_STOPS));
  const parses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const reading = readFareMatrix(csv);
    parses.push(performance.now() - t0);
    if (reading.problemCount || reading.rows.length !== (BIG_STOPS * (BIG_STOPS + 1)) / 2) throw new Error('the bench matrix did not read whole');
  }
  const inBrowser = await browserParseMs(appUrl, csv);
  const big = await call('POST', `/api/2.0/media-creatives?aggregate=${rows[0].id}`, { code: `MB${unique}`, name: 'Bench fare matrix' });
  const card = await call('POST', `/api/2.0/media-creatives/${big.id}/creativeRoute`, routeBody(0, 2, 1));
  const stores: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const res = await fetch(`${appUrl}/api/2.0/media-creatives/${big.id}/creativeRoute/${card.id}/fareMatrix`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'text/csv' },
      body: csv,
    });
    if (!res.ok) throw new Error(`fare matrix answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    await res.arrayBuffer();
    stores.push(performance.now() - t0);
  }

  // 100 routes × 50 stops × 40 trips in one creative, each with its 50-stop matrix, then the feed (median of 3).
  const creative = await call('POST', `/api/2.0/media-creatives?aggregate=${rows[0].id}`, { code: `MG${unique}`, name: 'Bench GTFS' });
  // Each route has stops of its own (a stop id names one place in a feed).
  for (let n = 0; n < ROUTES; n++) {
    const matrix = fareMatrixCsv(fareRows(STOPS, `R${n}S`));
    const route = await call('POST', `/api/2.0/media-creatives/${creative.id}/creativeRoute`, routeBody(n, STOPS, TRIPS, `R${n}S`));
    const res = await fetch(`${appUrl}/api/2.0/media-creatives/${creative.id}/creativeRoute/${route.id}/fareMatrix`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'text/csv' },
      body: matrix,
    });
    if (!res.ok) throw new Error(`route ${n} fare matrix answered ${res.status}`);
  }
  const exports: number[] = [];
  let exportBytes = 0;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const res = await fetch(`${appUrl}/api/2.0/media-creatives/${creative.id}/gtfs`, { headers: auth });
    if (!res.ok) throw new Error(`GTFS export answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    exportBytes = (await res.arrayBuffer()).byteLength;
    exports.push(performance.now() - t0);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    fareRows: (BIG_STOPS * (BIG_STOPS + 1)) / 2,
    csvBytes: csv.length,
    browserParseMs: inBrowser,
    parseMs: Math.round(median(parses)),
    storeMs: Math.round(median(stores)),
    routes: ROUTES,
    exportMs: Math.round(median(exports)),
    exportBytes,
  };
}

export function mobilitySummary(f: MobilityFigures): string[] {
  const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
  return [
    `Fare matrix of ${BIG_STOPS} stops (${f.fareRows} rows, ${(f.csvBytes / 1_048_576).toFixed(2)} MB): read and checked in the console's worker in Chromium in ${f.browserParseMs} ms (target ≤ 1,000 ms: ${mark(f.browserParseMs <= 1000)}; ${f.parseMs} ms in Node), stored through the API in ${f.storeMs} ms (target ≤ 2,000 ms: ${mark(f.storeMs <= 2000)}).`,
    `GTFS export of ${f.routes} routes × ${STOPS} stops × ${TRIPS} trips: ${f.exportMs} ms, ${(f.exportBytes / 1_048_576).toFixed(1)} MB zip (target ≤ 5,000 ms: ${mark(f.exportMs <= 5000)}).`,
  ];
}
