import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clickDisabled, expectFieldMessage, expectPath, signIn } from './support/console.js';
import { accessTokenOf, useConsole } from './support/use-console.js';

const site = useConsole();
const WS = '/demo/mall/city-centre';
let files: string;
beforeAll(() => {
  files = mkdtempSync(join(tmpdir(), 'sdm-creative-e2e-'));
});
afterAll(() => rmSync(files, { recursive: true, force: true }));

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
const snackbar = (page: Page, text: string) => page.locator('[data-testid^="snackbar-"]').filter({ hasText: text }).first();
const tile = (page: Page, name: string) => page.getByTestId('creative-tile').filter({ has: page.getByText(name, { exact: true }) });

/** A PNG picture of the given size. */
function png(name: string, width: number, height: number): string {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) image.data.set([(i % width) % 256, Math.floor(i / width) % 256, 200, 255], i * 4);
  const path = join(files, name);
  writeFileSync(path, PNG.sync.write(image));
  return path;
}

it('the owner adds a creative with a banner, finds it in the list with its image count and opens it', async () => {
  const page = await site.newPage();
  await signIn(page, site.server.url, 'owner');
  await expectPath(page, '/demo/portfolio/summary');

  await page.goto(`${site.server.url}${WS}/creatives/create`);
  await page.getByRole('heading', { name: 'Add Creative' }).waitFor();
  // Code and name are required (docs/product/creatives-assets-signage.md §5): nothing is sent without them, Save
  // waits, and a click on it says why beside each.
  await clickDisabled(page.getByRole('button', { name: 'Save', exact: true }));
  await expectFieldMessage(page.getByRole('textbox', { name: /^Code/ }), 'Code is required');
  await expectFieldMessage(page.getByRole('textbox', { name: /^Name/ }), 'Name is required');
  await page.getByRole('textbox', { name: /^Code/ }).fill('SPRING-26');
  await page.getByRole('textbox', { name: /^Name/ }).fill('E2E Spring Creative');
  // The banner must be 16:9.
  const banner = page.getByTestId('image-banner');
  await banner.locator('input[type=file]').setInputFiles(png('square.png', 300, 300));
  await poll(() => banner.getAttribute('data-status')).toBe('INVALID');
  await banner.locator('input[type=file]').setInputFiles(png('wide.png', 320, 180));
  await poll(() => banner.getAttribute('data-status')).toBe('RELOADED');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await snackbar(page, 'Creative saved.').waitFor();
  // A new creative closes to the list.
  await expectPath(page, `${WS}/creatives`);
  await page.getByRole('heading', { name: 'Creatives Content/Media' }).waitFor();

  const spring = tile(page, 'E2E Spring Creative');
  await spring.waitFor();
  expect(await spring.getByTestId('creative-image-count').innerText()).toBe('0 images');
  await spring.getByTestId('creative-banner').waitFor();

  // Two image assets with their pictures, stored through the API as the creative page stores them, are counted on the tile.
  const rows = (await site.server.app.ctx.db.execute(sql`select id from media_items where kind = 'creative' and name = 'E2E Spring Creative'`)) as unknown as {
    rows: { id: string }[];
  };
  expect(rows.rows).toHaveLength(1);
  const id = rows.rows[0].id;
  const { token, apiKey } = await accessTokenOf(site, 'owner');
  for (const asset of ['pic001', 'pic002']) {
    const api = { authorization: `Bearer ${token}`, 'x-api-key': apiKey };
    const card = await site.server.app.inject({
      method: 'POST',
      url: `/api/2.0/media-creatives/${id}/assets`,
      headers: api,
      payload: { id: asset, type: 'Media', subtype: 'Image' },
    });
    expect(card.statusCode, card.body).toBe(201);
    const boundary = '----e2e-asset';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
    const upload = await site.server.app.inject({
      method: 'POST',
      url: `/images?type=creative&id=${id}&asset=${asset}&for=img`,
      headers: { ...api, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), readFileSync(png(`${asset}.png`, 64, 48)), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
  }
  await page.getByRole('button', { name: 'Refresh' }).click();
  await poll(() => spring.getByTestId('creative-image-count').innerText()).toBe('2 images');

  await spring.getByRole('link', { name: 'Launch E2E Spring Creative' }).click();
  await expectPath(page, `${WS}/creatives/${id}`);
  await page.getByRole('heading', { name: 'Creative E2E Spring Creative' }).waitFor();
  const primary = page.getByRole('region', { name: 'Primary details', exact: true });
  expect(await primary.getByLabel('Code', { exact: true }).innerText()).toBe('SPRING-26');
  await primary.getByRole('img', { name: 'Banner' }).waitFor();

  // Edit and rename; the list shows the new name.
  await primary.getByRole('button', { name: 'Edit', exact: true }).click();
  await primary.getByRole('textbox', { name: /^Name/ }).fill('E2E Summer Creative');
  await primary.getByRole('button', { name: 'Save', exact: true }).click();
  await snackbar(page, 'Creative saved.').waitFor();
  await page.getByRole('button', { name: 'Close' }).click();
  await expectPath(page, `${WS}/creatives`);
  await tile(page, 'E2E Summer Creative').waitFor();

  // The name filter asks the server; nothing matching shows the empty text.
  const filter = page.getByRole('textbox', { name: 'Filter by name' });
  await filter.fill('summer creat');
  await poll(() => page.getByTestId('creative-tile').count()).toBe(1);
  await tile(page, 'E2E Summer Creative').waitFor();
  await filter.fill('no such creative');
  await page.getByText('No media creatives found.', { exact: true }).waitFor();
  expect(await page.getByTestId('creative-tile').count()).toBe(0);
});

it('the viewer sees the list without edit links, and a creative read-only', async () => {
  const page = await site.newPage();
  await signIn(page, site.server.url, 'viewer');
  await expectPath(page, '/demo/mall/summary');
  await page.goto(`${site.server.url}${WS}/creatives`);
  const summer = tile(page, 'E2E Summer Creative');
  await summer.waitFor();
  expect(await summer.getByRole('link', { name: 'Edit E2E Summer Creative' }).count()).toBe(0);
  await summer.getByRole('link', { name: 'Launch E2E Summer Creative' }).click();
  await page.getByRole('heading', { name: 'Creative E2E Summer Creative' }).waitFor();
  await page.getByRole('region', { name: 'Primary details', exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
});
