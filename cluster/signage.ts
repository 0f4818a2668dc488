// A workspace ready for screens, built through the API as the console builds it (src/server/test/signage-player.ts
// builds the same in-process), and a player's calls as the player page makes them (docs/signage-player.md).
import { encodePng } from '../src/server/images/png.js';
import { answerOf, WHERE, type Answer, type Session } from './client.js';
import { ok } from './helpers.js';

const DAY = 86_400_000;
export const SIGNAGE = '/api/2.0/zeetaminds';

export interface Media {
  id: string;
  url: string;
  size: number;
}

/** In the demo's city-centre: an image, a playlist of it, and an asset with a campaign attached from 30 days back. */
export interface Stage {
  ws: string;
  media: Media;
  playlist: string;
  asset: string;
  campaign: string;
}

/** A small PNG whose pixels (so bytes, so ETag) follow `seed`. */
export function png(seed: string, width = 16, height = 9): Buffer {
  const codes = [...seed].map((c) => c.charCodeAt(0));
  return encodePng(width, height, (x, y) => [codes[x % codes.length], codes[y % codes.length], (x * y) % 256, 255]);
}

/** Uploads an image as the console's media form does (fields, then the file). */
export async function uploadMedia(session: Session, base: string, name: string, bytes: Buffer): Promise<Media> {
  const form = new FormData();
  const now = Date.now();
  form.set('name', name);
  form.set('startAt', String(now - DAY));
  form.set('expiryAt', String(now + 365 * DAY));
  form.set('duration', '5');
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${name}.png`);
  return ok(await session.call(base, 'POST', `${SIGNAGE}/media/file?${WHERE}`, form));
}

export async function buildStage(session: Session, base: string, label: string): Promise<Stage> {
  const media = await uploadMedia(session, base, `${label} image`, png(label));
  const playlist = ok(
    await session.call(base, 'POST', `${SIGNAGE}/playlists?${WHERE}`, { name: `${label} loop`, add_media: [{ media: media.id, duration: 8, play_order: 0 }] }),
  ).id;
  const asset = ok(await session.call(base, 'POST', `/api/2.0/media-assets?${WHERE}`, { name: `${label} totem`, code: `${label}-totem`.toUpperCase() }));
  const campaign = ok(
    await session.call(base, 'POST', `/api/2.0/media-campaigns?${WHERE}`, { name: `${label} campaign`, code: `${label}-c`.toUpperCase() }),
  ).id;
  const now = Date.now();
  ok(
    await session.call(base, 'POST', '/api/2.0/media-relations', {
      action: 'create',
      source: { item: 'campaign', id: campaign, relation: { start: new Date(now - 30 * DAY).toISOString(), close: new Date(now + 365 * DAY).toISOString() } },
      target: { item: 'asset', id: asset.id },
    }),
  );
  return { ws: asset.aggregate_id, media, playlist, asset: asset.id, campaign };
}

/** A call as the player page makes it: no API key, no sign-in, its own Authorization (a pairing secret or its credential). */
export async function player(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  authorization?: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${base}/player/api${path}`, {
    method,
    headers: { ...(authorization ? { authorization } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  return answerOf(response);
}

/**
 * A screen paired end to end: its page asks `pairAt` for a code, staff save a display with it through `consoleAt`, and
 * the page collects its credential from `collectAt`.
 */
export async function pairDisplay(session: Session, stage: Stage, at: { pairAt: string; consoleAt: string; collectAt: string }) {
  const pairing = ok(await player(at.pairAt, 'POST', '/pairings'));
  const display = ok(
    await session.call(at.consoleAt, 'POST', `${SIGNAGE}/displays?${WHERE}`, {
      gen_token: pairing.code,
      name: `Screen ${pairing.code}`,
      np: { type: 'pl', id: stage.playlist, name: '' },
      pa: true,
      asset_id: stage.asset,
    }),
  );
  const claimed = ok(await player(at.collectAt, 'GET', `/pairings/${pairing.code}`, `Pairing ${pairing.secret}`));
  if (claimed.status !== 'claimed') throw new Error(`pairing ${pairing.code} is ${claimed.status}, not claimed`);
  return { display, credential: claimed.credential as string, authorization: `Player ${claimed.credential}` };
}
