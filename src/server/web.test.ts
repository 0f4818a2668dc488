// The console's files as the build leaves them (scripts/precompress.ts writes .br and .gz copies): each
// sent in the encoding the browser accepts, with `vary: accept-encoding`; index.html never cached.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.js';
import { buildTestApp, type TestApp } from './test/build-test-app.js';

let t: TestApp;
const worker = `const kept = [${Array.from({ length: 100 }, (_, n) => `'/assets/part-${n}.js'`).join(', ')}];\nself.addEventListener('fetch', () => kept);\n`;
const playerPage = '<!doctype html><html><head><title>SDM Player</title><script type="module" src="/assets/player-abc.js"></script></head><body></body></html>';
let webDir: string;
const script = `export const lines = [${Array.from({ length: 200 }, (_, n) => `'line ${n} of the console'`).join(', ')}];\n`;
const page = `<!doctype html><html><head><title>SDM Console</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root">${'<p>shell</p>'.repeat(100)}</div></body></html>`;
const shellPage = page.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/shell-abc.js"></head>');
/** Route pages as the build writes them (scripts/shell-page.ts): the shell's links and the page's own. */
const routePage = (chunk: string) => shellPage.replace('</head>', `<link rel="modulepreload" crossorigin href="/assets/${chunk}.js"></head>`);
const ROUTES = [
  { path: '/:tenant/portfolio', page: 'shell.html' },
  { path: '/:tenant/portfolio/*', page: 'shell.html' },
  { path: '/:tenant/:project/:aggregate/venues', page: 'shell-pages/venues-abc.html' },
  { path: '/:tenant/:project/:aggregate/venues/:id', page: 'shell-pages/records-abc.html' },
  { path: '/:tenant/:project/:aggregate/:name', page: 'shell-pages/asset-abc.html' },
];

beforeAll(async () => {
  webDir = join(process.env.TMPDIR ?? '/tmp', `sdm-web-${process.pid}-${Date.now()}`);
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  writeFileSync(join(webDir, 'index.html'), page);
  writeFileSync(join(webDir, 'shell.html'), shellPage);
  mkdirSync(join(webDir, 'shell-pages'));
  for (const chunk of ['venues-abc', 'records-abc', 'asset-abc']) writeFileSync(join(webDir, 'shell-pages', `${chunk}.html`), routePage(chunk));
  mkdirSync(join(webDir, '.vite'));
  writeFileSync(join(webDir, '.vite', 'page-routes.json'), JSON.stringify(ROUTES));
  writeFileSync(join(webDir, 'assets', 'index-abc.js'), script);
  writeFileSync(join(webDir, 'assets', 'tiny-abc.js'), 'export const tiny = 1;\n');
  mkdirSync(join(webDir, 'player'));
  writeFileSync(join(webDir, 'player', 'index.html'), playerPage);
  writeFileSync(join(webDir, 'player', 'sw.js'), worker);
  expect(await precompressDir(webDir)).toBe(7);
  t = await buildTestApp({ webDir });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the console files', () => {
  it('are sent precompressed with brotli when accepted, cached for good under /assets', async () => {
    const res = await get('/assets/index-abc.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(readFileSync(join(webDir, 'assets', 'index-abc.js.br')))).toBe(true);
    expect(res.rawPayload.length).toBeLessThan(script.length);
  });

  it('are sent gzipped to a browser that accepts only gzip, and as they are to one that accepts neither', async () => {
    const gzip = await get('/assets/index-abc.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(readFileSync(join(webDir, 'assets', 'index-abc.js.gz')))).toBe(true);
    const plain = await get('/assets/index-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('send a file too small to have copies as it is', async () => {
    const res = await get('/assets/tiny-abc.js', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export const tiny = 1;\n');
  });

  it('answer console paths with index.html, compressed and never cached', async () => {
    const res = await get('/demo', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.rawPayload.equals(readFileSync(join(webDir, 'index.html.br')))).toBe(true);
    for (const path of ['/', '/demo?returnUrl=%2Fdemo%2Fportfolio', '/404', '/insufficient-privilege?tenant=demo', '/shared/a-token']) {
      const plain = await get(path);
      expect(plain.body, path).toBe(page);
      expect(plain.headers['cache-control']).toBe('no-cache');
    }
  });

  it("answer the signed-in shell's paths with the page that names the shell's scripts", async () => {
    const res = await get('/demo/portfolio/summary', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.rawPayload.equals(readFileSync(join(webDir, 'shell.html.br')))).toBe(true);
    for (const path of ['/demo/portfolio', '/demo/profile', '/demo/mall', '/demo/treasury/mall?name=x']) {
      expect((await get(path)).body, path).toBe(shellPage);
    }
  });

  it("answer a route's path with its page, which names the route's scripts beside the shell's", async () => {
    const res = await get('/demo/mall/city-centre/venues', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.rawPayload.equals(readFileSync(join(webDir, 'shell-pages', 'venues-abc.html.br')))).toBe(true);
    // The router's words in any letter case, a query and a trailing slash; a fixed word ranks over a parameter.
    expect((await get('/demo/mall/city-centre/Venues/?name=x')).body).toBe(routePage('venues-abc'));
    expect((await get('/demo/mall/city-centre/venues/e123')).body).toBe(routePage('records-abc'));
    expect((await get('/demo/mall/city-centre/Lobby%20Screen')).body).toBe(routePage('asset-abc'));
    // A path no route has is the shell's.
    expect((await get('/demo/mall/city-centre/venues/e123/unknown')).body).toBe(shellPage);
  });

  it('do not serve the compressed copies as files of their own (the path is a console path then)', async () => {
    const res = await get('/assets/index-abc.js.br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(page);
  });
});

describe('the signage player', () => {
  it('is its own page at /player, without the console sign-in, never cached, with a policy for its media and frames', async () => {
    for (const path of ['/player', '/player/', '/player?screen=lobby']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body).toBe(playerPage);
      expect(res.headers['cache-control']).toBe('no-cache');
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain("media-src 'self' blob:");
      expect(policy).toContain("frame-src 'self' blob:");
      expect(policy).toContain("worker-src 'self'");
      expect(policy).toContain("script-src 'self'");
    }
  });

  it('serves its service worker at a fixed address, allowed to control /player, never cached', async () => {
    const res = await get('/player/sw.js', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['service-worker-allowed']).toBe('/player');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('leaves its API paths to the API: an unknown one is a JSON 404, not a page', async () => {
    const res = await get('/player/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
