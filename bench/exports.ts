// Excel exports (docs/performance.md "Exports"): a venue of the demo's city-centre workspace with 1,000,000
// interactions (seeded once by a set-based statement), exported through GET /api/2.0/media-venues/{id}/export
// over HTTP: time to the first bytes, rows per second, the server's resident memory sampled meanwhile; then a
// slow reader (a pause after each 64 kB) to show the server's memory stays flat while the client lags; then
// openpyxl (read-only) and LibreOffice (headless, to CSV) reading the whole file back.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { newId } from '../src/domain/common/ids.js';
import { json, rssMb } from './generation.js';

const run = promisify(execFile);
export const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);

export interface ExportFigures {
  rows: number;
  seedSeconds: number;
  firstByteMs: number;
  seconds: number;
  rowsPerSecond: number;
  megabytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  slowRssPeakMb: number;
  slowSeconds: number;
  slowMegabytes: number;
  openpyxl: string;
  libreOffice: string;
}

/** The venue with EXPORT_ROWS interactions over 30 days, on a campaign and an asset (so every name column is joined). */
async function seed(appUrl: string, dbUrl: string, auth: Record<string, string>) {
  const workspaces = (await json(`${appUrl}/api/2.0/media-aggregates?tenant=demo&project=mall`, { headers: auth })) as {
    id: string;
    key: string;
    project_id: string;
    tenant_id: string;
  }[];
  const ws = workspaces.find((w) => w.key === 'city-centre') ?? workspaces[0]!;
  const campaign = await json(`${appUrl}/api/2.0/media-campaigns?aggregate=${ws.id}`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ name: `Export bench ${Date.now()}`, code: 'EXPORT' }),
  });
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const venueId = newId();
    const assetId = newId();
    for (const [id, kind, name] of [
      [venueId, 'venue', 'Export Bench Venue'],
      [assetId, 'asset', 'Export Bench Screen'],
    ]) {
      await client.query(`insert into media_items (tenant_id, id, kind, project_id, aggregate_id, code, name) values ($1, $2, $3, $4, $5, $2, $6)`, [
        campaign.tenant_id,
        id,
        kind,
        ws.project_id,
        ws.id,
        name,
      ]);
    }
    const started = performance.now();
    await client.query(
      `insert into audience_actions (tenant_id, type, project_id, aggregate_id, venue_id, asset_id, campaign_id, profile_id, latitude, longitude, price, channel, updated_on)
       select $1, 1 + g % 3, $2, $3, $4, case when g % 2 = 0 then $5 end, $6, 'profile-' || lpad((g % 50000)::text, 8, '0'),
         case when g % 5 <> 0 then 12.9716 + (g % 100) / 10000.0 end, case when g % 5 <> 0 then 77.5946 end,
         case when g % 10 = 0 then (g % 500)::numeric end, case when g % 3 = 2 then 'whatsapp' end,
         now() - interval '30 days' + (g * interval '30 days') / $7
       from generate_series(1, $7::int) g`,
      [campaign.tenant_id, ws.project_id, ws.id, venueId, assetId, campaign.id, EXPORT_ROWS],
    );
    await client.query('analyze audience_actions');
    return { venueId, seedSeconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

/** Reads the export to `file`, sampling the server's memory; `pauseMs` after every 64 kB makes a slow client. */
async function download(url: string, auth: Record<string, string>, file: string, serverPid: number, pauseMs = 0, stopAfterBytes = Infinity) {
  const rssBeforeMb = rssMb(serverPid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(serverPid))), 100);
  const controller = new AbortController();
  const started = performance.now();
  const chunks: Buffer[] = [];
  let bytes = 0;
  let firstByteMs = 0;
  let sincePause = 0;
  try {
    const res = await fetch(url, { headers: auth, signal: controller.signal });
    if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!firstByteMs) firstByteMs = performance.now() - started;
      bytes += value.length;
      if (file) chunks.push(Buffer.from(value));
      sincePause += value.length;
      if (pauseMs && sincePause >= 64 * 1024) {
        sincePause = 0;
        await new Promise((r) => setTimeout(r, pauseMs));
      }
      if (bytes >= stopAfterBytes) {
        controller.abort();
        break;
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  if (file) writeFileSync(file, Buffer.concat(chunks));
  return { firstByteMs, seconds, bytes, rssBeforeMb, rssPeakMb: Math.max(rssPeakMb, rssMb(serverPid)) };
}

