import { afterAll, beforeAll, expect, it } from 'vitest';
import { newId } from '../../../domain/common/ids.js';
import { mediaItems, type MediaItemKind } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { CUSTOMER_CLIENT_ID } from '../../seed/clients.js';
import { appClient, injectAs } from '../../test/inject-as.js';

/** 'Venues by Interactions' of a campaign: each venue's interactions counted here from the actions the test sent. */
let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let customer: TestUser;
let viewer: TestUser;
let outsider: TestUser;
const item = { north: newId(), south: newId(), quiet: newId(), campaign: newId(), otherCampaign: newId() };
const QUERY = 'query($c: ID!) { campaignVenues(campaign_id: $c) { venue_id name likes views shares total } }';
const graph = (user: TestUser, variables: object) => injectAs(t, user, { method: 'POST', url: '/api/1.0/media-query', payload: { query: QUERY, variables } });

async function addItem(tenantId: string, projectId: string, aggregateId: string, kind: MediaItemKind, id: string, name: string) {
  await t.app.ctx.db.insert(mediaItems).values({ tenantId, id, kind, projectId, aggregateId, code: id.slice(0, 10), name });
}

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  const ws = tenant.workspaces[0].id;
  const p = tenant.project.id;
  await addItem(tenant.id, p, ws, 'venue', item.north, 'North Gate');
  await addItem(tenant.id, p, ws, 'venue', item.south, 'South Gate');
  await addItem(tenant.id, p, ws, 'venue', item.quiet, 'Quiet Corner');
  await addItem(tenant.id, p, ws, 'campaign', item.campaign, 'Spring');
  await addItem(other.id, other.project.id, other.workspaces[0].id, 'campaign', item.otherCampaign, 'Theirs');
  customer = await buildUser(t, tenant);
  viewer = await buildUser(t, tenant, { role: 'reader' });
  outsider = await buildUser(t, other, { role: 'reader' });
  const profile = await injectAs(t, customer, {
    method: 'POST',
    url: '/api/1.0/profiles',
    payload: { key: customer.id, name: { firstName: 'A', lastName: 'B', displayName: 'AB' } },
  });
  expect(profile.statusCode).toBe(201);
});
afterAll(() => t?.close());

it("counts a campaign's interactions per venue, most first; dislikes, other campaigns and venue-less actions are left out", async () => {
  const at = new Date(Date.now() - 60_000).toISOString();
  const actions = [
    ...[1, 2, 2, 3].map((type) => ({ type, venueId: item.south, campaignId: item.campaign })),
    ...[1, 2].map((type) => ({ type, venueId: item.north, campaignId: item.campaign })),
    { type: 4, venueId: item.north, campaignId: item.campaign },
    { type: 2, campaignId: item.campaign },
    { type: 2, venueId: item.quiet },
  ].map((a, i) => ({ ...a, id: `cv-${Date.now().toString(36)}-${i}`, at, ...(a.type === 3 ? { channel: 'email' } : {}) }));
  const sent = await injectAs(t, customer, { method: 'POST', url: '/api/1.0/audience-actions', payload: { actions } }, await appClient(t, CUSTOMER_CLIENT_ID));
  expect(sent.statusCode, sent.body).toBe(200);

  const expected = [item.south, item.north].map((venue) => {
    const mine = actions.filter((a) => a.venueId === venue && a.campaignId === item.campaign);
    const n = (type: number) => mine.filter((a) => a.type === type).length;
    return { venue_id: venue, name: venue === item.south ? 'South Gate' : 'North Gate', likes: n(1), views: n(2), shares: n(3), total: n(1) + n(2) + n(3) };
  });
  const res = await graph(viewer, { c: item.campaign });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.campaignVenues).toEqual(expected);
});

it("another tenant's campaign is not found, and a reader of another tenant cannot read ours", async () => {
  expect((await graph(viewer, { c: item.otherCampaign })).json().errors[0].extensions.code).toBe('NOT_FOUND');
  expect((await graph(outsider, { c: item.campaign })).json().errors[0].extensions.code).toBe('NOT_FOUND');
  expect((await graph(viewer, { c: item.north })).json().errors[0].extensions.code).toBe('NOT_FOUND');
});
