import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/common/ids.js';
import { encodePng } from '../../images/png.js';
import { insertProfile } from '../../seed/builders.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const users = {} as Record<'owner' | 'wsAdmin' | 'wsEditor' | 'wsViewer' | 'member' | 'outsider', TestUser>;
const profiles = {} as Record<'member' | 'wsViewer', string>;

const png = (w: number, h: number) => encodePng(w, h, (x, y) => [x % 256, y % 256, 128, 255]);
// A GIF's logical screen descriptor is all image-size reads: enough to be a GIF of that size.
const gif = (w: number, h: number) => Buffer.concat([Buffer.from('GIF89a'), Buffer.from([w & 255, w >> 8, h & 255, h >> 8]), Buffer.alloc(20)]);

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  users.owner = await buildUser(t, tenant, { role: 'owner' });
  users.wsAdmin = await buildUser(t, tenant, { role: 'admin', on: 'workspace' });
  users.wsEditor = await buildUser(t, tenant, { role: 'editor', on: 'workspace' });
  users.wsViewer = await buildUser(t, tenant, { role: 'reader', on: 'workspace' });
  users.member = await buildUser(t, tenant);
  users.outsider = await buildUser(t, other, { role: 'owner' });
  for (const who of ['member', 'wsViewer'] as const) {
    profiles[who] = newId();
    await insertProfile(t.app.ctx.db, {
      tenantId: tenant.id,
      id: profiles[who],
      key: users[who].id,
      name: { firstName: 'A', middleName: '', lastName: 'B', displayName: 'A' },
    });
  }
});
afterAll(() => t.close());

const north = () => tenant.workspaces[0].id;
const url = (type: string, id: string, purpose: string) => `/images?type=${type}&id=${id}&for=${purpose}`;

function multipart(bytes: Buffer, opts: { field?: string; filename?: string; contentType?: string } = {}) {
  const boundary = '----sdm-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'image'}"; filename="${opts.filename ?? 'picture.png'}"\r\nContent-Type: ${opts.contentType ?? 'image/png'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (user: TestUser | null, target: string, bytes: Buffer, opts?: Parameters<typeof multipart>[1]) => {
  const body = multipart(bytes, opts);
  return injectAs(t, user, { method: 'POST', url: target, payload: body.payload, headers: body.headers });
};
const get = (user: TestUser | null, target: string, headers: Record<string, string> = {}) => injectAs(t, user, { method: 'GET', url: target, headers });

