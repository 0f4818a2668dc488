import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
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

/**
 * What an input says of itself to assistive technology (docs/decisions/0137): whether it is marked invalid, and the
 * texts its aria-describedby names (its message beside it, its description). Read in one go, as it stands.
 */
export async function fieldState(field: Locator): Promise<{ invalid: boolean; described: string[] }> {
  return field.evaluate((el) => ({
    invalid: el.getAttribute('aria-invalid') === 'true',
    described: (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? ''),
  }));
}

/** Waits until the field is marked invalid with `message` beside it (named by its aria-describedby). */
export async function expectFieldMessage(field: Locator, message: string): Promise<void> {
  await expect
    .poll(() => fieldState(field), { timeout: 10_000 })
    .toEqual(expect.objectContaining({ invalid: true, described: expect.arrayContaining([message]) }));
}

/** The field is not marked invalid and names no message. */
export async function expectFieldQuiet(field: Locator, message: string): Promise<void> {
  const state = await fieldState(field);
  expect(state.invalid).toBe(false);
  expect(state.described).not.toContain(message);
}

/**
 * Clicks a disabled submit as a user would (a click on it where it stands): the form shows every message. Playwright
 * would otherwise wait for the button to be enabled.
 */
export async function clickDisabled(button: Locator): Promise<void> {
  expect(await button.isDisabled()).toBe(true);
  await button.click({ force: true });
}

/** Notes any spinner shown from now on, however briefly. */
export async function watchSpinners(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const seen = window as unknown as { spinnerSeen: boolean };
    seen.spinnerSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Loading"]')) seen.spinnerSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { spinnerSeen: boolean }).spinnerSeen);
}

/**
 * Waits until the page has drawn the parts it draws after its first paint (a record page's lower sections,
 * components/after-first-paint): before checking that something is absent from a whole page.
 */
export async function wholePage(page: Page): Promise<void> {
  await page.waitForFunction(() => document.body.dataset.drawing === undefined);
}
