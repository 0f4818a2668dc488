import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectPath, menuItems, signIn, signOut } from './support/console.js';
import { useConsole } from './support/use-console.js';
import { newId } from '../src/domain/common/ids.js';
import { grant, insertProject, insertUser } from '../src/server/seed/builders.js';

const site = useConsole();
let page: Page;
let base: string;

beforeAll(() => {
  base = site.server.url;
});
beforeEach(async () => {
  await page?.context().close();
  page = await site.newPage();
});

describe('landing page', () => {
  it('leads from the tenant ID to the tenant sign-in page with its logo', async () => {
    await page.goto(base);
    await page.getByLabel('Tenant ID').fill('demo');
    await page.getByRole('button', { name: 'Go' }).click();
    await expectPath(page, '/demo');
    await expect.poll(() => page.getByTestId('welcome-panel').innerText()).toContain('Demo Media');
    const logo = page.getByTestId('tenant-logo');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  it('reports an unknown tenant and stays on the landing page', async () => {
    await page.goto(base);
    await page.getByLabel('Tenant ID').fill('nobody');
    await page.getByRole('button', { name: 'Go' }).click();
    const snackbar = page.getByTestId('snackbar-error');
    await expect.poll(() => snackbar.innerText()).toContain('Tenant [nobody] is not registered or set up. Unable to continue...');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('button', { name: 'Go' }).isEnabled()).toBe(true);
  });

  it('ignores an empty tenant ID', async () => {
    await page.goto(base);
    const lookUps: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/1.0/tenants/')) lookUps.push(decodeURIComponent(pathname.slice('/api/1.0/tenants/'.length)));
    });
    await page.getByLabel('Tenant ID').fill('   ');
    await page.getByRole('button', { name: 'Go' }).click();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('snackbar-error').count()).toBe(0);
    // Rather than wait for nothing: a real look-up afterwards is the only one the page made.
    await page.getByLabel('Tenant ID').fill('demo');
    await page.getByRole('button', { name: 'Go' }).click();
    await expectPath(page, '/demo');
    expect(lookUps).toEqual(['demo']);
  });
});

describe('sign-in and the menu of each role', () => {
  it('takes the owner to the portfolio with its full menu and a welcome', async () => {
    await signIn(page, base, 'owner');
    await expectPath(page, '/demo/portfolio/summary');
    expect(await menuItems(page)).toEqual(['SUMMARY', 'PROJECTS', 'TREASURY', 'USERS']);
    expect(await page.getByTestId('welcome').innerText()).toBe('Welcome Olivia');
    expect(await page.getByTestId('menu-summary').getAttribute('aria-current')).toBe('page');
  });

  it('takes a project viewer straight to their one project', async () => {
    await signIn(page, base, 'viewer');
    await expectPath(page, '/demo/mall/summary');
    expect(await page.getByTestId('view-mode').innerText()).toMatch(/project/i);
  });

  it('takes a workspace-only user to their workspace, and stops them at another workspace', async () => {
    await signIn(page, base, 'transit');
    await expectPath(page, '/demo/mall/city-centre/summary');
    await page.goto(`${base}/demo/mall/riverside/summary`);
    await expectPath(page, '/insufficient-privilege');
    await page.getByTestId('insufficient-privilege').waitFor();
  });

  it('takes a viewer of two projects to the projects they may open, each of which opens', async () => {
    const { db, tenants } = site.server.app.ctx;
    const tenant = (await tenants.find('demo'))!;
    await insertProject(db, { tenantId: tenant.id, id: newId(), key: 'harbour', name: 'Harbour Front' });
    const user = await insertUser(db, { tenantId: tenant.id, id: newId(), username: 'twoprojects', password: 'Demo@1234', firstName: 'Tove', lastName: 'Two' });
    for (const group of ['sdm/demo/mall.reader', 'sdm/demo/harbour.reader']) await grant(db, tenant.id, group, user.id);
    await signIn(page, base, 'twoprojects');
    await expectPath(page, '/demo/portfolio/projects');
    await expect
      .poll(() => page.getByTestId('project-tile').evaluateAll((tiles) => tiles.map((t) => t.getAttribute('aria-label')).sort()))
      .toEqual(['City Malls', 'Harbour Front']);
    // The portfolio's summary, where sign-in used to leave them with nothing of their own, leads to the same list.
    await page.goto(`${base}/demo/portfolio/summary`);
    await expectPath(page, '/demo/portfolio/projects');
    await page.getByRole('link', { name: 'Open Harbour Front' }).click();
    await expectPath(page, '/demo/harbour/summary');
  });

  it('refuses a user without any role on the tenant, naming their permissions', async () => {
    const tenant = await site.server.app.ctx.tenants.find('demo');
    await insertUser(site.server.app.ctx.db, {
      tenantId: tenant!.id,
      id: newId(),
      username: 'nobody',
      password: 'Demo@1234',
      firstName: 'No',
      lastName: 'Body',
    });
    await signIn(page, base, 'nobody');
    await expect.poll(() => page.getByTestId('sign-in-error').innerText()).toBe('User not authorized. Permissions: []');
    expect(new URL(page.url()).pathname).toBe('/demo');
    expect(await page.getByRole('button', { name: 'Sign In' }).isEnabled()).toBe(true);
  });

  it('shows the server description of a wrong password and keeps the user on the page', async () => {
    await signIn(page, base, 'owner', 'Wrong@1234');
    await expect.poll(() => page.getByTestId('sign-in-error').innerText()).toBe('Invalid username or password');
    expect(new URL(page.url()).pathname).toBe('/demo');
  });

  it('returns to the page asked for before sign-in', async () => {
    await page.goto(`${base}/demo/profile`);
    await expectPath(page, '/demo');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/demo/profile');
    await page.getByLabel('Username').fill('editor');
    await page.getByLabel('Password').fill('Demo@1234');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectPath(page, '/demo/profile');
    await expect.poll(() => page.getByLabel('First Name').inputValue()).toBe('Eddie');
  });

  it('signs out and guards the shell afterwards', async () => {
    await signIn(page, base, 'admin');
    await expectPath(page, '/demo/portfolio/summary');
    await signOut(page);
    await page.goto(`${base}/demo/portfolio/projects`);
    await expectPath(page, '/demo');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/demo/portfolio/projects');
  });

  it('shows not-found for an unknown address', async () => {
    await page.goto(`${base}/404`);
    await page.getByTestId('not-found').waitFor();
    await signIn(page, base, 'owner');
    await expectPath(page, '/demo/portfolio/summary');
    await page.goto(`${base}/demo/no-such-project/summary`);
    await expectPath(page, '/404');
  });
});
