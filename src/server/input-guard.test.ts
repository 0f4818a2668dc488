import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.js';
import { injectAs } from './test/inject-as.js';
import { buildWorld, imageUpload, seededPng, type World } from './test/world.js';

// The classes of input once answered with 500 (NUL, lone surrogates …); each is now a 400 with the place named.
let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWorld(t, 'guard');
});
afterAll(() => t.close());

const asOwner = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => injectAs(t, w.users.owner, { method, url, payload });
const token = (body: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/iam/oauth/token',
    headers: { 'x-api-key': t.apiKey, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(body).toString(),
  });
const reading = (deviceTS: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/1.0/device-readings',
    headers: { authorization: `Device ${w.ids.device}.${w.deviceSecret}` },
    payload: { peopleCount: 1, deviceTS },
  });

describe('NUL characters and lone surrogates', () => {
  it('are refused in path ids and list filters', async () => {
    const byId = await asOwner('GET', '/api/2.0/media-venues/a%00b');
    expect(byId.statusCode).toBe(400);
    expect(byId.json().message).toBe('Invalid params: /id must not contain NUL characters or unpaired UTF-16 surrogates');
    const filtered = await asOwner('GET', `/api/2.0/media-venues?aggregate=${w.ids.workspace}&name=a%00b`);
    expect(filtered.statusCode).toBe(400);
    expect(filtered.json().details).toEqual([{ path: '/name', message: 'must not contain NUL characters or unpaired UTF-16 surrogates' }]);
  });

  it('are refused in JSON body strings and keys, stored as text or as JSON', async () => {
    for (const body of [{ name: 'a\u0000b' }, { description: 'lone \ud800' }, { properties: { ['key\udc00']: 'x' } }]) {
      const res = await asOwner('PUT', `/api/2.0/media-venues/${w.ids.venue}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/^Invalid body: \/\S+ must not contain NUL/);
    }
  });

  it('are refused at the token endpoint with only the API key, in the body or the Basic header', async () => {
    expect((await token({ grant_type: 'password', client_id: 'a\u0000b' })).statusCode).toBe(400);
    expect((await token({ grant_type: 'password', client_id: t.clientId, client_secret: t.clientSecret, username: 'x\u0000', password: 'p' })).statusCode).toBe(
      400,
    );
    const basic = `Basic ${Buffer.from('a\u0000b:secret').toString('base64')}`;
    expect((await token({ grant_type: 'password' }, { authorization: basic })).statusCode).toBe(401);
  });
});

describe('dates PostgreSQL cannot store', () => {
  it.each(['-100000-01-01', '+275760-09-13', '0000-01-01T00:00:00Z'])('are refused in device readings (%s)', async (date) => {
    const res = await reading(date);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Reading 0: deviceTS must be an ISO date-time; nothing was stored');
  });

  it('are refused in anchors and schedules', async () => {
    const anchor = await asOwner('POST', '/api/2.0/media-relations', {
      action: 'update',
      source: { item: 'venue', id: w.ids.venue, relation: { uid: w.relationUid, close: '+275760-09-13' } },
      target: { item: 'asset', id: w.ids.asset },
    });
    expect(anchor.statusCode).toBe(400);
    const schedule = await asOwner('PUT', `/api/2.0/events/${w.ids.event}`, {
      schedules: [{ name: 'x', start: '0000-01-01T00:00:00Z', close: '2026-01-01T00:00:00Z' }],
    });
    expect(schedule.statusCode).toBe(400);
  });
});

describe('malformed multipart uploads', () => {
  const url = () => `/images?type=venue&id=${w.ids.venue}&for=banner`;
  it.each([
    ['without a boundary', 'multipart/form-data', imageUpload(seededPng(160, 90, 'x')).payload],
    ['with another boundary', 'multipart/form-data; boundary=other', imageUpload(seededPng(160, 90, 'x')).payload],
    ['cut short', 'multipart/form-data; boundary=b', Buffer.from('--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nPNG')],
  ])('are answered 400 %s', async (_what, contentType, payload) => {
    const res = await injectAs(t, w.users.owner, { method: 'POST', url: url(), headers: { 'content-type': contentType }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Malformed multipart body|^Send the image as multipart/);
  });
});
