import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/common/ids.js';
import { SHARE_MESSAGES } from '../../../domain/reports/share-links.js';
import { mediaItems } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildWorkspaceStaff, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { ManualClock } from '../../test/manual-clock.js';
import { appendActions } from '../audience/service.js';

const DAY = 86_400_000;
let t: TestApp;
let clock: ManualClock;
let tenant: TestTenant;
let other: TestTenant;
const users = {} as Record<'admin' | 'editor' | 'viewer' | 'outsider', TestUser>;
const ids = { campaign: '', venue: '', otherCampaign: '' };
const north = () => tenant.workspaces[0]!.id;

async function item(owner: TestTenant, kind: 'campaign' | 'venue', name: string) {
  const id = newId();
  await t.app.ctx.db
    .insert(mediaItems)
    .values({ tenantId: owner.id, id, kind, projectId: owner.project.id, aggregateId: owner.workspaces[0]!.id, code: name, name });
  return id;
}

const create = (user: TestUser, body: Record<string, unknown>) => injectAs(t, user, { method: 'POST', url: '/api/1.0/share-links', payload: body });
/** The public read, with the console's API key and no bearer. */
const read = (token: string) => injectAs(t, null, { method: 'GET', url: `/api/1.0/shared/${encodeURIComponent(token)}` });

beforeAll(async () => {
  // The server's clock turns with the test (links expire by it); tokens stay valid since it starts at the real time.
  clock = new ManualClock(Date.now());
  t = await buildTestApp({}, { clock });
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  Object.assign(users, await buildWorkspaceStaff(t, tenant, other));
  ids.campaign = await item(tenant, 'campaign', 'Spring Sale');
  ids.venue = await item(tenant, 'venue', 'Central Plaza');
  ids.otherCampaign = await item(tenant, 'campaign', 'Other Campaign');
  const base = { tenantId: tenant.id, projectId: tenant.project.id, aggregateId: north(), updatedOn: new Date(clock.now() - 3_600_000) };
  await appendActions(t.app.ctx.db, [
    { ...base, type: 1, campaignId: ids.campaign, venueId: ids.venue, profileId: 'p-000001' },
    { ...base, type: 2, campaignId: ids.campaign, venueId: ids.venue, profileId: 'p-000002' },
    { ...base, type: 2, campaignId: ids.campaign, profileId: 'p-000003' },
    { ...base, type: 3, campaignId: ids.campaign, profileId: 'p-000001', channel: 'email' },
    { ...base, type: 1, campaignId: ids.otherCampaign, profileId: 'p-000009' },
  ]);
}, 60_000);
afterAll(() => t.close());

