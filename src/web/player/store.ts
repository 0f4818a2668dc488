import { manifestMedia, type PlayerManifest } from '../../domain/signage/player/manifest.js';
import type { CachedManifest } from '../../domain/signage/player/offline.js';
import type { Pairing } from './api.js';
import { MEDIA_ETAG_HEADER, PLAYER_CACHES } from './caches.js';

const CREDENTIAL = 'sdm-player:credential';
const PAIRING = 'sdm-player:pairing';
const MANIFEST_KEY = '/player/state/manifest';

export const credential = {
  get: () => localStorage.getItem(CREDENTIAL),
  set: (value: string) => localStorage.setItem(CREDENTIAL, value),
};

/** A code shown and not yet claimed survives a reload, so the code on the screen stays the one staff type. */
export const pendingPairing = {
  get(): Pairing | null {
    try {
      const p = JSON.parse(localStorage.getItem(PAIRING) ?? 'null') as Pairing | null;
      return p && typeof p.code === 'string' && typeof p.secret === 'string' && typeof p.expiresAt === 'number' ? p : null;
    } catch {
      return null;
    }
  },
  set: (p: Pairing | null) => (p ? localStorage.setItem(PAIRING, JSON.stringify(p)) : localStorage.removeItem(PAIRING)),
};

export async function readManifest(): Promise<CachedManifest<PlayerManifest> | null> {
  const res = await (await caches.open(PLAYER_CACHES.data)).match(MANIFEST_KEY);
  if (!res) return null;
  try {
    return (await res.json()) as CachedManifest<PlayerManifest>;
  } catch {
    return null;
  }
}

export async function writeManifest(cached: CachedManifest<PlayerManifest>): Promise<void> {
  const body = new Response(JSON.stringify(cached), { headers: { 'content-type': 'application/json' } });
  await (await caches.open(PLAYER_CACHES.data)).put(MANIFEST_KEY, body);
}

/** Unpaired: the credential, the manifest and its media go; plays still buffered go too (the server would refuse them). */
export async function forgetDisplay(): Promise<void> {
  localStorage.removeItem(CREDENTIAL);
  await Promise.all([caches.delete(PLAYER_CACHES.data), caches.delete(PLAYER_CACHES.media)]);
}

/**
 * Brings the media cache in line with the manifest: files missing or of another ETag are downloaded (past the service
 * worker, which would answer the old copy), files no longer named are dropped. Answers whether every file is cached.
 */
export async function syncMedia(manifest: PlayerManifest): Promise<boolean> {
  const cache = await caches.open(PLAYER_CACHES.media);
  const wanted = manifestMedia(manifest);
  let complete = true;
  for (const media of wanted) {
    const held = await cache.match(media.url);
    if (held && held.headers.get(MEDIA_ETAG_HEADER) === media.etag) continue;
    try {
      const res = await fetch(media.url, { cache: 'reload' });
      if (!res.ok) throw new Error(`${media.url} answered ${res.status}`);
      const headers = new Headers(res.headers);
      headers.set(MEDIA_ETAG_HEADER, media.etag);
      await cache.put(media.url, new Response(await res.blob(), { status: 200, headers }));
    } catch {
      complete = false;
    }
  }
  const urls = new Set(wanted.map((m) => new URL(m.url, location.origin).href));
  for (const request of await cache.keys()) if (!urls.has(request.url)) await cache.delete(request);
  return complete;
}
