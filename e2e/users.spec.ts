import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { INSUFFICIENT_PRIVILEGE_TEXT } from '../src/web/components/status-message.js';
import { GRANT_MESSAGES } from '../src/domain/users/access-lists.js';
import { grant } from '../src/server/seed/builders.js';
import { DEMO_PASSWORD } from '../src/server/seed/demo.js';
import { clickDisabled, expectFieldMessage, expectFieldQuiet, expectPath, signIn, signOut } from './support/console.js';
import { accessTokenOf, useConsole } from './support/use-console.js';

const site = useConsole();

const list = (page: Page, resource: string) => page.locator(`[data-testid="access-list"][data-resource="${resource}"]`);
const row = (page: Page, resource: string, username: string) => list(page, resource).locator(`[data-testid="access-row"][data-username="${username}"]`);
const box = (page: Page, resource: string, username: string, role: 'Admin' | 'Editor' | 'Viewer') =>
  row(page, resource, username).getByRole('checkbox', { name: `${role} role of ${username}` });

async function chooseOption(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function cityCentreId(): Promise<string> {
  const res = (await site.server.app.ctx.db.execute(sql`select id from aggregates where key = 'city-centre'`)) as unknown as { rows: { id: string }[] };
  return res.rows[0].id;
}

const tokenOf = (username: string) => accessTokenOf(site, username);

const WORKSPACE = 'sdm/demo/mall/city-centre';
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const editButtons = (page: Page, title: string) => section(page, title).getByRole('button', { name: 'Edit', exact: true }).count();

it('the owner grants the viewer editor on a workspace; the viewer then edits its editor sections', async () => {
  const id = await cityCentreId();
  const viewer = await site.newPage();
  await signIn(viewer, site.server.url, 'viewer');
  await expectPath(viewer, '/demo/mall/summary');
  await viewer.goto(`${site.server.url}/demo/mall/workspaces/${id}`);
  await section(viewer, 'Social media and Interaction').waitFor();
  expect(await viewer.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
  await signOut(viewer);

  const owner = await site.newPage();
  await signIn(owner, site.server.url, 'owner');
  await expectPath(owner, '/demo/portfolio/summary');
  await owner.getByTestId('menu-users').click();
  await expectPath(owner, '/demo/portfolio/users');
  // Every list of docs/product/platform.md §2.10: tenant, treasury, the project and both workspaces.
  await list(owner, WORKSPACE).waitFor();
  const resources = await owner.getByTestId('access-list').evaluateAll((els) => els.map((e) => e.getAttribute('data-resource')));
  expect(resources).toEqual(['sdm/demo', 'sdm/demo/treasury', 'sdm/demo/mall', 'sdm/demo/mall/city-centre', 'sdm/demo/mall/riverside']);
  // The owner row has no checkboxes; the others show their roles.
  expect(await row(owner, 'sdm/demo', 'owner').getByRole('checkbox').count()).toBe(0);
  expect(await row(owner, 'sdm/demo', 'owner').innerText()).toContain('Olivia');
  expect(await box(owner, 'sdm/demo', 'admin', 'Admin').isChecked()).toBe(true);
  expect(await box(owner, 'sdm/demo/mall', 'viewer', 'Viewer').isChecked()).toBe(true);
  expect(await row(owner, WORKSPACE, 'viewer').count()).toBe(0);

  // Add the existing user 'viewer' to the workspace as a viewer, then tick Editor. Add waits for a user to be chosen,
  // and a click on it says so beside the user field.
  await list(owner, WORKSPACE).getByRole('button', { name: 'Add User' }).click();
  await clickDisabled(owner.getByRole('dialog').getByRole('button', { name: 'Add' }));
  await expectFieldMessage(owner.getByRole('dialog').getByRole('combobox', { name: 'User' }), 'Choose a user');
  await chooseOption(owner, 'User', /^viewer \(Vera Viewer\)/);
  await owner.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await expect.poll(() => row(owner, WORKSPACE, 'viewer').count()).toBe(1);
  expect(await box(owner, WORKSPACE, 'viewer', 'Viewer').isChecked()).toBe(true);
  expect(await box(owner, WORKSPACE, 'viewer', 'Editor').isChecked()).toBe(false);
  await box(owner, WORKSPACE, 'viewer', 'Editor').click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Grant' }).click();
  await expect.poll(() => box(owner, WORKSPACE, 'viewer', 'Editor').isChecked()).toBe(true);
  await expect.poll(() => owner.getByTestId('snackbar-success').last().innerText()).toContain('Editor role granted to viewer.');
  // The server kept it: a fresh page load shows it again.
  await owner.reload();
  await expect.poll(() => box(owner, WORKSPACE, 'viewer', 'Editor').isChecked(), { timeout: 15_000 }).toBe(true);

  // With the new role in their token, the viewer gets the pencil of the editor's sections.
  await signIn(viewer, site.server.url, 'viewer');
  await expectPath(viewer, '/demo/mall/summary');
  await viewer.goto(`${site.server.url}/demo/mall/workspaces/${id}`);
  await section(viewer, 'Social media and Interaction').waitFor();
  await expect.poll(() => editButtons(viewer, 'Social media and Interaction'), { timeout: 15_000 }).toBe(1);
  expect(await editButtons(viewer, 'Special properties')).toBe(1);
  // Primary details and the address stay with ADMIN (docs/product/platform.md §6).
  expect(await editButtons(viewer, 'Primary details')).toBe(0);
  expect(await editButtons(viewer, 'Location and Address')).toBe(0);
});

it('a click on a role asks first: Cancel changes nothing, Grant applies it', async () => {
  const owner = await site.newPage();
  await signIn(owner, site.server.url, 'owner', DEMO_PASSWORD, '/demo/portfolio/users');
  const editor = () => box(owner, 'sdm/demo/mall', 'viewer', 'Editor');
  await editor().waitFor();
  expect(await editor().isChecked()).toBe(false);

  await editor().click();
  const dialog = owner.getByRole('dialog');
  await expect.poll(() => dialog.innerText()).toContain('Grant the Editor role on City Malls to viewer?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  expect(await editor().isChecked()).toBe(false);
  await owner.reload();
  await editor().waitFor();
  expect(await editor().isChecked()).toBe(false);

  await editor().click();
  await dialog.getByRole('button', { name: 'Grant' }).click();
  await expect.poll(() => editor().isChecked()).toBe(true);
  await owner.reload();
  await expect.poll(() => editor().isChecked(), { timeout: 15_000 }).toBe(true);

  // Revoking asks too.
  await editor().click();
  await expect.poll(() => dialog.innerText()).toContain('Revoke the Editor role on City Malls from viewer?');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect.poll(() => editor().isChecked()).toBe(false);
});

it('an admin who unticks their own Admin is told why the server refused, and keeps it', async () => {
  const admin = await site.newPage();
  await signIn(admin, site.server.url, 'admin', DEMO_PASSWORD, '/demo/portfolio/users');
  const own = () => box(admin, 'sdm/demo', 'admin', 'Admin');
  await own().waitFor();
  await own().click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect.poll(() => admin.getByTestId('snackbar-error').last().innerText()).toContain(GRANT_MESSAGES.ownAccess);
  expect(await own().isChecked()).toBe(true);
  await admin.reload();
  await own().waitFor();
  expect(await own().isChecked()).toBe(true);
});

it('the owner adds a new user with the password rule; the new user signs in to the workspace', async () => {
  const owner = await site.newPage();
  await signIn(owner, site.server.url, 'owner', DEMO_PASSWORD, '/demo/portfolio/users');
  await expectPath(owner, '/demo/portfolio/users');
  await list(owner, 'sdm/demo/mall/riverside').getByRole('button', { name: 'Add User' }).click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByText('New user').click();
  // Add waits for a valid new user; each field says why beside itself once touched, in the server schema's words.
  const add = dialog.getByRole('button', { name: 'Add' });
  expect(await add.isDisabled()).toBe(true);
  await expectFieldQuiet(dialog.getByLabel('First Name'), 'First name is required.');
  await dialog.getByLabel('Username').fill('rita');
  await dialog.getByLabel('First Name').fill('Rita');
  await dialog.getByLabel('Last Name').fill('River');
  await dialog.getByLabel('Password').fill('weakpass');
  await expectFieldMessage(dialog.getByLabel('Password'), 'New password should contain 8 characters, 1 special and 1 number');
  expect(await add.isDisabled()).toBe(true);
  await dialog.getByLabel('Email').fill('rita@');
  await expectFieldMessage(dialog.getByLabel('Email'), 'Please enter a valid email address.');
  await dialog.getByLabel('Email').fill('');
  await dialog.getByLabel('Password').fill('River#2026');
  await expectFieldQuiet(dialog.getByLabel('Password'), 'New password should contain 8 characters, 1 special and 1 number');
  await add.click();
  await expect.poll(() => row(owner, 'sdm/demo/mall/riverside', 'rita').count()).toBe(1);
  expect(await row(owner, 'sdm/demo/mall/riverside', 'rita').innerText()).toMatch(/rita\s+Rita\s+River/);
  expect(await box(owner, 'sdm/demo/mall/riverside', 'rita', 'Viewer').isChecked()).toBe(true);

  const rita = await site.newPage();
  await signIn(rita, site.server.url, 'rita', 'River#2026');
  // One workspace reached: the guards take her to it.
  await expectPath(rita, '/demo/mall/riverside/summary');
});

it('an admin manages roles up to admin but cannot grant owner', async () => {
  const admin = await site.newPage();
  await signIn(admin, site.server.url, 'admin', DEMO_PASSWORD, '/demo/portfolio/users');
  await expectPath(admin, '/demo/portfolio/users');
  await list(admin, 'sdm/demo').waitFor();
  expect(await row(admin, 'sdm/demo', 'owner').getByRole('checkbox').count()).toBe(0);
  expect(await box(admin, 'sdm/demo', 'admin', 'Admin').isEnabled()).toBe(true);

  await list(admin, 'sdm/demo').getByRole('button', { name: 'Add User' }).click();
  await admin.getByRole('dialog').getByRole('combobox', { name: 'Role' }).click();
  expect(await admin.getByRole('option').allInnerTexts()).toEqual(['Admin', 'Editor', 'Viewer']);
  await admin.keyboard.press('Escape');

  // The server refuses it whatever the screen offers.
  const { token, apiKey } = await tokenOf('admin');
  const userId = ((await site.server.app.ctx.db.execute(sql`select id from users where username = 'editor'`)) as unknown as { rows: { id: string }[] }).rows[0]
    .id;
  const res = await site.server.app.inject({
    method: 'PUT',
    url: '/api/1.0/access-lists/grants',
    headers: { 'x-api-key': apiKey, authorization: `Bearer ${token}` },
    payload: { resource: 'sdm/demo', userId, role: 'owner', granted: true },
  });
  expect(res.statusCode).toBe(403);
  expect(res.json().message).toBe('You cannot grant or revoke a role above your own.');

  // The owner is offered the owner role on the tenant list.
  const owner = await site.newPage();
  await signIn(owner, site.server.url, 'owner', DEMO_PASSWORD, '/demo/portfolio/users');
  await list(owner, 'sdm/demo').getByRole('button', { name: 'Add User' }).click();
  await owner.getByRole('dialog').getByRole('combobox', { name: 'Role' }).click();
  expect(await owner.getByRole('option').allInnerTexts()).toEqual(['Owner', 'Admin', 'Editor', 'Viewer']);
});

it('a tenant viewer has no users menu and is told so when opening the page', async () => {
  const db = site.server.app.ctx.db;
  const { rows } = (await db.execute(sql`select u.id, u.tenant_id as "tenantId" from users u where u.username = 'editor'`)) as unknown as {
    rows: { id: string; tenantId: string }[];
  };
  await grant(db, rows[0].tenantId, 'sdm/demo.reader', rows[0].id);
  const page = await site.newPage();
  await signIn(page, site.server.url, 'editor', DEMO_PASSWORD, '/demo/portfolio/summary');
  await expectPath(page, '/demo/portfolio/summary');
  await page.getByTestId('menu-bar').waitFor();
  expect(await page.getByTestId('menu-users').count()).toBe(0);
  await page.goto(`${site.server.url}/demo/portfolio/users`);
  await expect.poll(() => page.getByTestId('users-not-permitted').innerText()).toBe(INSUFFICIENT_PRIVILEGE_TEXT);
  expect(await page.getByTestId('access-list').count()).toBe(0);
});
