import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signedInOn, useConsole } from './support/use-console.js';

const site = useConsole();
const WS = '/demo/mall/city-centre';
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

it("an item's History shows who changed which field from what to what, and Restore puts the old value back", async () => {
  const page = await signedInOn(site, `${WS}/venues`);
  await page.getByRole('link', { name: 'Launch Food Court' }).click();
  await page.getByRole('heading', { name: 'Venue Food Court' }).waitFor();

  const primary = section(page, 'Primary details');
  await primary.getByRole('button', { name: 'Edit' }).click();
  await primary.getByRole('textbox', { name: /^Name/ }).fill('Food Court Annex');
  await primary.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('heading', { name: 'Venue Food Court Annex' }).waitFor();

  const history = section(page, 'History');
  await history.getByRole('button', { name: 'Unfold History' }).click();
  const latest = history.getByTestId('history-record').first();
  await latest.getByText('update', { exact: true }).waitFor();
  expect(await latest.getByTestId('history-actor').innerText()).toBe('owner');
  const row = latest.getByRole('row').filter({ hasText: 'Food Court Annex' });
  expect(await row.getByTestId('history-old').innerText()).toBe('Food Court');
  expect(await row.getByTestId('history-new').innerText()).toBe('Food Court Annex');
  // The field is named as the form labels it.
  expect(await row.getByTestId('history-field').innerText()).toBe('Name');
  // A reference to another record reads as that record's name: the venue's workspace, when it was created.
  const created = history.getByTestId('history-record').last();
  const workspace = created.getByRole('row').filter({ has: page.getByTestId('history-field').getByText('Workspace', { exact: true }) });
  expect(await workspace.getByTestId('history-new').innerText()).toBe('City Centre Mall');

  // Restore asks first, in the console's own dialog.
  await latest.getByRole('button', { name: 'Restore' }).click();
  const ask = page.getByRole('dialog', { name: 'Restore' });
  await ask.getByText('Put these fields back to their values before this change?').waitFor();
  await ask.getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('heading', { name: 'Venue Food Court' }).waitFor();
  await section(page, 'History').getByRole('button', { name: 'Unfold History' }).click();
  const restored = section(page, 'History').getByTestId('history-record').first();
  await restored.getByText('restore', { exact: true }).waitFor();
  const back = restored.getByRole('row').filter({ hasText: 'Food Court Annex' });
  expect(await back.getByTestId('history-old').innerText()).toBe('Food Court Annex');
  expect(await back.getByTestId('history-new').innerText()).toBe('Food Court');
  expect(await section(page, 'Primary details').innerText()).not.toContain('Annex');
});

it("a creative's History shows a change of one of its cards as it is saved, naming the card, with no Restore", async () => {
  const { rows } = (await site.server.app.ctx.db.execute(sql`select id from media_items where kind = 'creative' and name = 'Sale Banner'`)) as unknown as {
    rows: { id: string }[];
  };
  const page = await signedInOn(site, `${WS}/creatives/${rows[0].id}`, 'owner', { viewport: { width: 1400, height: 1000 } });
  await page.getByRole('heading', { name: 'Creative Sale Banner' }).waitFor();
  const history = section(page, 'History');
  await history.getByRole('button', { name: 'Unfold History' }).click();
  await history.getByTestId('history-record').first().waitFor();

  const links = section(page, 'Hyperlinks');
  await links.getByRole('button', { name: 'Edit', exact: true }).click();
  await links.getByRole('button', { name: 'Add Hyperlink' }).click();
  const form = links.getByTestId('card-form');
  await form.getByRole('textbox', { name: /^Name/ }).fill('History link');
  await form.getByRole('textbox', { name: /^Description/ }).fill('Seen in the creative history');
  await form.getByRole('textbox', { name: 'URL', exact: true }).fill('https://example.com/history');
  await form.getByRole('button', { name: 'Save' }).click();
  await links.getByTestId('card').filter({ hasText: 'History link' }).waitFor();

  // The History on screen reads itself again after the save.
  const latest = history.getByTestId('history-record').first();
  await latest
    .getByTestId('history-sub')
    .filter({ hasText: /^Hyperlinks: History link \([A-Za-z0-9]{6}\)$/ })
    .waitFor();
  expect(await latest.getByRole('row').filter({ hasText: 'History link' }).getByTestId('history-new').innerText()).toBe('History link');
  expect(await latest.getByRole('button', { name: 'Restore' }).count()).toBe(0);
});
