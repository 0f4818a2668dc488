import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { LEAVE_TEXT, LEAVE_TITLE } from '../src/web/components/record/leave-texts.js';
import { clickDisabled, expectPath } from './support/console.js';
import { signedInOn, useConsole } from './support/use-console.js';

// The frame rules every record page keeps: menu from any depth, one refresh rule per kind, Escape, leaving
// a dirty page, the asset arrow, folding, a refused section save.
const site = useConsole();
const WS = '/demo/mall/city-centre';
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const menu = (page: Page, key: string) => page.getByTestId(`menu-${key}`);
const snackbar = (page: Page, style: string, text: string) => page.getByTestId(`snackbar-${style}`).filter({ hasText: text });
const nameBox = (page: Page) => section(page, 'Primary details').getByRole('textbox', { name: /^Name/ });

async function choose(page: Page, label: string, option: string, scope: Locator = page.locator('body')) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The owner, signed in, on `path`; map tiles are refused at once (no internet; the map needs none). */
const ownerOn = (path: string) => signedInOn(site, path);

/** How many of an anchor section's picker options match `option` (once the picker has read its targets). */
async function pickerOffers(page: Page, title: string, button: string, option: RegExp, present = true): Promise<number> {
  const anchors = section(page, title);
  await anchors.getByRole('button', { name: button }).click();
  const choice = anchors.getByRole('option', { name: option });
  if (present) await choice.waitFor();
  else await poll(() => anchors.getByRole('option').count()).toBeGreaterThan(0);
  const shown = await choice.count();
  await anchors.getByRole('button', { name: 'Cancel' }).click();
  return shown;
}

/** The page shows a list inside the console's frame (menu bar, no not-found). */
async function expectList(page: Page, path: string, title: string) {
  await expectPath(page, path);
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
  expect(await page.getByTestId('menu-bar').isVisible()).toBe(true);
  expect(await page.getByTestId('not-found').count()).toBe(0);
}

it('a menu item leads to its list of the same workspace from a venue, an asset, a device, a create page and the workspace screen', async () => {
  const page = await ownerOn(`${WS}/venues`);
  await page.getByRole('link', { name: 'Launch Food Court' }).click();
  await page.getByRole('heading', { name: 'Venue Food Court' }).waitFor();
  await menu(page, 'assets').click();
  await expectList(page, `${WS}/assets`, 'Media Assets List');

  await page.getByRole('link', { name: 'Launch Atrium Screen' }).click();
  await page.getByRole('heading', { name: 'Media Asset Atrium Screen' }).waitFor();
  await menu(page, 'devices').click();
  await expectList(page, `${WS}/devices`, 'IoT Devices List');

  await page.getByRole('link', { name: 'Launch Entrance Counter' }).click();
  await page.getByRole('heading', { name: 'IoT Device Entrance Counter' }).waitFor();
  await menu(page, 'venues').click();
  await expectList(page, `${WS}/venues`, 'Media Venues List');

  await page.goto(`${site.server.url}${WS}/devices/create`);
  await page.getByRole('heading', { name: 'Create IoT Device' }).waitFor();
  await menu(page, 'campaigns').click();
  await expectList(page, `${WS}/campaigns`, 'Media Campaigns List');

  await page.goto(`${site.server.url}/demo/mall/workspaces`);
  await page.getByRole('link', { name: 'Launch City Centre Mall' }).click();
  await page.getByRole('heading', { name: 'Workspace City Centre Mall' }).waitFor();
  await menu(page, 'workspaces').click();
  await expectList(page, '/demo/mall/workspaces', 'Workspaces');
  await page.context().close();
});

