import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PART_MESSAGES } from '../src/domain/creatives/parts.js';
import { clickDisabled, expectFieldMessage, expectFieldQuiet, expectPath, signIn, wholePage } from './support/console.js';
import { apiAs, useConsole } from './support/use-console.js';

const site = useConsole();
const WS = '/demo/mall/city-centre';
let files: string;
let creativeId = '';
beforeAll(() => {
  files = mkdtempSync(join(tmpdir(), 'sdm-cards-e2e-'));
});
afterAll(() => rmSync(files, { recursive: true, force: true }));

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
const snackbar = (page: Page, text: string) => page.locator('[data-testid^="snackbar-"]').filter({ hasText: text }).first();
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const rows = async <T>(query: ReturnType<typeof sql>) => ((await site.server.app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
const stored = (part: string) =>
  rows<{ sub_id: string; doc: Record<string, unknown> }>(sql`select sub_id, doc from creative_parts where creative_id = ${creativeId} and section = ${part}`);

function png(name: string): string {
  const image = new PNG({ width: 64, height: 48 });
  for (let i = 0; i < 64 * 48; i++) image.data.set([i % 256, 90, 160, 255], i * 4);
  const path = join(files, name);
  writeFileSync(path, PNG.sync.write(image));
  return path;
}

async function ownerOnCreative(): Promise<Page> {
  if (!creativeId) {
    const api = await apiAs(site, 'owner');
    const [workspace] = await rows<{ id: string }>(sql`select id from aggregates where key = 'city-centre'`);
    creativeId = (await api('POST', `/api/2.0/media-creatives?aggregate=${workspace.id}`, { code: 'CARDS-1', name: 'E2E Cards Creative' })).id;
  }
  const page = await site.newPage({ viewport: { width: 1400, height: 1000 } });
  await signIn(page, site.server.url, 'owner');
  await expectPath(page, '/demo/portfolio/summary');
  await page.goto(`${site.server.url}${WS}/creatives/${creativeId}`);
  await page.getByRole('heading', { name: 'Creative E2E Cards Creative' }).waitFor();
  return page;
}

/** Declines the delete ('coward'), then confirms it: the card goes. */
async function deleteCard(page: Page, s: Locator, name: string) {
  await s.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByText(PART_MESSAGES.deleteConfirm).waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'coward' });
  await alert.waitFor();
  await page.getByRole('button', { name: 'OK' }).click();
  await alert.waitFor({ state: 'detached' });
  expect(await s.getByTestId('card').count()).toBeGreaterThan(0);
  await s.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await s.getByRole('button', { name: `Delete ${name}` }).waitFor({ state: 'detached' });
}

const MEDIA: [title: string, part: string, add: string, url: string][] = [
  ['Streaming Image', 'imageFiles', 'Add Streaming Image', 'URL'],
  ['Streaming Video', 'videoFiles', 'Add Video', 'URL'],
  ['Streaming Audio', 'audioFiles', 'Add Audio', 'URL (Embadded IFrame Link)'],
  ['Brochure/files', 'files', 'Add File', 'URL'],
  ['Forms', 'formFiles', 'Add Form', 'URL (Embadded IFrame Link)'],
  ['Hyperlinks', 'hyperlinks', 'Add Hyperlink', 'URL'],
  ['AR assets', 'arFiles', 'Add AR File', 'URL'],
  ['VR assets', 'vrFiles', 'Add VR File', 'URL'],
];

