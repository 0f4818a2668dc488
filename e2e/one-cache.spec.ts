import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectPath, signIn, watchSpinners } from './support/console.js';
import { apiAs, useConsole } from './support/use-console.js';

// The console's one cache is TanStack Query's (docs/decisions/0139-one-console-cache.md): an answer older than its
// query's stale time is read from the server again when next shown, while the shell's look-ups of tenant, project and
// workspace are not asked for again on every move.
const site = useConsole();
const WS = '/demo/mall/city-centre';
// The list queries' stale time is a minute (lib/query-client.ts): the browser's clock is moved past it, not waited for.
const LATER = 2 * 60_000;

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const tiles = (page: Page) => page.getByTestId('item-tile');
const tile = (page: Page, name: string) => tiles(page).filter({ hasText: name });
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).waitFor();
const menu = (page: Page, label: string) => page.getByTestId('menu-bar').getByText(label, { exact: true }).click();

/** The tenant, project and workspace look-ups the shells' loaders make, as the browser sends them. */
function lookUps(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/1.0/tenants/demo' || pathname === '/api/1.0/projects/mall' || pathname === '/api/1.0/access/resource') sent.push(pathname);
  });
  return sent;
}

/** Venues → the workspace's campaigns → up to the project's workspaces → back to the campaigns. */
async function toCampaignsUpAndBack(page: Page) {
  await menu(page, 'CAMPAIGNS');
  await heading(page, 'Media Campaigns List');
  await page.getByTestId('menu-back').click();
  await expectPath(page, '/demo/mall/workspaces');
  await page.getByTestId('workspace-tile').first().waitFor();
  await page.goBack();
  await heading(page, 'Media Campaigns List');
}

it('moving between areas and back asks for no look-up again and shows no spinner', async () => {
  const page = await site.newPage();
  await signIn(page, site.server.url, 'owner');
  await expectPath(page, /^\/demo\//);
  // Every page of the round is visited once first: their code has come and their lists have been read.
  await page.goto(`${site.server.url}${WS}/venues`);
  await heading(page, 'Media Venues List');
  await toCampaignsUpAndBack(page);
  await menu(page, 'VENUES');
  await heading(page, 'Media Venues List');
  await poll(() => tiles(page).count()).toBeGreaterThan(0);

  const sent = lookUps(page);
  const spinnerSeen = await watchSpinners(page);
  // Workspace → workspace → project → workspace → workspace: each move runs its shell's loader again.
  await toCampaignsUpAndBack(page);
  await page.goBack();
  await heading(page, 'Media Venues List');
  await poll(() => tiles(page).count()).toBeGreaterThan(0);
  expect(sent).toEqual([]);
  expect(await spinnerSeen()).toBe(false);
  await page.context().close();
});

it("a list shows another user's new item once its answer has aged, when the user comes back to it", async () => {
  const page = await site.newPage();
  await page.clock.install();
  await signIn(page, site.server.url, 'owner');
  await expectPath(page, /^\/demo\//);
  await page.goto(`${site.server.url}${WS}/venues`);
  await heading(page, 'Media Venues List');
  await poll(() => tiles(page).count()).toBeGreaterThan(0);
  const before = await tiles(page).count();

  // Another user adds a venue, straight through the API.
  const asAdmin = await apiAs(site, 'admin');
  await asAdmin('POST', '/api/2.0/media-venues?aggregate=city-centre', { name: 'Rooftop Garden' });

  // Once the list's answer is older than its stale time, coming back to it reads it again and shows the new venue (the
  // api client's own cache used to answer that read with the old list).
  await page.clock.setSystemTime(Date.now() + LATER);
  await menu(page, 'CAMPAIGNS');
  await heading(page, 'Media Campaigns List');
  await menu(page, 'VENUES');
  await heading(page, 'Media Venues List');
  await tile(page, 'Rooftop Garden').waitFor();
  expect(await tiles(page).count()).toBe(before + 1);
  await page.context().close();
});
