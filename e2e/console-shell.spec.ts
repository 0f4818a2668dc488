import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectPath } from './support/console.js';
import { signedInOn, useConsole } from './support/use-console.js';

// The shell's rules on every page: where create stands, no create where nothing is built, not-found and
// errors inside the shell, the tab's title, and a phone's width.
const site = useConsole();
const WS = '/demo/mall/city-centre';
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

const signedIn = (user = 'owner', viewport?: { width: number; height: number }) => signedInOn(site, undefined, user, viewport ? { viewport } : {});

const go = (page: Page, path: string) => page.goto(`${site.server.url}${path}`);
const createButtons = (page: Page) => page.getByRole('link', { name: /^(Create|Add) / }).or(page.getByRole('button', { name: /^(Create|Add) / }));

/** The shell stands around the page: the header with the welcome name, and the menu. */
async function expectShell(page: Page) {
  await page.getByTestId('welcome').waitFor();
  expect(await page.getByTestId('menu-bar').isVisible()).toBe(true);
}

/** Whether two boxes share a row (their vertical extents overlap). */
async function sameRow(a: Locator, b: Locator) {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.y < y.y + y.height && y.y < x.y + x.height;
}

it('every list offers its create action in its title row, and only there', async () => {
  const page = await signedIn();
  const lists = [
    [`${WS}/venues`, 'Media Venues List', 'Create Venue'],
    [`${WS}/assets`, 'Media Assets List', 'Create Media Asset'],
    [`${WS}/devices`, 'IoT Devices List', 'Create IoT Device'],
    ['/demo/mall/workspaces', 'Workspaces', 'Create Workspace'],
  ] as const;
  for (const [path, title, label] of lists) {
    await go(page, path);
    const heading = page.getByRole('heading', { name: title, exact: true });
    await heading.waitFor();
    const create = page.getByTestId('list-title').getByRole('link', { name: label });
    await create.waitFor();
    expect(await sameRow(heading, create)).toBe(true);
    expect(await createButtons(page).count()).toBe(1);
    expect(
      await page
        .getByTestId('menu-bar')
        .getByText(/^Create /)
        .count(),
    ).toBe(0);
  }
  // It leads to the list's create page; the record and create pages offer no second create.
  await page.getByTestId('list-create').click();
  await expectPath(page, '/demo/mall/workspaces/create');
  await page.getByRole('heading', { name: 'Create Workspace' }).waitFor();
  expect(await page.getByTestId('list-create').count()).toBe(0);
  await go(page, `${WS}/venues`);
  await page.getByRole('link', { name: 'Launch Food Court' }).click();
  await page.getByRole('heading', { name: 'Venue Food Court' }).waitFor();
  expect(await page.getByTestId('list-create').count()).toBe(0);
  await page.context().close();

  // Below ADMIN nobody is offered create.
  const viewer = await signedIn('viewer');
  await go(viewer, `${WS}/venues`);
  await viewer.getByRole('heading', { name: 'Media Venues List' }).waitFor();
  await viewer.getByRole('link', { name: 'Launch Food Court' }).waitFor();
  expect(await createButtons(viewer).count()).toBe(0);
  await viewer.context().close();
});

it('not-found and a crash keep the shell and a way back; outside a tenant a page leads home', async () => {
  const page = await signedIn();
  // A record that does not exist: not found inside the console, where Go back returns.
  await go(page, `${WS}/venues`);
  await page.getByRole('heading', { name: 'Media Venues List' }).waitFor();
  await go(page, `${WS}/venues/0123456789abcdef01234567`);
  await page.getByTestId('not-found').waitFor();
  await expectShell(page);
  await page.getByRole('button', { name: 'Go back' }).click();
  await expectPath(page, `${WS}/venues`);

  // An unknown project of the signed-in tenant: /404 inside the tenant's shell, with its home.
  await go(page, '/demo/no-such-project/summary');
  await expectPath(page, '/404');
  await page.getByTestId('not-found').waitFor();
  await expectShell(page);
  await page.getByRole('link', { name: 'Go to the console home' }).click();
  await expectPath(page, '/demo/portfolio/summary');

  // A page that crashes on what it was sent (tags stored as text, not a list) shows the error inside the
  // shell; the menu still works.
  await site.server.app.ctx.db.execute(
    sql`update media_items set doc = jsonb_set(doc, '{tags}', '"broken"'::jsonb) where kind = 'venue' and name = 'Corner Cafe' and aggregate_id = (select id from aggregates where key = 'city-centre')`,
  );
  await go(page, `${WS}/venues`);
  await page.getByRole('link', { name: 'Launch Corner Cafe' }).click();
  await page.getByTestId('route-error').waitFor();
  await expectShell(page);
  await page.getByRole('link', { name: 'Go to the console home' }).waitFor();
  await page.getByTestId('menu-devices').click();
  await page.getByRole('heading', { name: 'IoT Devices List' }).waitFor();
  await page.context().close();

  // Nobody signed in, an unknown tenant: a page of its own with the way home.
  const stranger = await site.newPage();
  await stranger.goto(`${site.server.url}/no-such-tenant`);
  await expectPath(stranger, '/404');
  await stranger.getByTestId('not-found').waitFor();
  expect(await stranger.getByTestId('menu-bar').count()).toBe(0);
  await stranger.getByRole('link', { name: 'Go to the home page' }).click();
  await expectPath(stranger, '/');
  await stranger.context().close();
});

