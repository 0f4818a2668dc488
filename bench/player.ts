// The signage player (docs/performance.md "Signage player"): a display paired through the real pairing routes, then
// its manifest revalidated (304) beside a bare static file revalidated, heartbeats and proof-of-play batches on
// PostgreSQL, and a media file read by byte ranges beside the same bytes from a bare static server.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { BenchDb } from './lists.js';
import { DURATION, start, type Figures } from './load.js';

const CONNECTIONS = 32;
/** Plays per proof-of-play batch: a screen sending what it played over a couple of minutes. */
export const PLAYS_PER_BATCH = 10;
/** The video the range reads are taken from, and how much each reads (a player's seek or a browser's chunk). */
const VIDEO_BYTES = Number(process.env.BENCH_VIDEO_BYTES ?? 16 * 1024 * 1024);
const RANGE_BYTES = 1024 * 1024;
/** Screens reporting at once: each heartbeat and batch comes from one of them (one screen's row is not the city's queue). */
const SCREENS = Number(process.env.BENCH_SCREENS ?? 200);

export interface PlayerFigures {
  manifestRatio: number;
  playerRps: number;
  rangeRatio: number;
  storedPlays: number;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** One autocannon run after a 2 s warm-up, as figures; `expected` says which answers count as right. */
async function measure(name: string, opts: autocannon.Options, expected: '2xx' | '304' = '2xx'): Promise<Figures & { bytesPerSecond: number }> {
  const connections = opts.connections ?? CONNECTIONS;
  await autocannon({ ...opts, duration: 2, connections });
  const r = await autocannon({ ...opts, duration: DURATION, connections });
  const wrong = expected === '304' ? r['2xx'] + r['4xx'] + r['5xx'] : r.non2xx;
  return {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + wrong,
    bytes: Math.round(r.throughput.total / (r.requests.total || 1)),
    bytesPerSecond: Math.round(r.throughput.average),
  };
}

/** A workspace of the demo with an image and a video, a playlist of both, an asset with a campaign, and a paired display. */
async function stage(appUrl: string, db: BenchDb, auth: Record<string, string>) {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(`select id from aggregates where key = 'city-centre' limit 1`);
  await client.end();
  const ws = rows[0].id;
  const json = { ...auth, 'content-type': 'application/json' };
  const call = async (method: string, path: string, body?: object) => {
    const res = await fetch(`${appUrl}${path}`, { method, headers: json, body: body && JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const upload = async (name: string, fileName: string, bytes: Buffer, type: string) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ name, startAt: Date.now() - 86_400_000, expiryAt: Date.now() + 365 * 86_400_000, type })) form.append(k, String(v));
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
    const res = await fetch(`${appUrl}/api/2.0/zeetaminds/media/file?aggregate=${ws}`, { method: 'POST', headers: auth, body: form });
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<{ id: string; url: string }>;
  };
  // A PNG signature and a tiny header are all the sniffing reads; an ISO file starts with its ftyp box.
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 1)]);
  const video = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(VIDEO_BYTES - 12, 7)]);
  const image = await upload('Bench poster', 'poster.png', png, 'image/png');
  const clip = await upload('Bench clip', 'clip.mp4', video, 'video/mp4');
  const playlist = await call('POST', `/api/2.0/zeetaminds/playlists?aggregate=${ws}`, {
    name: `Bench loop ${unique()}`,
    add_media: [
      { media: image.id, duration: 0, play_order: 0 },
      { media: clip.id, duration: 0, play_order: 1 },
    ],
  });
  const code = unique().toUpperCase().slice(0, 20);
  const asset = await call('POST', `/api/2.0/media-assets?aggregate=${ws}`, { name: 'Bench totem', code: `BT${code}` });
  const campaign = await call('POST', `/api/2.0/media-campaigns?aggregate=${ws}`, { name: 'Bench campaign', code: `BC${code}` });
  await call('POST', '/api/2.0/media-relations', {
    action: 'create',
    source: {
      item: 'campaign',
      id: campaign.id,
      relation: { start: new Date(Date.now() - 86_400_000).toISOString(), close: new Date(Date.now() + 365 * 86_400_000).toISOString() },
    },
    target: { item: 'asset', id: asset.id },
  });
  const pairing = await (await fetch(`${appUrl}/player/api/pairings`, { method: 'POST' })).json();
  await call('POST', `/api/2.0/zeetaminds/displays?aggregate=${ws}`, {
    gen_token: pairing.code,
    name: 'Bench screen',
    np: { type: 'pl', id: playlist.id, name: '' },
    pa: true,
    asset_id: asset.id,
  });
  const collected = await (await fetch(`${appUrl}/player/api/pairings/${pairing.code}`, { headers: { authorization: `Pairing ${pairing.secret}` } })).json();
  if (collected.status !== 'claimed') throw new Error(`pairing answered ${JSON.stringify(collected)}`);
  // The other screens are saved through the API and given credentials directly (pairing is limited to 10 a minute per address).
  const screens = [`Player ${collected.credential}`];
  const db2 = new pg.Client({ connectionString: db.url });
  await db2.connect();
  for (let i = 1; i < SCREENS; i++) {
    const display = await call('POST', `/api/2.0/zeetaminds/displays?aggregate=${ws}`, {
      gen_token: `BENCH-${code}-${i}`,
      name: `Bench screen ${i}`,
      np: { type: 'pl', id: playlist.id, name: '' },
      pa: true,
      asset_id: asset.id,
    });
    const secret = randomBytes(32).toString('base64url');
    await db2.query('update signage_displays set credential_hash = $1 where id = $2', [createHash('sha256').update(secret).digest('hex'), display.id]);
    screens.push(`Player ${collected.credential.split('.')[0]}.${display.id}.${secret}`);
  }
  await db2.end();
  return { player: screens[0], screens, image, clip, playlist: playlist.id as string, video };
}

