import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART_FIELDS, PART_MESSAGES, PART_SECTIONS, type PartField } from '../../../domain/creatives/parts.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, buildWorkspaceStaff, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { imageUpload, seededPng } from '../../test/world.js';

let t: TestApp;
let tenant: TestTenant;
let staff: Awaited<ReturnType<typeof buildWorkspaceStaff>>;
let owner: TestUser;
let creativeId: string;

const base = (id = creativeId) => `/api/2.0/media-creatives/${id}`;
const at = (section: PartField, sub?: string) => `${base()}/${PART_SECTIONS[section].route}${sub ? `/${sub}` : ''}`;
const media = (name: string, more: object = {}) => ({ name, description: `${name} described`, url: 'https://example.com/x', ...more });
const asset = (more: object = {}) => ({ type: 'Media', subtype: 'Image', city: 'Dubai', geoLocation: { type: 'Point', coordinates: [55.27, 25.2] }, ...more });
const points = (action: string, more: object = {}) => ({ action, defaultPoints: 10, maxLimit: 100, ...more });
const route = (startStation: string) => ({ startStation, endStation: 'Airport', startDate: '2026-12-01T00:00:00Z', endDate: '2027-12-01T00:00:00Z' });
const bodyFor = (section: PartField, n: number) =>
  section === 'assets'
    ? asset()
    : section === 'campaignActions'
      ? points(['like', 'view', 'share'][n % 3])
      : section === 'route'
        ? route(`Central ${n}`)
        : media(`${section} ${n}`);
/** Each section's change and what the stored card then shows of it. */
const changeFor = (section: PartField): [object, object] =>
  section === 'assets'
    ? [asset({ city: 'Sharjah' }), { city: 'Sharjah' }]
    : section === 'campaignActions'
      ? [points('like', { maxLimit: 5 }), { maxLimit: 5 }]
      : section === 'route'
        ? [route('Harbour'), { startStation: 'Harbour', vehicleType: 'BUS' }]
        : [media('renamed'), { name: 'renamed' }];