it('the tab title names the page, then its workspace, project or tenant', async () => {
  const page = await signedIn();
  const titled = async (path: string, title: string) => {
    await go(page, path);
    await poll(() => page.title()).toBe(title);
  };
  await poll(() => page.title()).toBe('Summary · Demo Media · SDM Console');
  await titled(`${WS}/venues`, 'Venues · City Centre Mall · SDM Console');
  await titled(`${WS}/devices`, 'IoT Devices · City Centre Mall · SDM Console');
  await titled(`${WS}/venues/create`, 'Create Venue · City Centre Mall · SDM Console');
  await titled('/demo/mall/workspaces', 'Workspaces · City Malls · SDM Console');
  await titled('/demo/profile', 'Profile · Demo Media · SDM Console');
  await titled(`${WS}/loyalty`, 'Loyalty · City Centre Mall · SDM Console');
  // A record's page carries its name; leaving it gives the list's back.
  await go(page, `${WS}/assets`);
  await page.getByRole('link', { name: 'Launch Atrium Screen' }).click();
  await poll(() => page.title()).toBe('Atrium Screen · City Centre Mall · SDM Console');
  await page.getByTestId('menu-assets').click();
  await poll(() => page.title()).toBe('Media Assets · City Centre Mall · SDM Console');
  await page.context().close();

  const stranger = await site.newPage();
  await stranger.goto(`${site.server.url}/demo`);
  await poll(() => stranger.title()).toBe('Sign in · Demo Media · SDM Console');
  await stranger.context().close();
});

/** Whether the element is inside the viewport's width and shows all of its text. */
async function whole(locator: Locator, width: number) {
  const box = (await locator.boundingBox())!;
  const cut = await locator.evaluate((el) => [el, ...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1));
  return box.x >= 0 && box.x + box.width <= width && !cut;
}

it('at 375 px the header keeps the welcome name whole and the menu opens whole from the burger', async () => {
  const width = 375;
  const page = await signedIn('owner', { width, height: 800 });
  await go(page, `${WS}/venues`);
  await page.getByRole('heading', { name: 'Media Venues List' }).waitFor();
  const welcome = page.getByTestId('welcome');
  expect(await welcome.innerText()).toBe('Welcome Olivia');
  expect(await whole(page.getByTestId('user-menu'), width)).toBe(true);
  expect(await whole(page.getByTestId('path-bar'), width)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  // The menu is a drawer behind the burger: every item on its own line, inside the screen.
  expect(await page.getByTestId('menu-bar').count()).toBe(0);
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  const drawer = page.getByTestId('menu-drawer');
  await drawer.waitFor();
  const items = drawer.locator('button[data-testid^="menu-"]:not([data-testid="menu-back"])');
  expect(await items.allInnerTexts()).toEqual([
    'SUMMARY',
    'VENUES',
    'MEDIA ASSETS',
    'IoT DEVICES',
    'CAMPAIGNS',
    'EVENTS',
    'AUDIENCE',
    'LOYALTY',
    'CREATIVES',
    'WALLETS',
    'INSTRUMENTS',
    'SIGNAGE',
  ]);
  // The drawer slides in: each item is whole once it has arrived.
  for (const item of await items.all()) await poll(() => whole(item, width)).toBe(true);
  await drawer.getByTestId('menu-assets').click();
  await expectPath(page, `${WS}/assets`);
  await drawer.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { name: 'Media Assets List' }).waitFor();
  expect(await whole(page.getByTestId('list-title'), width)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.context().close();
});

it("the user menu offers the audit trail to the tenant's admins, and not to a viewer", async () => {
  const owner = await signedIn('owner', undefined);
  await owner.getByTestId('user-menu').click();
  await owner.getByRole('menuitem', { name: 'Audit trail' }).click();
  await owner.getByRole('heading', { name: 'Audit trail' }).waitFor();
  await expectPath(owner, '/demo/portfolio/audit');
  const viewer = await signedIn('viewer');
  await viewer.getByTestId('user-menu').click();
  await viewer.getByRole('menuitem', { name: 'Profile' }).waitFor();
  expect(await viewer.getByRole('menuitem').allTextContents()).toEqual(['Profile', 'Sign Out']);
});