async function timed(label: string, command: string, args: string[], check: (stdout: string) => string): Promise<string> {
  const started = performance.now();
  try {
    const { stdout } = await run(command, args, { timeout: 900_000, maxBuffer: 16 * 1024 * 1024 });
    return `${label}: ${check(stdout)} in ${((performance.now() - started) / 1000).toFixed(1)} s`;
  } catch (error) {
    return `${label}: failed after ${((performance.now() - started) / 1000).toFixed(1)} s (${String((error as Error).message).split('\n')[0]})`;
  }
}

export async function exportBench(appUrl: string, dbUrl: string, serverPid: number, auth: Record<string, string>): Promise<ExportFigures> {
  const { venueId, seedSeconds } = await seed(appUrl, dbUrl, auth);
  const dir = mkdtempSync(join(tmpdir(), 'export-bench-'));
  try {
    const file = join(dir, 'venue.xlsx');
    const url = `${appUrl}/api/2.0/media-venues/${venueId}/export`;
    const fast = await download(url, auth, file, serverPid);
    // A client reading ~1.3 MB/s for 5 s (then gone): the server must hold its reads, not buffer the workbook.
    const slow = await download(url, auth, '', serverPid, 50, 6 * 1024 * 1024);
    const expected = EXPORT_ROWS + 3;
    const openpyxl = await timed(
      'openpyxl read-only',
      '/usr/bin/python3',
      [
        '-c',
        'import sys, openpyxl\nws = openpyxl.load_workbook(sys.argv[1], read_only=True).worksheets[0]\nprint(ws.max_row, sum(1 for _ in ws.iter_rows(values_only=True)))',
        file,
      ],
      (out) => {
        const [maxRow, rows] = out.trim().split(' ').map(Number);
        return `${rows} rows read (dimension ${maxRow}, expected ${expected})`;
      },
    );
    const libreOffice = await timed(
      'LibreOffice headless to CSV',
      'soffice',
      ['--headless', '--norestore', `-env:UserInstallation=file://${dir}/profile`, '--convert-to', 'csv', '--outdir', dir, file],
      () => `${readFileSync(join(dir, 'venue.csv'), 'utf8').split('\n').filter(Boolean).length} CSV lines (expected ${expected})`,
    );
    return {
      rows: EXPORT_ROWS,
      seedSeconds,
      firstByteMs: Math.round(fast.firstByteMs),
      seconds: fast.seconds,
      rowsPerSecond: Math.round(EXPORT_ROWS / fast.seconds),
      megabytes: statSync(file).size / 1024 / 1024,
      rssBeforeMb: fast.rssBeforeMb,
      rssPeakMb: fast.rssPeakMb,
      slowRssPeakMb: slow.rssPeakMb - slow.rssBeforeMb,
      slowSeconds: slow.seconds,
      slowMegabytes: slow.bytes / 1024 / 1024,
      openpyxl,
      libreOffice,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function exportSummary(f: ExportFigures): string[] {
  return [
    `Export of ${f.rows.toLocaleString('en')} rows (venue workbook, seeded in ${f.seedSeconds.toFixed(1)} s): first bytes after ${f.firstByteMs} ms (target ≤ 1,000), ` +
      `${f.seconds.toFixed(1)} s = ${f.rowsPerSecond.toLocaleString('en')} rows/s (target ≥ 25,000), ${f.megabytes.toFixed(1)} MB, ` +
      `server RSS ${f.rssBeforeMb.toFixed(0)} → peak ${f.rssPeakMb.toFixed(0)} MB (+${(f.rssPeakMb - f.rssBeforeMb).toFixed(0)} MB, target ≤ 300).`,
    `Slow client (50 ms pause per 64 kB, gone after ${f.slowMegabytes.toFixed(1)} MB in ${f.slowSeconds.toFixed(1)} s): server RSS +${f.slowRssPeakMb.toFixed(0)} MB.`,
    f.openpyxl,
    f.libreOffice,
  ];
}
