// Treasury generation (docs/performance.md "Treasury generation"): a coupon batch of 100,000 and one of
// 1,000,000 instruments generated through the API on PostgreSQL, timed from the generation call to the batch
// reading 'generated', with the server's resident memory sampled meanwhile and the codes' uniqueness checked
// by the database.
import { readFileSync } from 'node:fs';
import pg from 'pg';

export interface GenerationFigures {
  instruments: number;
  seconds: number;
  perSecond: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  unique: boolean;
}

/** A process's resident memory in MB (bench/exports.ts samples the server with it too). */
export const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

/** A JSON call that throws on an answer of 300 or more. */
export async function json(url: string, init: RequestInit & { headers: Record<string, string> }) {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const body = await res.json();
  if (res.status >= 300) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Generates one batch of each size in `sizes` on a fresh campaign of the demo's city-centre workspace. */
export async function generationBench(appUrl: string, dbUrl: string, serverPid: number, auth: Record<string, string>, sizes = [100_000, 1_000_000]) {
  const post = (path: string, body: object) => json(`${appUrl}${path}`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
  const get = (path: string) => json(`${appUrl}${path}`, { headers: auth });
  const workspaces = (await get('/api/2.0/media-aggregates?tenant=demo&project=mall')) as { id: string; key: string; project_id: string }[];
  const ws = workspaces.find((w) => w.key === 'city-centre') ?? workspaces[0];
  const config = await post('/api/1.0/ti-configs', { project_id: ws.project_id, name: `Bench coupons ${Date.now()}`, type: 'Coupon' });
  const out: GenerationFigures[] = [];
  for (const size of sizes) {
    const campaign = await post(`/api/2.0/media-campaigns?aggregate=${ws.id}`, { name: `Generation ${size} ${Date.now()}`, code: `GEN${size}` });
    const detail = await post('/api/1.0/ti-details', {
      titype: 'COUPON',
      tiConfigId: config.id,
      source_id: campaign.id,
      instrumentInfo: [{ category: 'bench', numberOfTickets: size, serialNumber: 'B0000001', redeemer: [{ mobile: '9000000001' }] }],
    });
    const uid = detail.instrumentInfo[0].uid as string;
    const rssBeforeMb = rssMb(serverPid);
    let rssPeakMb = rssBeforeMb;
    const started = performance.now();
    await post(`/api/1.0/ti-details/${detail.id}/instrument-info/${uid}/instruments`, {});
    for (;;) {
      const batch = await get(`/api/1.0/ti-details/${detail.id}/instrument-info/${uid}`);
      rssPeakMb = Math.max(rssPeakMb, rssMb(serverPid));
      if (batch.generation === 'generated') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n, count(distinct code)::int as codes from instruments where batch_uid = $1', [uid]);
    await client.end();
    out.push({
      instruments: rows[0].n,
      seconds,
      perSecond: Math.round(rows[0].n / seconds),
      rssBeforeMb,
      rssPeakMb,
      unique: rows[0].codes === rows[0].n && rows[0].n === size,
    });
  }
  return out;
}

export function generationSummary(figures: GenerationFigures[]): string[] {
  return figures.map(
    (f) =>
      `Generation of ${f.instruments.toLocaleString('en')} instruments: ${f.seconds.toFixed(2)} s (${f.perSecond.toLocaleString('en')}/s; target ${f.instruments >= 1_000_000 ? '≤ 20 s' : '≤ 2 s'}), ` +
      `server RSS ${f.rssBeforeMb.toFixed(0)} → peak ${f.rssPeakMb.toFixed(0)} MB (+${(f.rssPeakMb - f.rssBeforeMb).toFixed(0)} MB, target < 100), codes unique: ${f.unique}.`,
  );
}
