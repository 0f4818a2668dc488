import { requestedBytes } from '../../domain/signage/player/byte-range.js';
import { PLAYER_CACHES, PLAYER_PAGE } from './caches.js';

/**
 * The player's service worker (scope /player): answers the page and its scripts from Cache Storage when the server
 * cannot, and media files from the cache the page fills (store.ts), byte ranges included so that <video> plays and
 * seeks from it. The manifest, heartbeats and plays go to the server as they are: the page decides what a failure means.
 */

// The worker's own events, typed here: the DOM library the project compiles with does not describe them.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const isPage = (path: string) => path === PLAYER_PAGE || path === `${PLAYER_PAGE}/`;
/** Built scripts and styles carry a content hash in their names: a cached copy is always right. */
const isAsset = (path: string) => path.startsWith('/assets/');
const isMedia = (path: string) => path.startsWith('/signage/files/');

/** Keeps the page's HTML and every script and style it names; copies of older builds go. */
async function keepShell(page: Response): Promise<void> {
  const cache = await caches.open(PLAYER_CACHES.shell);
  const html = await page.clone().text();
  await cache.put(PLAYER_PAGE, page);
  const named = new Set(html.match(/\/assets\/[\w.-]+/g) ?? []);
  for (const path of named) if (!(await cache.match(path))) await cache.add(path);
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (isAsset(path) && !named.has(path)) await cache.delete(request);
  }
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    fetch(PLAYER_PAGE, { cache: 'no-store' })
      .then((page) => (page.ok ? keepShell(page) : undefined))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(worker.clients.claim());
});

/** The page: from the server when it answers (kept for next time), else the kept copy. */
async function page(event: FetchEvent): Promise<Response> {
  try {
    const res = await fetch(event.request);
    if (res.ok) event.waitUntil(keepShell(res.clone()));
    return res;
  } catch (error) {
    const kept = await (await caches.open(PLAYER_CACHES.shell)).match(PLAYER_PAGE);
    if (kept) return kept;
    throw error;
  }
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(PLAYER_CACHES.shell);
  const kept = await cache.match(request.url);
  if (kept) return kept;
  const res = await fetch(request);
  if (res.ok) await cache.put(request.url, res.clone());
  return res;
}

/** A media file from the cache: whole, or the byte range asked (206, 416 past the end); from the server when not cached. */
async function media(request: Request): Promise<Response> {
  const kept = await (await caches.open(PLAYER_CACHES.media)).match(request.url);
  if (!kept) return fetch(request);
  const range = request.headers.get('range');
  if (!range) return kept;
  const body = await kept.blob();
  const bytes = requestedBytes(range, body.size);
  if (bytes === null) return kept;
  const headers = new Headers(kept.headers);
  if (bytes === 'unsatisfiable') {
    headers.set('content-range', `bytes */${body.size}`);
    return new Response(null, { status: 416, headers });
  }
  headers.set('content-range', `bytes ${bytes.first}-${bytes.last}/${body.size}`);
  headers.set('content-length', String(bytes.last - bytes.first + 1));
  return new Response(body.slice(bytes.first, bytes.last + 1), { status: 206, headers });
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== location.origin) return;
  if (request.mode === 'navigate' && isPage(url.pathname)) event.respondWith(page(event));
  else if (isAsset(url.pathname)) event.respondWith(asset(request));
  // A download for the cache asks past it (store.ts fetches with cache: 'reload').
  else if (isMedia(url.pathname) && request.cache !== 'reload' && request.cache !== 'no-store') event.respondWith(media(request));
});
