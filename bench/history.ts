// Per-record history (docs/performance.md "Audit trail"): one venue changed 10,000 times through the API, then
// GET /api/1.0/audit-history?record= as the console's History section asks for it (the default page of 50), the first
// page and one 9,000 records down (keyset: `before`), at 1 and 16 connections.
import autocannon from 'autocannon';
import pg from 'pg';
import type { BenchDb } from './lists.js';
import { load, type Figures } from './load.js';
import { benchWorkspace } from './writes.js';

export const HISTORY_RECORDS = 10_000;

export interface HistoryFigures {
  /** The venue's records when measured. */
  records: number;
  /** Index of the first figure in `results`: first page at 1 and 16 connections, then the deep page. */
  at: number;
}

export async function historyBench(appUrl: string, db: BenchDb, auth: Record<string, string>, results: Figures[]): Promise<HistoryFigures> {
  const headers = { ...auth, 'content-type': 'application/json' };
  const workspaceId = await benchWorkspace(appUrl, auth, 'Bench History');
  const created = await fetch(`${appUrl}/api/2.0/media-venues?aggregate=${workspaceId}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Busy Hall', type: 'Shopping Mall', subtype: 'Atrium', description: 'Changed by the bench' }),
  });
  if (created.status !== 201) throw new Error(`venue for the history bench: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  // Real updates, so the records have the shapes the trigger gives them (one per change of the description).
  const started = Date.now();
  let n = 0;
  const changes = await autocannon({
    url: `${appUrl}/api/2.0/media-venues/${id}`,
    method: 'PUT',
    headers,
    connections: 16,
    amount: HISTORY_RECORDS - 1,
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ id, description: `Change ${++n}` }) }) }],
  });
  if (changes.errors + changes.non2xx) throw new Error(`history bench: ${changes.errors + changes.non2xx} updates failed`);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  let records: number;
  let deep: string;
  try {
    await client.query('vacuum analyze audit_records');
    const { rows } = await client.query<{ id: string; n: number }>(
      'select id, count(*) over ()::int as n from audit_records where record_id = $1 order by id desc offset 9000 limit 1',
      [id],
    );
    records = rows[0].n;
    deep = rows[0].id;
  } finally {
    await client.end();
  }
  console.log(`Made ${records} audit records of one venue through the API in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  const page = `${appUrl}/api/1.0/audit-history?record=${id}`;
  const at = results.length;
  for (const [what, url] of [
    ['first page', page],
    ['page 9,000 records down', `${page}&before=${deep}`],
  ]) {
    for (const connections of [1, 16]) {
      results.push(
        await load(`GET /api/1.0/audit-history?record (${records} records): ${what}, ${connections} connection${connections > 1 ? 's' : ''}`, {
          url,
          headers: auth,
          connections,
        }),
      );
    }
  }
  return { records, at };
}

/** The summary line of `historyBench`. */
export function historySummary(results: Figures[], f: HistoryFigures): string[] {
  const [first1, first16, deep1, deep16] = results.slice(f.at);
  const at = (r: Figures) => `p50 ${r.p50} / p99 ${r.p99} ms`;
  return [
    `History of one item with ${f.records} records (target: a page ≤ 50 ms): first page ${at(first1)} at 1 connection, ${at(first16)} at 16; ` +
      `a page 9,000 records down ${at(deep1)} at 1, ${at(deep16)} at 16.`,
  ];
}