it('adds, edits, cancels and deletes media cards in every media section', async () => {
  const page = await ownerOnCreative();
  // The sections stand in the order of docs/product/creatives-assets-signage.md §2.2, the learning ones between Hyperlinks and AR assets (they come
  // with the cards, after the primary section).
  await page.locator('section[aria-label="Questionnaire"]').waitFor();
  await page.locator('section[aria-label="Gratification"]').waitFor();
  const titles = await page.locator('section[aria-label]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  const order = [
    'Creative Image Assets',
    ...MEDIA.slice(0, 6).map((m) => m[0]),
    'Content Tutors',
    'Content Topics',
    'Questionnaire',
    'AR assets',
    'VR assets',
    'Gratification',
  ];
  expect(titles.filter((t) => order.includes(t ?? ''))).toEqual(order);

  for (const [title, part, addLabel, urlLabel] of MEDIA) {
    const s = section(page, title);
    const add = s.getByRole('button', { name: addLabel });
    expect(await add.isDisabled(), title).toBe(true);
    await s.getByRole('button', { name: 'Edit', exact: true }).click();
    await add.click();
    const form = s.getByTestId('card-form');
    const save = form.getByRole('button', { name: 'Save' });
    // Name and description are required; a javascript: URL is refused before it is sent.
    expect(await save.isDisabled()).toBe(true);
    // Only one card at a time: Add is off while this one is open.
    expect(await add.isDisabled()).toBe(true);
    await form.getByRole('textbox', { name: /^Name/ }).fill(`${title} one`);
    await form.getByRole('textbox', { name: /^Description/ }).fill('Played in the atrium');
    await form.getByRole('textbox', { name: urlLabel, exact: true }).fill('javascript:alert(1)');
    expect(await save.isDisabled()).toBe(true);
    await form.getByRole('textbox', { name: urlLabel, exact: true }).fill('https://media.example.com/one');
    await save.click();
    const card = s.getByTestId('card').filter({ hasText: `${title} one` });
    await card.getByText('Playing').waitFor();
    await card.getByText('Start : –').waitFor();

    // Edit: stop it.
    await s.getByRole('button', { name: `Edit ${title} one` }).click();
    await s.getByTestId('card-form').getByRole('checkbox', { name: 'Enabled?' }).uncheck();
    await s.getByTestId('card-form').getByRole('button', { name: 'Save' }).click();
    await card.getByText('Stopped').waitFor();
    await poll(async () => (await stored(part)).map((r) => r.doc.enabled)).toEqual([false]);

    // Cancel on a new card removes it.
    await add.click();
    await s.getByTestId('card-form').getByRole('textbox', { name: /^Name/ }).fill('never saved');
    await s.getByTestId('card-form').getByRole('button', { name: 'Cancel' }).click();
    await poll(() => s.getByTestId('card').count()).toBe(1);
    expect(await s.getByTestId('card-form').count()).toBe(0);

    await deleteCard(page, s, `${title} one`);
    await poll(async () => (await stored(part)).length).toBe(0);
  }
});

it('a new card says nothing until touched; a field cleared and left says why beside itself, and the disabled Save shows every message', async () => {
  const page = await ownerOnCreative();
  const links = section(page, 'Hyperlinks');
  await links.getByRole('button', { name: 'Edit', exact: true }).click();
  await links.getByRole('button', { name: 'Add Hyperlink' }).click();
  const form = links.getByTestId('card-form');
  const name = form.getByRole('textbox', { name: /^Name/ });
  const description = form.getByRole('textbox', { name: /^Description/ });
  const save = form.getByRole('button', { name: 'Save' });
  await expectFieldQuiet(name, PART_MESSAGES.nameRequired);
  await expectFieldQuiet(description, PART_MESSAGES.descriptionRequired);
  await name.fill('Our site');
  await name.fill('');
  await name.blur();
  await expectFieldMessage(name, PART_MESSAGES.nameRequired);
  expect(await save.isDisabled()).toBe(true);
  await expectFieldQuiet(description, PART_MESSAGES.descriptionRequired);
  await clickDisabled(save);
  await expectFieldMessage(description, PART_MESSAGES.descriptionRequired);
  await form.getByRole('button', { name: 'Cancel' }).click();

  // An image asset's type, and a gratification's points, the same way.
  const assets = section(page, 'Creative Image Assets');
  await assets.getByRole('button', { name: 'Edit', exact: true }).click();
  await assets.getByRole('button', { name: 'Add Image Asset' }).click();
  const assetForm = assets.getByTestId('card-form');
  const type = assetForm.getByRole('combobox', { name: 'Type', exact: true });
  await expectFieldQuiet(type, PART_MESSAGES.assetTypeRequired);
  await clickDisabled(assetForm.getByRole('button', { name: 'Save' }));
  await expectFieldMessage(type, PART_MESSAGES.assetTypeRequired);
  await assetForm.getByRole('button', { name: 'Cancel' }).click();

  const points = section(page, 'Gratification');
  await points.getByRole('button', { name: 'Edit', exact: true }).click();
  await points.getByRole('button', { name: 'Add Gratification Points' }).click();
  const pointsForm = points.getByTestId('card-form');
  const configured = pointsForm.getByRole('textbox', { name: /^Points Configured/ });
  const limit = pointsForm.getByRole('textbox', { name: /^Maximum Limit/ });
  await expectFieldQuiet(configured, PART_MESSAGES.pointsRequired);
  await configured.fill('10');
  await configured.fill('');
  await configured.blur();
  await expectFieldMessage(configured, PART_MESSAGES.pointsRequired);
  await expectFieldQuiet(limit, PART_MESSAGES.maxLimitRequired);
  await clickDisabled(pointsForm.getByRole('button', { name: 'Save' }));
  await expectFieldMessage(limit, PART_MESSAGES.maxLimitRequired);
  await pointsForm.getByRole('button', { name: 'Cancel' }).click();
});