describe('workspace images', () => {
  it('an ADMIN of the workspace uploads a 16:9 banner; a viewer reads it with an ETag, then 304', async () => {
    const bytes = png(320, 180);
    const res = await upload(users.wsAdmin, url('ma', north(), 'banner'), bytes);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ url: url('ma', north(), 'banner'), width: 320, height: 180 });
    const read = await get(users.wsViewer, url('ma', north(), 'banner'));
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['cache-control']).toBe('private, no-cache');
    expect(read.headers.etag).toBe(res.json().etag);
    expect(read.rawPayload.equals(bytes)).toBe(true);
    expect((await get(users.wsViewer, url('ma', north(), 'banner'), { 'if-none-match': String(read.headers.etag) })).statusCode).toBe(304);
  });

  it('a new upload replaces the image and changes its ETag', async () => {
    const first = await get(users.owner, url('ma', north(), 'banner'));
    const res = await upload(users.owner, url('ma', north(), 'banner'), png(160, 90));
    expect(res.statusCode).toBe(201);
    expect(res.json().etag).not.toBe(first.headers.etag);
    expect((await get(users.owner, url('ma', north(), 'banner'), { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(200);
  });

  it('of two uploads at once the last wins whole: 50 rounds, never a 500, and the ETag always names the bytes served', async () => {
    const slot = url('ma', north(), 'img');
    const sha256 = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('hex')}"`;
    const served = (res: Awaited<ReturnType<typeof get>>) => {
      expect(res.headers.etag).toBe(sha256(res.rawPayload));
      expect(PNG.sync.read(res.rawPayload).width).toBeGreaterThan(0);
    };
    for (let round = 0; round < 50; round++) {
      // Different sizes, so the two files differ in length as well as content.
      const images = [png(40 + round, 30), png(90, 60 + round)];
      const [first, second, during] = await Promise.all([
        upload(users.wsAdmin, slot, images[0]),
        upload(users.wsAdmin, slot, images[1]),
        get(users.wsAdmin, slot),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      if (round > 0 || during.statusCode === 200) served(during);
      const read = await get(users.wsAdmin, slot);
      expect(read.statusCode).toBe(200);
      served(read);
      // The stored image is one of the two, whole, and its ETag is the one its upload answered.
      const winner = images.findIndex((bytes) => bytes.equals(read.rawPayload));
      expect(winner).toBeGreaterThanOrEqual(0);
      expect(read.headers.etag).toBe([first, second][winner].json().etag);
    }
  });

  it('accepts icon 1:1 and logo 7:5, and any shape for img', async () => {
    expect((await upload(users.wsAdmin, url('ma', north(), 'icon'), png(64, 64))).statusCode).toBe(201);
    expect((await upload(users.wsAdmin, url('ma', north(), 'logo'), gif(140, 100), { filename: 'logo.gif', contentType: 'image/gif' })).json()).toMatchObject({
      width: 140,
      height: 100,
    });
    expect((await get(users.wsAdmin, url('ma', north(), 'logo'))).headers['content-type']).toBe('image/gif');
    expect((await upload(users.wsAdmin, url('ma', north(), 'img'), png(33, 71))).statusCode).toBe(201);
  });

  it("refuses a wrong ratio or a too small image with the product's message", async () => {
    const cases: [string, Buffer, string][] = [
      ['banner', png(100, 100), 'Please upload an image with aspect ratio 16:9'],
      ['banner', png(162, 90), 'Please upload an image with aspect ratio 16:9'],
      ['icon', png(65, 64), 'Please upload an image with aspect ratio 1:1'],
      ['icon', png(16, 16), 'Please upload an image with aspect ratio 1:1'],
      ['logo', png(160, 90), 'Please upload an image with aspect ratio 7:5'],
    ];
    for (const [purpose, bytes, message] of cases) {
      const res = await upload(users.wsAdmin, url('ma', north(), purpose), bytes);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('refuses bytes that are not an image whatever the name and declared type say', async () => {
    const text = Buffer.from('This is plain text pretending to be a PNG picture.');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><script>alert(1)</script></svg>');
    for (const bytes of [text, svg, Buffer.alloc(0)]) {
      const res = await upload(users.wsAdmin, url('ma', north(), 'img'), bytes, { filename: 'photo.png', contentType: 'image/png' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The file is not a PNG, JPEG, GIF or WebP image.');
    }
  });

  it("refuses a file over 1 MB with 413 and the product's message", async () => {
    const big = Buffer.concat([png(160, 90), Buffer.alloc(1048576)]);
    const res = await upload(users.wsAdmin, url('ma', north(), 'img'), big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Your image file size exceeds 1MB. Please select a smaller image.');
    const huge = await upload(users.wsAdmin, url('ma', north(), 'img'), Buffer.concat([png(160, 90), Buffer.alloc(3 * 1048576)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Your image file size exceeds 1MB. Please select a smaller image.');
  });

  it('needs the primary section role (ADMIN) to upload and VIEWER to read', async () => {
    expect((await upload(users.wsEditor, url('ma', north(), 'banner'), png(160, 90))).statusCode).toBe(403);
    expect((await upload(users.wsViewer, url('ma', north(), 'banner'), png(160, 90))).statusCode).toBe(403);
    expect((await get(users.member, url('ma', north(), 'banner'))).statusCode).toBe(403);
    expect((await get(users.wsViewer, url('ma', tenant.workspaces[1].id, 'banner'))).statusCode).toBe(403);
  });

  it("answers 404 'Unknown owner' for another tenant's or an unknown workspace, and 404 when no image is stored", async () => {
    for (const res of [
      await get(users.outsider, url('ma', north(), 'banner')),
      await upload(users.outsider, url('ma', north(), 'banner'), png(160, 90)),
      await get(users.owner, url('ma', newId(), 'banner')),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Unknown owner');
    }
    expect((await get(users.owner, url('ma', tenant.workspaces[1].id, 'icon'))).statusCode).toBe(404);
  });

  it('answers 401 without a token, 400 for a malformed query or a body that is not the multipart field image', async () => {
    expect((await get(null, url('ma', north(), 'banner'))).statusCode).toBe(401);
    expect((await upload(null, url('ma', north(), 'banner'), png(160, 90))).statusCode).toBe(401);
    expect((await get(users.owner, `/images?type=ma&id=${north()}`)).statusCode).toBe(400);
    expect((await get(users.owner, `/images?type=ma&id=${north()}&for=poster`)).statusCode).toBe(400);
    expect((await get(users.owner, `/images?type=ma&id=../x&for=img`)).statusCode).toBe(400);
    expect((await upload(users.owner, url('ma', north(), 'img'), png(10, 10), { field: 'file' })).statusCode).toBe(400);
    const json = await injectAs(t, users.owner, { method: 'POST', url: url('ma', north(), 'img'), payload: { image: 'x' } });
    expect(json.statusCode).toBe(400);
  });

  it('answers OPTIONS with 204 so the console can drop its copy', async () => {
    const res = await injectAs(t, users.owner, { method: 'OPTIONS', url: url('ma', north(), 'banner') });
    expect(res.statusCode).toBe(204);
  });
});

describe('owners without images yet, and profiles', () => {
  it("answers 404 'Unknown owner' for owner types whose items do not exist yet", async () => {
    for (const type of ['venue', 'asset', 'device', 'campaign', 'creative', 'question']) {
      const res = await upload(users.owner, url(type, newId(), 'img'), png(160, 90));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Unknown owner');
    }
  });

  it('a user uploads and reads their own profile picture; other members cannot see it exists', async () => {
    expect((await upload(users.member, url('profile', profiles.member, 'img'), png(48, 48))).statusCode).toBe(201);
    expect((await get(users.member, url('profile', profiles.member, 'img'))).statusCode).toBe(200);
    expect((await get(users.wsViewer, url('profile', profiles.member, 'img'))).statusCode).toBe(404);
    expect((await upload(users.wsViewer, url('profile', profiles.member, 'img'), png(48, 48))).statusCode).toBe(404);
  });

  it('a user uploads their own profile banner (16:9 only) and reads it back; another member can neither see nor replace it', async () => {
    const banner = url('profile', profiles.member, 'banner');
    const square = await upload(users.member, banner, png(90, 90));
    expect(square.statusCode).toBe(400);
    expect(square.json().message).toBe('Please upload an image with aspect ratio 16:9');
    expect((await get(users.member, banner)).statusCode).toBe(404);
    const stored = await upload(users.member, banner, png(320, 180));
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toMatchObject({ url: banner, width: 320, height: 180 });
    const read = await get(users.member, banner);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(png(320, 180))).toBe(true);
    expect((await get(users.wsViewer, banner)).statusCode).toBe(404);
    expect((await upload(users.wsViewer, banner, png(160, 90))).statusCode).toBe(404);
    expect((await get(users.member, banner)).rawPayload.equals(png(320, 180))).toBe(true);
  });

  it("a tenant owner may replace a member's profile picture", async () => {
    expect((await upload(users.owner, url('profile', profiles.wsViewer, 'img'), png(48, 48))).statusCode).toBe(201);
    expect((await get(users.wsViewer, url('profile', profiles.wsViewer, 'img'))).statusCode).toBe(200);
  });
});