it('a created asset, device and venue show in their lists and in the anchor pickers without a reload', async () => {
  const page = await ownerOn(`${WS}/venues`);
  let loads = 0;
  page.on('load', () => (loads += 1));
  const picker = (title: string, button: string, option: RegExp, present = true) => pickerOffers(page, title, button, option, present);

  // Every list and picker is read once before anything is created.
  await page.getByRole('link', { name: 'Launch Food Court' }).click();
  expect(await picker('Anchored Media-Assets', 'Anchor Asset', /Kit Lobby Screen/, false)).toBe(0);
  expect(await picker('Anchored IoT-Devices', 'Connect Device', /Kit Beacon/, false)).toBe(0);
  await menu(page, 'devices').click();
  await page.getByRole('link', { name: 'Launch Entrance Counter' }).click();
  expect(await picker('Anchored Venues', 'Attach Venue', /Kit Flagship/, false)).toBe(0);

  await menu(page, 'assets').click();
  await page.getByRole('link', { name: 'Launch Atrium Screen' }).waitFor();
  await page.getByTestId('list-create').click();
  await choose(page, 'Type', 'Indoor');
  await nameBox(page).fill('Kit Lobby Screen');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectPath(page, `${WS}/assets`);
  await page.getByRole('link', { name: 'Launch Kit Lobby Screen' }).waitFor();

  await menu(page, 'devices').click();
  await page.getByRole('link', { name: 'Launch Entrance Counter' }).waitFor();
  await page.getByTestId('list-create').click();
  await choose(page, 'Type', 'Beacon');
  await nameBox(page).fill('Kit Beacon');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByTestId('device-secret-value').waitFor();
  await menu(page, 'devices').click();
  await page.getByRole('link', { name: 'Launch Kit Beacon' }).waitFor();

  await menu(page, 'venues').click();
  await page.getByRole('link', { name: 'Launch Food Court' }).waitFor();
  await page.getByTestId('list-create').click();
  await choose(page, 'Type', 'Brand');
  await nameBox(page).fill('Kit Flagship');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectPath(page, `${WS}/venues`);
  await page.getByRole('link', { name: 'Launch Kit Flagship' }).waitFor();

  await page.getByRole('link', { name: 'Launch Food Court' }).click();
  expect(await picker('Anchored Media-Assets', 'Anchor Asset', /Kit Lobby Screen/)).toBe(1);
  expect(await picker('Anchored IoT-Devices', 'Connect Device', /Kit Beacon/)).toBe(1);
  await menu(page, 'devices').click();
  await page.getByRole('link', { name: 'Launch Entrance Counter' }).click();
  expect(await picker('Anchored Venues', 'Attach Venue', /Kit Flagship/)).toBe(1);
  expect(loads).toBe(0);
  await page.context().close();
});

it('Escape in an open select closes only the select; the page and its draft stay', async () => {
  const page = await ownerOn(`${WS}/venues`);
  await page.getByTestId('list-create').click();
  await choose(page, 'Type', 'Brand');
  await nameBox(page).fill('Kit Escape Venue');
  await page.getByLabel('Create an asset with this venue').check();
  await page.getByRole('combobox', { name: 'Asset type', exact: true }).click();
  const indoor = page.getByRole('option', { name: 'Indoor', exact: true });
  await indoor.waitFor();
  await page.keyboard.press('Escape');
  await indoor.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).pathname).toBe(`${WS}/venues/create`);
  expect(await nameBox(page).inputValue()).toBe('Kit Escape Venue');

  // The same in a schedule's status list of a stored venue.
  await page.goto(`${site.server.url}${WS}/venues`);
  await page.getByRole('link', { name: 'Launch Corner Cafe' }).click();
  const schedules = section(page, 'Schedules');
  await schedules.getByRole('button', { name: 'Add Schedule' }).click();
  await schedules.getByLabel('Schedule Name').fill('Kit Brunch');
  await schedules.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Sold Out', exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('option', { name: 'Sold Out', exact: true }).waitFor({ state: 'hidden' });
  await page.getByRole('heading', { name: 'Venue Corner Cafe' }).waitFor();
  expect(await schedules.getByLabel('Schedule Name').inputValue()).toBe('Kit Brunch');
  await page.context().close();
});