async function read(user: TestUser = owner, id = creativeId) {
  const res = await injectAs(t, user, { method: 'GET', url: base(id) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  const other = await buildTenant(t);
  staff = await buildWorkspaceStaff(t, tenant, other);
  owner = await buildUser(t, tenant, { role: 'owner' });
  const created = await injectAs(t, owner, {
    method: 'POST',
    url: `/api/2.0/media-creatives?aggregate=${tenant.workspaces[0].id}`,
    payload: { code: 'CR1', name: 'Spring', location: 'Dubai Mall, atrium' },
  });
  expect(created.statusCode).toBe(201);
  creativeId = created.json().id;
});
afterAll(() => t.close());

describe('creative cards', () => {
  it('adds, replaces and deletes a card in every section; the creative answers them in its arrays', async () => {
    for (const section of PART_FIELDS) {
      const added = await injectAs(t, staff.admin, { method: 'POST', url: at(section), payload: bodyFor(section, 0) });
      expect(added.statusCode, `${section}: ${added.body}`).toBe(201);
      const card = added.json();
      expect(card.id).toMatch(/^[A-Za-z0-9]{6}$/);
      const [changed, shown] = changeFor(section);
      const put = await injectAs(t, staff.admin, { method: 'PUT', url: at(section, card.id), payload: changed });
      expect(put.statusCode, `${section}: ${put.body}`).toBe(200);
      const stored = (await read())[section];
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        id: card.id,
        ...shown,
      });
      expect((await injectAs(t, staff.admin, { method: 'DELETE', url: at(section, card.id) })).statusCode).toBe(204);
      expect((await read())[section]).toEqual([]);
      expect((await injectAs(t, staff.admin, { method: 'DELETE', url: at(section, card.id) })).statusCode).toBe(404);
    }
  });

  it('answers location and every array of docs/product/creatives-assets-signage.md §3, on a read and on a write of the creative', async () => {
    const creative = await read();
    expect(creative.location).toBe('Dubai Mall, atrium');
    const renamed = await injectAs(t, owner, { method: 'PUT', url: base(), payload: { name: 'Spring 2' } });
    expect(renamed.json()).toMatchObject({ name: 'Spring 2', assets: [], hyperlinks: [], imageCount: 0 });
    for (const field of ['assets', 'files', 'formFiles', 'videoFiles', 'audioFiles', 'arFiles', 'vrFiles', 'hyperlinks', 'campaignActions', 'imageFiles'])
      expect(creative[field], field).toEqual([]);
  });

  it('fills the defaults: enabled and doLogin true, radius 100 km, gratification type by action', async () => {
    const link = (await injectAs(t, owner, { method: 'POST', url: at('hyperlinks'), payload: { name: 'Site', description: 'Our site' } })).json();
    expect(link).toMatchObject({ enabled: true, doLogin: true, url: '', startDate: null, closeDate: null });
    const image = (await injectAs(t, owner, { method: 'POST', url: at('assets'), payload: asset() })).json();
    expect(image).toMatchObject({ radius: 100, type: 'Media', subtype: 'Image', hasImage: false });
    const share = (await injectAs(t, owner, { method: 'POST', url: at('campaignActions'), payload: points('share', { arPoints: 3 }) })).json();
    expect(share).toMatchObject({ type: 3, arPoints: 3, minimumPoints: 0, extraPoints: 0, additionalPoints: 0, validationPoints: 0 });
  });

  it('keeps a client id of 6 characters unique within the creative', async () => {
    const first = await injectAs(t, owner, { method: 'POST', url: at('files'), payload: { id: 'abc123', ...media('Brochure') } });
    expect(first.json().id).toBe('abc123');
    const again = await injectAs(t, owner, { method: 'POST', url: at('videoFiles'), payload: { id: 'abc123', ...media('Clip') } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PART_MESSAGES.idTaken);
    expect((await injectAs(t, owner, { method: 'POST', url: at('files'), payload: { id: 'abc', ...media('Short') } })).statusCode).toBe(400);
  });

  it('refuses bad cards with a reason and changes nothing', async () => {
    const before = await read();
    const refusals: [PartField, object, string?][] = [
      ['hyperlinks', media('Evil', { url: 'javascript:alert(1)' }), PART_MESSAGES.httpOnly],
      ['hyperlinks', media('Data', { url: 'data:text/html,hi' }), PART_MESSAGES.httpOnly],
      ['audioFiles', { name: 'No description' }, PART_MESSAGES.descriptionRequired],
      ['formFiles', { description: 'no name' }, PART_MESSAGES.nameRequired],
      ['vrFiles', media('Late', { startDate: '2030-01-02T00:00:00Z', closeDate: '2030-01-01T00:00:00Z' }), PART_MESSAGES.closeBeforeStart],
      ['assets', { city: 'Dubai' }, PART_MESSAGES.assetTypeRequired],
      ['assets', asset({ subtype: null }), PART_MESSAGES.assetTypeRequired],
      ['assets', asset({ type: 'Nonsense' })],
      ['assets', asset({ radius: -1 })],
      ['campaignActions', { action: 'like', maxLimit: 1 }, PART_MESSAGES.pointsRequired],
      ['campaignActions', { action: 'like', defaultPoints: 'ten', maxLimit: 1 }, PART_MESSAGES.pointsRequired],
      ['campaignActions', { action: 'poke', defaultPoints: 1, maxLimit: 1 }],
    ];
    for (const [section, body, message] of refusals) {
      const res = await injectAs(t, owner, { method: 'POST', url: at(section), payload: body });
      expect(res.statusCode, `${section} ${JSON.stringify(body)}`).toBe(400);
      if (message) expect(res.body).toContain(message);
    }
    expect(await read()).toEqual(before);
  });

  it('allows one gratification per action', async () => {
    const first = await injectAs(t, owner, { method: 'POST', url: at('campaignActions'), payload: points('view') });
    expect(first.statusCode).toBe(201);
    const twice = await injectAs(t, owner, { method: 'POST', url: at('campaignActions'), payload: points('view') });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(PART_MESSAGES.actionTaken);
  });

  it('lets ADMIN write and VIEWER read; editors are refused, another tenant is told nothing', async () => {
    const card = (await injectAs(t, staff.admin, { method: 'POST', url: at('arFiles'), payload: media('AR') })).json();
    expect((await injectAs(t, staff.editor, { method: 'POST', url: at('arFiles'), payload: media('AR 2') })).statusCode).toBe(403);
    expect((await injectAs(t, staff.viewer, { method: 'PUT', url: at('arFiles', card.id), payload: media('AR 3') })).statusCode).toBe(403);
    expect((await injectAs(t, staff.viewer, { method: 'DELETE', url: at('arFiles', card.id) })).statusCode).toBe(403);
    expect((await read(staff.viewer)).arFiles.map((a: { id: string }) => a.id)).toContain(card.id);
    for (const [method, url] of [
      ['POST', at('arFiles')],
      ['PUT', at('arFiles', card.id)],
      ['DELETE', at('arFiles', card.id)],
      ['GET', base()],
    ] as const) {
      const res = await injectAs(t, staff.outsider, { method, url, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: media('X') }) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // A card id of another section is not found in this one.
    expect((await injectAs(t, owner, { method: 'PUT', url: at('vrFiles', card.id), payload: media('VR') })).statusCode).toBe(404);
  });

  it('keeps both of two cards edited at the same moment, round after round', async () => {
    const a = (await injectAs(t, owner, { method: 'POST', url: at('videoFiles'), payload: media('A') })).json();
    const b = (await injectAs(t, owner, { method: 'POST', url: at('videoFiles'), payload: media('B') })).json();
    for (let round = 1; round <= 10; round++) {
      const saves = await Promise.all([
        injectAs(t, owner, { method: 'PUT', url: at('videoFiles', a.id), payload: media(`A${round}`) }),
        injectAs(t, staff.admin, { method: 'PUT', url: at('videoFiles', b.id), payload: media(`B${round}`, { enabled: round % 2 === 0 }) }),
        injectAs(t, owner, { method: 'POST', url: at('videoFiles'), payload: media(`C${round}`) }),
      ]);
      expect(saves.map((s) => s.statusCode)).toEqual([200, 200, 201]);
      const videos: { id: string; name: string; enabled: boolean }[] = (await read()).videoFiles;
      expect(videos.find((v) => v.id === a.id)?.name).toBe(`A${round}`);
      expect(videos.find((v) => v.id === b.id)).toMatchObject({ name: `B${round}`, enabled: round % 2 === 0 });
      expect(videos.filter((v) => v.name.startsWith('C'))).toHaveLength(round);
    }
  });

  it('stores an image asset picture at its own address, counts it, and deletes it with its card', async () => {
    const card = (await injectAs(t, owner, { method: 'POST', url: at('assets'), payload: asset() })).json();
    const url = `/images?type=creative&id=${creativeId}&asset=${card.id}&for=img`;
    expect((await injectAs(t, owner, { method: 'POST', url, ...imageUpload(seededPng(40, 30, 'asset')) })).statusCode).toBe(201);
    expect((await injectAs(t, staff.viewer, { method: 'GET', url })).statusCode).toBe(200);
    const creative = await read();
    expect(creative.assets.find((x: { id: string }) => x.id === card.id).hasImage).toBe(true);
    expect(creative.imageCount).toBe(1);
    const tiles = await injectAs(t, owner, { method: 'GET', url: `/api/2.0/media-creatives?aggregate=${tenant.workspaces[0].id}&fields=id,name,imageCount` });
    expect(tiles.json().find((c: { id: string }) => c.id === creativeId).imageCount).toBe(1);
    // No picture for a card that is not there, nor an asset of another owner kind.
    const unknown = `/images?type=creative&id=${creativeId}&asset=zzzzzz&for=img`;
    expect((await injectAs(t, owner, { method: 'POST', url: unknown, ...imageUpload(seededPng(40, 30, 'x')) })).statusCode).toBe(404);
    expect((await injectAs(t, owner, { method: 'GET', url: `/images?type=venue&id=${creativeId}&asset=${card.id}&for=img` })).statusCode).toBe(400);
    expect((await injectAs(t, owner, { method: 'DELETE', url: at('assets', card.id) })).statusCode).toBe(204);
    expect((await injectAs(t, owner, { method: 'GET', url })).statusCode).toBe(404);
    expect((await read()).imageCount).toBe(0);
  });

  it('answers an unchanged creative 304 to its ETag, and a new answer after any card changes', async () => {
    const first = await injectAs(t, owner, { method: 'GET', url: base() });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect((await injectAs(t, owner, { method: 'GET', url: base(), headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const card = (await injectAs(t, owner, { method: 'POST', url: at('hyperlinks'), payload: media('Fresh') })).json();
    const after = await injectAs(t, owner, { method: 'GET', url: base(), headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().hyperlinks.map((h: { id: string }) => h.id)).toContain(card.id);
    await injectAs(t, owner, { method: 'DELETE', url: at('hyperlinks', card.id) });
    expect((await injectAs(t, owner, { method: 'GET', url: base(), headers: { 'if-none-match': after.headers.etag as string } })).statusCode).toBe(200);
    // Another reader's tag is not this one's (fields change the answer).
    expect((await injectAs(t, owner, { method: 'GET', url: `${base()}?fields=name`, headers: { 'if-none-match': etag } })).statusCode).toBe(200);
  });
});
