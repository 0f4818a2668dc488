// A creative's cards (docs/performance.md "Creatives"): one creative whose every card section holds BENCH_CARDS cards
// (50; gratification holds its three actions, one per action), read by id at 4 connections — revalidated by its
// ETag (304 without building the answer) and read whole — and single cards added (POST) and replaced (PUT).
import autocannon from 'autocannon';
import pg from 'pg';
import { PART_FIELDS, PART_SECTIONS, type PartField } from '../src/domain/creatives/parts.js';
import type { BenchDb } from './lists.js';
import { routeBody } from './mobility.js';
import { DURATION, load, type Figures } from './load.js';

export const BENCH_CARDS = Number(process.env.BENCH_CARDS ?? 50);
const READERS = 4;
const WRITERS = 4;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A card of `section` numbered `n` as the console sends it. */
function card(section: PartField, n: number): Record<string, unknown> {
  const shape = PART_SECTIONS[section].shape;
  if (shape === 'image') return { type: 'Media', subtype: 'Image', city: `City ${n}`, geoLocation: { type: 'Point', coordinates: [55 + n / 1000, 25] } };
  if (shape === 'gratification') return { action: ['like', 'view', 'share'][n % 3], defaultPoints: n, maxLimit: 10 * n };
  if (shape === 'route') return routeBody(n, 3, 1);
  return { name: `Card ${n}`, description: `Card number ${n} of the bench`, url: `https://media.example.com/${n}`, startDate: '2026-01-01T00:00:00.000Z' };
}

export interface CreativeFigures {
  cards: number;
  answerBytes: number;
}

/** Makes the creative and its cards through the API, then measures; answers what it built. */
export async function creativeBench(appUrl: string, db: BenchDb, auth: Record<string, string>, results: Figures[]): Promise<CreativeFigures> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(`select id from aggregates where key = 'city-centre' limit 1`);
  await client.end();
  const json = { ...auth, 'content-type': 'application/json' };
  const call = async (method: string, path: string, body?: object) => {
    const res = await fetch(`${appUrl}${path}`, { method, headers: json, body: body && JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<{ id: string }>;
  };
  const creative = await call('POST', `/api/2.0/media-creatives?aggregate=${rows[0].id}`, { code: `BENCH${unique()}`.slice(0, 32), name: 'Bench creative' });
  const base = `/api/2.0/media-creatives/${creative.id}`;
  const videos: string[] = [];
  let cards = 0;
  for (const section of PART_FIELDS) {
    const count = section === 'campaignActions' ? 3 : BENCH_CARDS;
    for (let n = 0; n < count; n++) {
      const made = await call('POST', `${base}/${PART_SECTIONS[section].route}`, card(section, n));
      if (section === 'videoFiles') videos.push(made.id);
      cards++;
    }
  }

  const first = await fetch(`${appUrl}${base}`, { headers: auth });
  const etag = first.headers.get('etag') ?? '';
  const answerBytes = (await first.arrayBuffer()).byteLength;

  // Revalidation: the answer is unchanged, so every request should be a 304 made from one small read.
  const opts = { url: `${appUrl}${base}`, headers: { ...auth, 'if-none-match': etag }, connections: READERS };
  await autocannon({ ...opts, duration: 2 });
  const r = await autocannon({ ...opts, duration: DURATION });
  results.push({
    name: `GET creative by id, ${cards} cards, If-None-Match (304), ${READERS} connections`,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    // 304 is the expected answer here: only failures and 4xx/5xx count.
    errors: r.errors + r['4xx'] + r['5xx'] + r['2xx'],
    bytes: Math.round(r.throughput.total / (r.requests.total || 1)),
  });
  results.push(
    await load(`GET creative by id, ${cards} cards, whole answer, ${READERS} connections`, { url: `${appUrl}${base}`, headers: auth, connections: READERS }),
  );

  results.push(
    await load(`POST a hyperlink card (server-made id), ${WRITERS} connections`, {
      url: `${appUrl}${base}/creativeHyperlinks`,
      method: 'POST',
      headers: json,
      body: JSON.stringify(card('hyperlinks', 7)),
      connections: WRITERS,
    }),
  );
  results.push(
    await load(`PUT a random one of ${videos.length} video cards, ${WRITERS} connections`, {
      url: `${appUrl}${base}/creativeVideoFiles`,
      method: 'PUT',
      headers: json,
      connections: WRITERS,
      requests: [
        {
          setupRequest: (req) => {
            const id = videos[Math.floor(Math.random() * videos.length)];
            return { ...req, path: `${base}/creativeVideoFiles/${id}`, body: JSON.stringify({ ...card('videoFiles', 1), name: `Changed ${unique()}` }) };
          },
        },
      ],
    }),
  );
  return { cards, answerBytes };
}

/** The lines under the table: the targets beside the figures. */
export function creativeSummary(results: Figures[], figures: CreativeFigures): string[] {
  const [revalidate, whole, post, put] = results.slice(-4);
  const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
  return [
    `Creative with ${figures.cards} cards (${figures.answerBytes} bytes whole): GET by id revalidated p50 ${revalidate.p50} ms (target ≤ 30 ms: ${mark(revalidate.p50 <= 30)}), whole p50 ${whole.p50} ms.`,
    `Card writes: POST p99 ${post.p99} ms, PUT p99 ${put.p99} ms (target ≤ 30 ms: ${mark(post.p99 <= 30 && put.p99 <= 30)}).`,
  ];
}