it('leaving a page with unsaved changes asks first: menu, browser back, Close, Escape and the tab', async () => {
  const page = await ownerOn(`${WS}/venues`);
  await page.getByRole('link', { name: 'Launch North Entrance' }).click();
  const venuePath = new URL(page.url()).pathname;
  const primary = section(page, 'Primary details');
  await primary.getByRole('button', { name: 'Edit' }).click();
  await nameBox(page).fill('North Entrance Renamed');

  const asked = async (leave: () => Promise<unknown>) => {
    await leave();
    const dialog = page.getByRole('dialog', { name: LEAVE_TITLE });
    await dialog.getByText(LEAVE_TEXT).waitFor();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(venuePath);
    expect(await nameBox(page).inputValue()).toBe('North Entrance Renamed');
  };
  await asked(() => menu(page, 'assets').click());
  await asked(() => page.evaluate(() => history.back()));
  await asked(() => page.getByRole('button', { name: 'Close', exact: true }).click());
  await asked(async () => {
    await nameBox(page).click();
    await page.keyboard.press('Escape');
  });

  // Closing the tab asks through the browser's own question.
  const questions: string[] = [];
  page.on('dialog', (d) => {
    questions.push(d.type());
    void d.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await poll(() => questions).toEqual(['beforeunload']);

  await menu(page, 'assets').click();
  await page.getByRole('dialog', { name: LEAVE_TITLE }).getByRole('button', { name: 'Leave and discard' }).click();
  await expectList(page, `${WS}/assets`, 'Media Assets List');
  // Nothing was stored; a page without changes is left without a question.
  await page.getByRole('link', { name: 'Launch Atrium Screen' }).click();
  await page.getByRole('heading', { name: 'Media Asset Atrium Screen' }).waitFor();
  await menu(page, 'venues').click();
  await page.getByRole('link', { name: 'Launch North Entrance' }).waitFor();
  expect(await page.getByRole('link', { name: 'Launch North Entrance Renamed' }).count()).toBe(0);
  await page.context().close();
});

it('the asset tile’s arrow opens the asset; another name is not found inside the console', async () => {
  const page = await ownerOn(`${WS}/assets`);
  await page.getByRole('link', { name: 'Open Atrium Screen' }).click();
  await page.getByRole('heading', { name: 'Media Asset Atrium Screen' }).waitFor();
  await expectPath(page, new RegExp(`^${WS}/assets/[0-9a-f]{24}$`));

  await page.goto(`${site.server.url}${WS}/No%20Such%20Asset`);
  await page.getByTestId('not-found').waitFor();
  expect(await page.getByTestId('menu-bar').isVisible()).toBe(true);
  await page.context().close();
});

it('sections fold and unfold any number of times without losing typed input or the map', async () => {
  const page = await ownerOn(`${WS}/venues/create`);
  await choose(page, 'Type', 'Brand');
  await nameBox(page).fill('Kit Folded Venue');
  const address = section(page, 'Location and Address');
  await address.getByLabel('Street').fill('1 Harbour Road');
  const props = section(page, 'Special properties');
  await props.getByRole('button', { name: 'Add property' }).click();
  await props.getByLabel('Property 1 name').fill('floors');

  for (let i = 0; i < 3; i++) {
    await address.getByRole('button', { name: 'Fold Location and Address' }).click();
    await poll(() => address.getByTestId('location-map').isVisible()).toBe(false);
    await address.getByRole('button', { name: 'Unfold Location and Address' }).click();
    await address.getByTestId('location-map').waitFor();
  }
  await page.getByRole('heading', { name: 'Create Venue' }).click();
  for (let i = 0; i < 2; i++) {
    await page.keyboard.press('F9');
    await poll(() => page.getByRole('button', { name: /^Fold / }).count()).toBe(0);
    await page.keyboard.press('F10');
    await poll(() => page.getByRole('button', { name: /^Unfold / }).count()).toBe(0);
  }
  expect(await page.getByTestId('route-error').count()).toBe(0);
  expect(await nameBox(page).inputValue()).toBe('Kit Folded Venue');
  expect(await address.getByLabel('Street').inputValue()).toBe('1 Harbour Road');
  expect(await props.getByLabel('Property 1 name').inputValue()).toBe('floors');
  expect(await address.locator('.leaflet-container').count()).toBe(1);
  await page.context().close();
});

it('a repeated special-property name disables Save with the message beside the row; edit mode stays; Cancel clears it', async () => {
  const page = await ownerOn(`${WS}/venues`);
  await page.getByRole('link', { name: 'Launch Phone Kiosk' }).click();
  const props = section(page, 'Special properties');
  await props.getByRole('button', { name: 'Edit' }).click();
  await props.getByRole('button', { name: 'Add property' }).click();
  await props.getByRole('button', { name: 'Add property' }).click();
  await props.getByLabel('Property 1 name').fill('level');
  await props.getByLabel('Property 2 name').fill('level');
  // Save waits while a name repeats: a click on it stores nothing and the section stays in edit mode.
  await clickDisabled(props.getByRole('button', { name: 'Save' }));
  expect(await props.getByRole('button', { name: 'Save' }).count()).toBe(1);
  expect(await props.getByRole('button', { name: 'Cancel' }).count()).toBe(1);
  // The message stands beside the offending row, as the field's error.
  expect(await props.getByRole('textbox', { name: 'Property 2 name' }).getAttribute('aria-invalid')).toBe('true');
  expect(await props.getByText('This name is used twice').count()).toBeGreaterThan(0);
  expect(await snackbar(page, 'warning', 'No changes to save').count()).toBe(0);

  await props.getByRole('button', { name: 'Cancel' }).click();
  await props.getByRole('button', { name: 'Edit' }).waitFor();
  expect(await props.getByText('This name is used twice').count()).toBe(0);
  await props.getByText('No special properties.').waitFor();
  await page.context().close();
});

it('a menu item leads to its list of the same workspace from a campaign, an event, a creative and their create pages', async () => {
  const page = await ownerOn(`${WS}/campaigns`);
  await page.getByRole('link', { name: 'Launch Welcome Series' }).click();
  await page.getByRole('heading', { name: 'Media Campaign Welcome Series' }).waitFor();
  await menu(page, 'events').click();
  await expectList(page, `${WS}/events`, 'Events List');

  await page.getByRole('link', { name: 'Launch Summer Concert' }).click();
  await page.getByRole('heading', { name: 'Event Summer Concert' }).waitFor();
  await menu(page, 'creatives').click();
  await expectList(page, `${WS}/creatives`, 'Creatives Content/Media');

  await page
    .getByTestId('creative-tile')
    .first()
    .getByRole('link', { name: /^Launch / })
    .click();
  await page.getByRole('heading', { level: 1, name: /^Creative / }).waitFor();
  await menu(page, 'campaigns').click();
  await expectList(page, `${WS}/campaigns`, 'Media Campaigns List');

  for (const [create, title, to, list] of [
    ['campaigns', 'Create Media Campaign', 'venues', 'Media Venues List'],
    ['events', 'Create Event', 'campaigns', 'Media Campaigns List'],
    ['creatives', 'Add Creative', 'events', 'Events List'],
  ]) {
    await page.goto(`${site.server.url}${WS}/${create}/create`);
    await page.getByRole('heading', { name: title }).waitFor();
    await menu(page, to).click();
    await expectList(page, `${WS}/${to}`, list);
  }
  await page.context().close();
});

it('a created campaign and event show in their lists, and the campaign in the anchor pickers, without a reload', async () => {
  const page = await ownerOn(`${WS}/campaigns`);
  let loads = 0;
  page.on('load', () => (loads += 1));
  const eventCampaigns = () => pickerOffers(page, 'Attach campaigns to Event', 'Hook Campaign', /Kit Gala Campaign/, false);
  const assetCampaigns = () => pickerOffers(page, 'Anchored Campaigns', 'Hook Campaign', /Kit Gala Campaign/, false);

  // Every list and picker is read once before anything is created.
  await page.getByRole('link', { name: 'Launch Welcome Series' }).waitFor();
  await menu(page, 'events').click();
  await page.getByRole('link', { name: 'Launch Summer Concert' }).click();
  expect(await eventCampaigns()).toBe(0);
  await menu(page, 'assets').click();
  await page.getByRole('link', { name: 'Launch Atrium Screen' }).click();
  expect(await assetCampaigns()).toBe(0);

  await menu(page, 'campaigns').click();
  await page.getByRole('link', { name: 'Launch Welcome Series' }).waitFor();
  await page.getByTestId('list-create').click();
  await page.getByRole('heading', { name: 'Create Media Campaign' }).waitFor();
  await nameBox(page).fill('Kit Gala Campaign');
  await section(page, 'Primary details').getByLabel('Event campaign').check();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expectPath(page, `${WS}/campaigns`);
  await page.getByRole('link', { name: 'Launch Kit Gala Campaign' }).waitFor();

  await menu(page, 'events').click();
  await page.getByRole('link', { name: 'Launch Summer Concert' }).waitFor();
  await page.getByTestId('list-create').click();
  await choose(page, 'Type', 'Concert');
  await nameBox(page).fill('Kit Launch Party');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectPath(page, `${WS}/events`);
  await page.getByRole('link', { name: 'Launch Kit Launch Party' }).waitFor();

  await page.getByRole('link', { name: 'Launch Summer Concert' }).click();
  expect(await pickerOffers(page, 'Attach campaigns to Event', 'Hook Campaign', /Kit Gala Campaign/)).toBe(1);
  await menu(page, 'assets').click();
  await page.getByRole('link', { name: 'Launch Atrium Screen' }).click();
  expect(await pickerOffers(page, 'Anchored Campaigns', 'Hook Campaign', /Kit Gala Campaign/)).toBe(1);
  expect(loads).toBe(0);
  await page.context().close();
});

it('leaving a campaign page with unsaved changes asks first; leaving it discards them', async () => {
  const page = await ownerOn(`${WS}/campaigns`);
  await page.getByRole('link', { name: 'Launch Welcome Series' }).click();
  const campaignPath = new URL(page.url()).pathname;
  const primary = section(page, 'Primary details');
  await primary.getByRole('button', { name: 'Edit' }).click();
  const caption = primary.getByRole('textbox', { name: 'Caption' });
  await caption.fill('Kit unsaved caption');

  for (const leave of [() => menu(page, 'events').click(), () => page.evaluate(() => history.back())]) {
    await leave();
    const dialog = page.getByRole('dialog', { name: LEAVE_TITLE });
    await dialog.getByText(LEAVE_TEXT).waitFor();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(campaignPath);
    expect(await caption.inputValue()).toBe('Kit unsaved caption');
  }

  await menu(page, 'events').click();
  await page.getByRole('dialog', { name: LEAVE_TITLE }).getByRole('button', { name: 'Leave and discard' }).click();
  await expectList(page, `${WS}/events`, 'Events List');
  // Nothing was stored; the campaign page without changes is left without a question.
  await page.goto(`${site.server.url}${campaignPath}`);
  await page.getByRole('heading', { name: 'Media Campaign Welcome Series' }).waitFor();
  expect(await section(page, 'Primary details').getByText('Kit unsaved caption').count()).toBe(0);
  await menu(page, 'events').click();
  await expectList(page, `${WS}/events`, 'Events List');
  await page.context().close();
});
