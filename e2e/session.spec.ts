import { expect, it } from 'vitest';
import { expectPath, signIn } from './support/console.js';
import type { Page } from 'playwright-core';
import { useConsole } from './support/use-console.js';

// A session of a minute that can be renewed for two: the test moves both clocks past that instead of waiting.
const site = useConsole({ accessTokenTtl: 60, refreshTokenTtl: 120 });
const LATER = 5 * 60_000;

it('alerts when the session has expired, then logs off and returns to the page after signing in again', async () => {
  const page = await site.newPage();
  await page.clock.install();
  await signIn(page, site.server.url, 'owner');
  await expectPath(page, '/demo/portfolio/summary');
  // The summary has read its figures and its chart's: a request still in flight when the clocks move would meet the
  // end first. (The page came by a client-side move, so the document's own network-idle state says nothing of it.)
  await page.getByTestId('count-tile-venues').waitFor();
  await page.getByTestId('engagement-total').waitFor();
  await settled(page);
  // Five minutes later, for the browser and the server alike. The browser's timers are not run, so the
  // session's end is first met by the click below (a timer due meanwhile would meet it on its own).
  site.server.clock.advance(LATER);
  await page.clock.setSystemTime(Date.now() + LATER);
  await page.getByTestId('menu-projects').click();
  const alert = page.getByTestId('session-expired');
  await expect.poll(() => alert.innerText()).toContain('Session expired. You will now be logged out.');
  await page.getByRole('button', { name: 'OK' }).click();
  await expectPath(page, '/demo');
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/demo/portfolio/projects');
  await page.getByLabel('Username').fill('owner');
  await page.getByLabel('Password').fill('Demo@1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectPath(page, '/demo/portfolio/projects');
});

/** Resolves once the page has had no request in flight for half a second (its code's and its reads' alike). */
async function settled(page: Page): Promise<void> {
  let open = 0;
  let last = Date.now();
  const started = () => {
    open++;
    last = Date.now();
  };
  const ended = () => {
    open = Math.max(0, open - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await expect.poll(() => open === 0 && Date.now() - last >= 500, { timeout: 15_000, interval: 100 }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