describe('share links', () => {
  it("shows the campaign's figures to anyone holding the link, and only them", async () => {
    const made = await create(users.editor, { kind: 'campaign', item_id: ids.campaign, expires_in_days: 3 });
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json();
    expect(link).toMatchObject({ kind: 'campaign', item_id: ids.campaign, state: 'active' });
    // 192 random bits after the tenant id.
    expect(Buffer.from(link.token.split('.')[1], 'base64url').length).toBeGreaterThanOrEqual(16);
    const res = await read(link.token);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ kind: 'campaign', name: 'Spring Sale', statistics: { totalInteractions: 4, likes: 1, views: 2, shares: 1 } });
    expect(report.statistics.shareMetrics).toContainEqual({ channel: 'email', count: 1 });
    expect(report.days.reduce((n: number, d: { total: number }) => n + d.total, 0)).toBe(4);
    expect(res.body).not.toContain(ids.campaign);
    expect(res.body).not.toContain('p-00000');

    // The list shows the link without its token; only the hash is stored.
    const list = await injectAs(t, users.editor, { method: 'GET', url: `/api/1.0/share-links?kind=campaign&item_id=${ids.campaign}` });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ id: link.id, state: 'active' })]);
    expect(list.body).not.toContain(link.token.split('.')[1]);
  });

  it('expires: 410 with the message once its days have passed', async () => {
    const link = (await create(users.admin, { kind: 'venue', item_id: ids.venue, expires_in_days: 1 })).json();
    expect((await read(link.token)).json()).toMatchObject({ kind: 'venue', name: 'Central Plaza', statistics: { totalInteractions: 2 } });
    clock.advance(DAY + 1000);
    try {
      const res = await read(link.token);
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toBe(SHARE_MESSAGES.gone);
    } finally {
      // Back to the time the signed-in calls' tokens were issued at.
      clock.advance(-(DAY + 1000));
    }
    const list = await injectAs(t, users.editor, { method: 'GET', url: `/api/1.0/share-links?kind=venue&item_id=${ids.venue}` });
    expect(list.json()[0]).toMatchObject({ id: link.id, state: 'active', expires_at: new Date(Date.parse(link.created_on) + DAY).toISOString() });
  });

  it('revoked: 410 at once, for good; a viewer may not revoke', async () => {
    const link = (await create(users.editor, { kind: 'campaign', item_id: ids.campaign })).json();
    expect((await read(link.token)).statusCode).toBe(200);
    expect((await injectAs(t, users.viewer, { method: 'DELETE', url: `/api/1.0/share-links/${link.id}` })).statusCode).toBe(403);
    expect((await injectAs(t, users.outsider, { method: 'DELETE', url: `/api/1.0/share-links/${link.id}` })).statusCode).toBe(404);
    expect((await read(link.token)).statusCode).toBe(200);
    const revoked = await injectAs(t, users.editor, { method: 'DELETE', url: `/api/1.0/share-links/${link.id}` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ state: 'revoked' });
    const res = await read(link.token);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(SHARE_MESSAGES.gone);
  });

  it('reaches nothing else: not another item, not an export, not the API with the token as a bearer', async () => {
    const link = (await create(users.editor, { kind: 'campaign', item_id: ids.campaign })).json();
    const asBearer = { authorization: `Bearer ${link.token}` };
    for (const url of [
      `/api/2.0/media-campaigns/${ids.campaign}/export`,
      `/api/2.0/media-campaigns/${ids.otherCampaign}`,
      `/api/2.0/media-campaigns/${ids.campaign}`,
      `/api/1.0/share-links?kind=campaign&item_id=${ids.campaign}`,
    ]) {
      expect((await injectAs(t, null, { method: 'GET', url, headers: asBearer })).statusCode, url).toBe(401);
    }
    const graph = await injectAs(t, null, {
      method: 'POST',
      url: '/api/1.0/media-query',
      headers: asBearer,
      payload: { query: `{ audienceStatistics(kind: "campaign", id: "${ids.otherCampaign}") { totalInteractions } }` },
    });
    expect(graph.statusCode).toBe(401);
    // A token altered in any way, or of another shape, is unknown.
    const [tenantId, secret] = link.token.split('.');
    // The last character changed (to a different one: a secret ending in A stayed itself one run in 64).
    const altered = `${tenantId}.${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [altered, `${other.id}.${secret}`, secret, `${link.token}.x`, 'x']) expect((await read(token)).statusCode, token).toBe(404);
  });

  it('making and listing links needs EDITOR on the workspace; bad input is a 400 that stores nothing', async () => {
    expect((await create(users.viewer, { kind: 'campaign', item_id: ids.campaign })).statusCode).toBe(403);
    expect((await create(users.outsider, { kind: 'campaign', item_id: ids.campaign })).statusCode).toBe(404);
    expect((await injectAs(t, users.viewer, { method: 'GET', url: `/api/1.0/share-links?kind=campaign&item_id=${ids.campaign}` })).statusCode).toBe(403);
    const before = (await injectAs(t, users.editor, { method: 'GET', url: `/api/1.0/share-links?kind=campaign&item_id=${ids.campaign}` })).json().length;
    for (const body of [
      { kind: 'asset', item_id: ids.campaign },
      { kind: 'campaign', item_id: 'nope' },
      { kind: 'campaign', item_id: ids.campaign, expires_in_days: 0 },
      { kind: 'campaign', item_id: ids.campaign, expires_in_days: 1000 },
    ])
      expect((await create(users.editor, body)).statusCode, JSON.stringify(body)).toBe(400);
    // A venue's id named as a campaign is not found.
    expect((await create(users.editor, { kind: 'campaign', item_id: ids.venue })).statusCode).toBe(404);
    const after = (await injectAs(t, users.editor, { method: 'GET', url: `/api/1.0/share-links?kind=campaign&item_id=${ids.campaign}` })).json().length;
    expect(after).toBe(before);
  });
});