it('adds an image asset with its picture, edits its sub-type with the warning, and a gratification', async () => {
  const page = await ownerOnCreative();
  const assets = section(page, 'Creative Image Assets');
  await assets.getByRole('button', { name: 'Edit', exact: true }).click();
  await assets.getByRole('button', { name: 'Add Image Asset' }).click();
  const form = assets.getByTestId('card-form');
  // Type and sub-type first (docs/product/creatives-assets-signage.md §5).
  expect(await form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  await form.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'Media', exact: true }).click();
  await form.getByRole('combobox', { name: 'Sub-type', exact: true }).click();
  await page.getByRole('option', { name: 'Image', exact: true }).click();
  await form.getByRole('textbox', { name: 'City' }).fill('Dubai');
  // No location service here: a click on the map says so, and the typed city stays.
  await form.getByTestId('location-map').click({ position: { x: 120, y: 80 } });
  await poll(() => form.getByTestId('geo-notice').innerText()).toContain('No location service is configured.');
  expect(await form.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Dubai');
  await form.getByRole('textbox', { name: 'Latitude' }).fill('25.2');
  await form.getByRole('textbox', { name: 'Longitude' }).fill('55.27');
  expect(await form.getByRole('textbox', { name: 'Radius (km)' }).inputValue()).toBe('100');
  await form.locator('input[type=file]').setInputFiles(png('asset.png'));
  await form.getByRole('button', { name: 'Save' }).click();
  await snackbar(page, PART_MESSAGES.assetSaved).waitFor();
  const card = assets.getByTestId('card').filter({ hasText: 'Media › Image' });
  await card.getByRole('img', { name: 'Picture of Image' }).waitFor();
  const [asset] = await stored('assets');
  expect(asset.doc).toMatchObject({ type: 'Media', subtype: 'Image', city: 'Dubai', radius: 100, geoLocation: { coordinates: [55.27, 25.2] } });

  // A new sub-type warns that the picture may need another shape.
  await assets.getByRole('button', { name: 'Edit Media Image' }).click();
  await form.getByRole('combobox', { name: 'Sub-type', exact: true }).click();
  await page.getByRole('option', { name: 'Streaming', exact: true }).click();
  await assets.getByTestId('subtype-warning').waitFor();
  await form.getByRole('button', { name: 'Save' }).click();
  await assets.getByTestId('card').filter({ hasText: 'Media › Streaming' }).waitFor();
  // The group's Save ends its edit mode: 'Creative Assets saved'.
  await assets.getByRole('button', { name: 'Save', exact: true }).click();
  await snackbar(page, PART_MESSAGES.assetsSaved).waitFor();

  const points = section(page, 'Gratification');
  await points.getByRole('button', { name: 'Edit', exact: true }).click();
  await points.getByRole('button', { name: 'Add Gratification Points' }).click();
  const pointsForm = points.getByTestId('card-form');
  expect(await pointsForm.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  await pointsForm.getByRole('textbox', { name: /^Points Configured/ }).fill('10');
  await pointsForm.getByRole('textbox', { name: /^Maximum Limit/ }).fill('50');
  await pointsForm.getByRole('textbox', { name: 'AR points' }).fill('4');
  await pointsForm.getByRole('button', { name: 'Save' }).click();
  const grat = points.getByTestId('card').filter({ hasText: 'Gratification Type: Like' });
  await grat.getByText('Points Configured: 10').waitFor();
  await grat.getByText('Maximum Limit: 50').waitFor();
  expect((await stored('campaignActions'))[0].doc).toMatchObject({ action: 'like', type: 1, defaultPoints: 10, maxLimit: 50, arPoints: 4 });

  // The asset and its picture go together (the group back in edit mode first).
  expect(await assets.getByRole('button', { name: 'Delete Media Streaming' }).isDisabled()).toBe(true);
  await assets.getByRole('button', { name: 'Edit', exact: true }).click();
  await deleteCard(page, assets, 'Media Streaming');
  await poll(async () => (await rows(sql`select 1 from images where owner_id = ${creativeId} and purpose like 'asset-%'`)).length).toBe(0);
  await deleteCard(page, points, 'Gratification like');
});

it("frames an audio card's URL only from an origin the tenant allows, in a sandbox", async () => {
  const page = await ownerOnCreative();
  const embedding = section(page, 'Embedding');
  await embedding.getByRole('button', { name: 'Unfold Embedding' }).click();
  await embedding.getByRole('button', { name: 'Edit', exact: true }).click();
  const origins = embedding.getByLabel('Allowed embed origins');
  await origins.fill('https://player.example.com');
  await origins.press('Enter');
  await embedding.getByRole('button', { name: 'Save', exact: true }).click();
  await snackbar(page, 'Allowed embed origins saved.').waitFor();
  const [tenant] = await rows<{ embed_origins: string[] }>(sql`select embed_origins from tenants where key = 'demo'`);
  expect(tenant.embed_origins).toEqual(['https://player.example.com']);

  const audio = section(page, 'Streaming Audio');
  await audio.getByRole('button', { name: 'Edit', exact: true }).click();
  for (const [name, url] of [
    ['Allowed track', 'https://player.example.com/track/1'],
    ['Other track', 'https://elsewhere.example.com/track/2'],
  ]) {
    await audio.getByRole('button', { name: 'Add Audio' }).click();
    const form = audio.getByTestId('card-form');
    await form.getByRole('textbox', { name: /^Name/ }).fill(name);
    await form.getByRole('textbox', { name: /^Description/ }).fill('A track');
    await form.getByRole('textbox', { name: 'URL (Embadded IFrame Link)' }).fill(url);
    await form.getByRole('button', { name: 'Save' }).click();
    await audio.getByTestId('card').filter({ hasText: name }).waitFor();
  }
  const framed = audio.getByTestId('card').filter({ hasText: 'Allowed track' }).locator('iframe');
  expect(await framed.getAttribute('sandbox')).toBe('allow-scripts allow-forms');
  expect(await framed.getAttribute('src')).toBe('https://player.example.com/track/1');
  const other = audio.getByTestId('card').filter({ hasText: 'Other track' });
  expect(await other.locator('iframe').count()).toBe(0);
  await other.getByRole('link', { name: 'https://elsewhere.example.com/track/2' }).waitFor();
});

it('a viewer sees the cards without Add, edit or delete', async () => {
  const page = await site.newPage({ viewport: { width: 1400, height: 1000 } });
  await signIn(page, site.server.url, 'viewer');
  await expectPath(page, '/demo/mall/summary');
  await page.goto(`${site.server.url}${WS}/creatives/${creativeId}`);
  await section(page, 'Hyperlinks').waitFor();
  await wholePage(page);
  expect(await page.getByRole('button', { name: 'Add Hyperlink' }).count()).toBe(0);
  const edits = await page.getByRole('button', { name: /^Edit/ }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(edits).toEqual([]);
});
