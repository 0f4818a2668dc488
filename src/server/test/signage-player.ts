import type { TestApp } from './build-test-app.js';
import { buildUser, type TestTenant, type TestUser } from './factories.js';
import { injectAs } from './inject-as.js';
import { mediaUpload, seededPng } from './world.js';

const BASE = '/api/2.0/zeetaminds';
const DAY = 86_400_000;

async function ok(t: TestApp, user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await injectAs(t, user, { method, url, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A workspace ready for screens: two images, a playlist of both, and an asset with a campaign attached for a year. */
export interface SignageStage {
  owner: TestUser;
  ws: string;
  media: { id: string; url: string }[];
  playlist: string;
  asset: string;
  campaign: string;
}

export async function buildSignageStage(t: TestApp, tenant: TestTenant, label: string, workspace = 0): Promise<SignageStage> {
  const owner = await buildUser(t, tenant, { role: 'owner' });
  const ws = tenant.workspaces[workspace].id;
  const now = Date.now();
  const media = [];
  for (const [i, name] of ['first', 'second'].entries()) {
    const upload = mediaUpload(
      { name: `${label} ${name}`, startAt: now - DAY, expiryAt: now + 365 * DAY, duration: 5 + i },
      { name: `${name}.png`, bytes: seededPng(16, 9, `${label}-${name}`), type: 'image/png' },
    );
    const res = await injectAs(t, owner, { method: 'POST', url: `${BASE}/media/file?aggregate=${ws}`, ...upload });
    if (res.statusCode !== 201) throw new Error(`upload → ${res.statusCode} ${res.body}`);
    media.push(res.json());
  }
  const playlist = (
    await ok(t, owner, 'POST', `${BASE}/playlists?aggregate=${ws}`, {
      name: `${label} loop`,
      add_media: [
        { media: media[1].id, duration: 0, play_order: 1, freq: 2 },
        { media: media[0].id, duration: 8, play_order: 0 },
      ],
    })
  ).id;
  const asset = (await ok(t, owner, 'POST', `/api/2.0/media-assets?aggregate=${ws}`, { name: `${label} totem`, code: `${label}-totem`.toUpperCase() })).id;
  const campaign = (await ok(t, owner, 'POST', `/api/2.0/media-campaigns?aggregate=${ws}`, { name: `${label} campaign`, code: `${label}-c`.toUpperCase() })).id;
  await ok(t, owner, 'POST', '/api/2.0/media-relations', {
    action: 'create',
    source: { item: 'campaign', id: campaign, relation: { start: new Date(now - 30 * DAY).toISOString(), close: new Date(now + 365 * DAY).toISOString() } },
    target: { item: 'asset', id: asset },
  });
  return { owner, ws, media, playlist, asset, campaign };
}

/** A people counter of the stage's workspace anchored to its asset over [start, close] (epoch ms), with its credential. */
export async function anchoredCamera(t: TestApp, stage: SignageStage, code: string, start: number, close: number): Promise<{ id: string; secret: string }> {
  const device = await ok(t, stage.owner, 'POST', `/api/2.0/media-devices?aggregate=${stage.ws}`, { name: `Camera ${code}`, code });
  await ok(t, stage.owner, 'POST', '/api/2.0/media-relations', {
    action: 'create',
    source: { item: 'asset', id: stage.asset, relation: { start: new Date(start).toISOString(), close: new Date(close).toISOString() } },
    target: { item: 'device', id: device.id },
  });
  return device;
}

/** A new pairing code from `address`, as a player page asks for it. */
export async function newPairing(t: TestApp, address = '127.0.0.1') {
  const res = await t.app.inject({ method: 'POST', url: '/player/api/pairings', remoteAddress: address });
  if (res.statusCode !== 201) throw new Error(`pairing → ${res.statusCode} ${res.body}`);
  return res.json() as { code: string; secret: string; expiresAt: string };
}

/** A display of the stage's workspace saved with `genToken` by `user` (the stage's owner by default). */
export async function saveDisplay(t: TestApp, stage: SignageStage, genToken: string, user: TestUser = stage.owner) {
  return ok(t, user, 'POST', `${BASE}/displays?aggregate=${stage.ws}`, {
    gen_token: genToken,
    name: `Screen ${genToken}`,
    np: { type: 'pl', id: stage.playlist, name: '' },
    pa: true,
    asset_id: stage.asset,
  }) as Promise<{ id: string; name: string; paired: boolean }>;
}

/** A display paired end to end: a code, a display saved with it, and the credential the page collects. */
export async function pairedDisplay(t: TestApp, stage: SignageStage, address = '127.0.0.1') {
  const pairing = await newPairing(t, address);
  const display = await saveDisplay(t, stage, pairing.code);
  const res = await t.app.inject({ method: 'GET', url: `/player/api/pairings/${pairing.code}`, headers: { authorization: `Pairing ${pairing.secret}` } });
  if (res.statusCode !== 200 || res.json().status !== 'claimed') throw new Error(`collect → ${res.statusCode} ${res.body}`);
  return { display, credential: res.json().credential as string, authorization: `Player ${res.json().credential}` };
}
