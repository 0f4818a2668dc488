import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../src/server/seed/demo.js';

/** Signs in on the tenant's sign-in page, optionally with a return URL, the way a user does. */
export async function signIn(page: Page, base: string, username: string, password = DEMO_PASSWORD, returnUrl?: string): Promise<void> {
  const query = returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : '';
  await page.goto(`${base}/demo${query}`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
}

/** The path the browser shows, once it settles on the expected one. */
export async function expectPath(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)), { timeout: 15_000 });
  expect(new URL(page.url()).pathname).toMatch(typeof path === 'string' ? new RegExp(`^${path}$`) : path);
}

/** The text of each menu item, in order. */
export async function menuItems(page: Page): Promise<string[]> {
  await page.getByTestId('menu-bar').waitFor();
  return page
    .getByTestId('menu-bar')
    .getByRole('button')
    .filter({ hasNot: page.getByTestId('menu-back') })
    .allTextContents();
}
