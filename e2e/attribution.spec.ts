import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { CUSTOMER_CLIENT_ID } from '../src/server/seed/clients.js';
import { mediaUpload, seededPng } from '../src/server/test/world.js';
import { accessTokenOf, apiAs, signedInOn, useConsole } from './support/use-console.js';

const site = useConsole();
const WS = '/demo/mall/city-centre';
const MIN = 60_000;
const DAY = 86_400_000;

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const figure = (page: Page, testId: string) => page.getByTestId(testId).first().innerText();

/**
 * A campaign on a screen, from the real APIs: the screen pairs as a display of the campaign's asset and reports three
 * plays, a camera anchored to the asset counts people around them, and a customer views and likes the campaign there.
 * The figures are those the attribution API test works out by hand: 3 plays, 2 measured, 66 impressions.
 */
async function seedCampaignOnScreen() {
  const app = site.server.app;
  const [{ id: ws }] = (
    (await app.ctx.db.execute(
      sql`select a.id from aggregates a join tenants t on t.id = a.tenant_id where t.key = 'demo' and a.key = 'city-centre'`,
    )) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const owner = await apiAs(site, 'owner');
  const { token, apiKey } = await accessTokenOf(site, 'owner');
  const now = Date.now();
  const upload = mediaUpload(
    { name: 'E2E attribution still', startAt: now - DAY, expiryAt: now + 365 * DAY, duration: 8 },
    { name: 'still.png', bytes: seededPng(16, 9, 'attribution'), type: 'image/png' },
  );
  const uploaded = await app.inject({
    method: 'POST',
    url: `/api/2.0/zeetaminds/media/file?aggregate=${ws}`,
    headers: { authorization: `Bearer ${token}`, 'x-api-key': apiKey, ...upload.headers },
    payload: upload.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const media = uploaded.json().id as string;
  const playlist = await owner('POST', `/api/2.0/zeetaminds/playlists?aggregate=${ws}`, {
    name: 'E2E attribution loop',
    add_media: [{ media, duration: 8, play_order: 0 }],
  });
  const asset = await owner('POST', `/api/2.0/media-assets?aggregate=${ws}`, { name: 'E2E Attribution Totem', code: 'E2EATTRTOTEM' });
  const campaign = await owner<{ id: string; name: string }>('POST', `/api/2.0/media-campaigns?aggregate=${ws}`, {
    name: 'E2E Attribution Campaign',
    code: 'E2EATTR',
  });
  const anchor = (source: { item: string; id: string }, target: { item: string; id: string }) =>
    owner('POST', '/api/2.0/media-relations', {
      action: 'create',
      source: { ...source, relation: { start: new Date(now - 2 * DAY).toISOString(), close: new Date(now + 365 * DAY).toISOString() } },
      target,
    });
  await anchor({ item: 'campaign', id: campaign.id }, { item: 'asset', id: asset.id });
  const camera = await owner<{ id: string; secret: string }>('POST', `/api/2.0/media-devices?aggregate=${ws}`, { name: 'E2E Door Camera', code: 'E2ECAM' });
  await anchor({ item: 'asset', id: asset.id }, { item: 'device', id: camera.id });

  // The screen asks for a code, the display is saved with it on the asset, and the screen collects its credential.
  const pairing = (await app.inject({ method: 'POST', url: '/player/api/pairings' })).json() as { code: string; secret: string };
  await owner('POST', `/api/2.0/zeetaminds/displays?aggregate=${ws}`, {
    gen_token: pairing.code,
    name: 'E2E attribution screen',
    np: { type: 'pl', id: playlist.id, name: '' },
    pa: true,
    asset_id: asset.id,
  });
  const claimed = await app.inject({ method: 'GET', url: `/player/api/pairings/${pairing.code}`, headers: { authorization: `Pairing ${pairing.secret}` } });
  expect(claimed.json().status, claimed.body).toBe('claimed');

  // Whole minutes, an hour back. The camera counts 10 people at minute 0, 30 at minute 10, 50 at minute 50.
  const base = Math.floor((now - 60 * MIN) / MIN) * MIN;
  for (const [minute, people] of [
    [0, 10],
    [10, 30],
    [50, 50],
  ]) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/1.0/device-readings',
      headers: { authorization: `Device ${camera.id}.${camera.secret}` },
      payload: { peopleCount: people, deviceTS: new Date(base + minute * MIN).toISOString() },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  // Minutes 2–4 (mean 16), 30–31 (no reading reaches it), 45–47 (50): 66 impressions over 2 measured plays.
  const plays = [
    [2, 4],
    [30, 31],
    [45, 47],
  ].map(([from, to], i) => ({ id: `e2e-attr-${i}`, mediaId: media, startedAt: base + from * MIN, endedAt: base + to * MIN, completed: true }));
  const sent = await app.inject({
    method: 'POST',
    url: '/player/api/plays',
    headers: { authorization: `Player ${claimed.json().credential}` },
    payload: { plays },
  });
  expect(sent.json().stored, sent.body).toHaveLength(3);

  // The customer app: four views and two likes of the campaign at the totem.
  const customer = await apiAs(site, 'owner', CUSTOMER_CLIENT_ID);
  const at = new Date(base + 20 * MIN).toISOString();
  const actions = [2, 2, 2, 2, 1, 1].map((type, i) => ({
    id: `e2e-attr-action-${now.toString(36)}-${i}`,
    type,
    campaignId: campaign.id,
    assetId: asset.id,
    at,
  }));
  expect((await customer<{ stored: string[] }>('POST', '/api/1.0/audience-actions', { actions })).stored).toHaveLength(6);
  return { campaign, asset };
}

it("shows a campaign's funnel from plays to redemptions in its Attribution section, and its measured impressions on the Audience page", async () => {
  const { campaign } = await seedCampaignOnScreen();
  const page = await signedInOn(site, `${WS}/campaigns/${campaign.id}`, 'viewer');

  const attribution = section(page, 'Attribution');
  await attribution.getByTestId('attribution-tiles').waitFor();
  const shown = async (keys: string[]) => Promise.all(keys.map((k) => figure(page, `attribution-${k}`)));
  expect(await shown(['plays', 'measuredPlays', 'impressions', 'interactions', 'acquired', 'redeemed'])).toEqual(['3', '2', '66', '6', '0', '0']);
  expect(await shown(['rate-impressionsPerPlay', 'rate-interactionsPerImpression', 'rate-acquiredPerInteraction', 'rate-redeemedPerAcquired'])).toEqual([
    '33',
    '9.09%',
    '0%',
    'Unknown',
  ]);
  await attribution.getByTestId('attribution-funnel').locator('svg').waitFor();
  expect(await attribution.getByRole('table', { name: 'Per asset' }).getByTestId('attribution-row').innerText()).toMatch(
    /^E2E Attribution Totem\s+3\s+2\s+66\s+33\s+4\s+2\s+0\s+6\s+0\s+0\s+0\s+9\.09%$/,
  );
  // A period without the plays: the funnel is empty and its rates unknown.
  await attribution.getByLabel('First day').fill('2026-01-01');
  await attribution.getByLabel('Last day').fill('2026-01-02');
  await attribution.getByText('Between the steps').click(); // leaves the picker
  await expect.poll(() => figure(page, 'attribution-plays')).toBe('0');
  expect(await figure(page, 'attribution-rate-impressionsPerPlay')).toBe('Unknown');

  await page.goto(`${site.server.url}${WS}/audience`);
  const panel = page.getByTestId('impressions-panel');
  // The newest campaign is chosen once the names are read; then this one is searched for and picked.
  const choice = panel.getByLabel('Campaign', { exact: true });
  await expect.poll(() => choice.inputValue()).not.toBe('');
  await choice.click();
  await choice.fill(campaign.name);
  await page.getByRole('option', { name: campaign.name }).click();
  await expect.poll(() => figure(page, 'impressions-impressions')).toBe('66');
  expect([
    await figure(page, 'impressions-plays'),
    await figure(page, 'impressions-measuredPlays'),
    await figure(page, 'impressions-impressionsPerPlay'),
  ]).toEqual(['3', '2', '33']);
  await panel.locator('[data-chart] svg').waitFor();
}, 60_000);