export async function playerBench(appUrl: string, db: BenchDb, auth: Record<string, string>, results: Figures[]): Promise<PlayerFigures> {
  const s = await stage(appUrl, db, auth);
  const manifest = await fetch(`${appUrl}/player/api/manifest`, { headers: { authorization: s.player } });
  const body = await manifest.text();
  const etag = manifest.headers.get('etag') ?? '';

  // The ceiling serves the same bytes as plain files: the manifest as it was answered, and the video.
  const dir = mkdtempSync(join(tmpdir(), 'sdm-player-bench-'));
  writeFileSync(join(dir, 'manifest.json'), body);
  writeFileSync(join(dir, 'clip.mp4'), s.video);
  const ceiling = await start('bench/serve-static.ts', { STATIC_DIR: dir });
  try {
    const first = await fetch(`${ceiling.url}/manifest.json`);
    const staticEtag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    const staticManifest = await measure(
      'ceiling: bare Fastify static file, If-None-Match (304)',
      { url: `${ceiling.url}/manifest.json`, headers: { 'if-none-match': staticEtag } },
      '304',
    );
    const revalidated = await measure(
      'GET /player/api/manifest, If-None-Match (304)',
      { url: `${appUrl}/player/api/manifest`, headers: { authorization: s.player, 'if-none-match': etag } },
      '304',
    );
    results.push(staticManifest, revalidated);

    // Byte ranges at random offsets of the video, 1 MB each.
    const ranged = (base: string) => ({
      url: base,
      requests: [
        {
          setupRequest: (req: autocannon.Request) => {
            const start = Math.floor(Math.random() * (VIDEO_BYTES - RANGE_BYTES));
            return { ...req, headers: { ...req.headers, range: `bytes=${start}-${start + RANGE_BYTES - 1}` } };
          },
        },
      ],
      connections: 8,
    });
    const staticRange = await measure('ceiling: bare Fastify static file, 1 MB ranges, 8 connections', ranged(`${ceiling.url}/clip.mp4`));
    const mediaRange = await measure(`GET ${'/signage/files/…'} (video), 1 MB ranges, 8 connections`, ranged(`${appUrl}${s.clip.url}`));
    results.push(staticRange, mediaRange);

    // Heartbeats and proof-of-play batches, alternating, each play id new.
    let n = 0;
    const run = unique();
    const heartbeat = JSON.stringify({ playerVersion: 'bench', playing: { mediaId: s.image.id, since: Date.now() }, offlineSince: null });
    const batch = () => {
      const now = Date.now();
      return JSON.stringify({
        plays: Array.from({ length: PLAYS_PER_BATCH }, (_, i) => ({
          id: `bench-${run}-${++n}`,
          mediaId: i % 2 ? s.clip.id : s.image.id,
          rowId: null,
          playlistId: s.playlist,
          startedAt: now - 60_000 + i * 5000,
          endedAt: now - 55_000 + i * 5000,
          completed: true,
        })),
      });
    };
    const headers = { authorization: s.player, 'content-type': 'application/json' };
    const anyScreen = (req: autocannon.Request) => ({
      ...req,
      headers: { ...req.headers, authorization: s.screens[Math.floor(Math.random() * s.screens.length)] },
    });
    const reports = await measure(`POST /player/api/heartbeats and /plays (${PLAYS_PER_BATCH} plays) alternating, ${s.screens.length} screens`, {
      url: appUrl,
      method: 'POST',
      headers,
      requests: [
        { path: '/player/api/heartbeats', method: 'POST', headers, body: heartbeat, setupRequest: anyScreen },
        { path: '/player/api/plays', method: 'POST', headers, setupRequest: (req: autocannon.Request) => ({ ...anyScreen(req), body: batch() }) },
      ],
    });
    results.push(reports);
    // Each alone, to tell which costs what.
    results.push(
      await measure('POST /player/api/heartbeats alone', {
        url: `${appUrl}/player/api/heartbeats`,
        method: 'POST',
        headers,
        requests: [{ body: heartbeat, setupRequest: anyScreen }],
      }),
    );
    results.push(
      await measure(`POST /player/api/plays alone (${PLAYS_PER_BATCH} plays)`, {
        url: `${appUrl}/player/api/plays`,
        method: 'POST',
        headers,
        requests: [{ setupRequest: (req: autocannon.Request) => ({ ...anyScreen(req), body: batch() }) }],
      }),
    );
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const stored = await client.query<{ n: number }>(`select count(*)::int as n from signage_plays where play_id like $1`, [`bench-${run}-%`]);
    await client.end();
    return {
      manifestRatio: revalidated.rps / (staticManifest.rps || 1),
      playerRps: reports.rps,
      rangeRatio: mediaRange.bytesPerSecond / (staticRange.bytesPerSecond || 1),
      storedPlays: stored.rows[0].n,
    };
  } finally {
    ceiling.child.kill();
  }
}

/** The lines under the table: the targets beside the figures. */
export function playerSummary(f: PlayerFigures): string[] {
  const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
  return [
    `Manifest revalidation (304) at ${(f.manifestRatio * 100).toFixed(1)} % of a bare static file's (target ≥ 60 %: ${mark(f.manifestRatio >= 0.6)}).`,
    `Heartbeats and proof-of-play batches: ${f.playerRps} requests/s on PostgreSQL (target ≥ 2,000: ${mark(f.playerRps >= 2000)}); ${f.storedPlays} plays stored, each once.`,
    `Media by byte ranges at ${(f.rangeRatio * 100).toFixed(1)} % of a bare static server's bytes/s (target ≥ 60 %: ${mark(f.rangeRatio >= 0.6)}).`,
  ];
}
