import { expect, it } from 'vitest';
import { expectPath, signIn } from './support/console.js';
import { useConsole } from './support/use-console.js';

// A session of a minute that can be renewed for two: the test moves both clocks past that instead of waiting.
const site = useConsole({ accessTokenTtl: 60, refreshTokenTtl: 120 });
const LATER = 5 * 60_000;

it('alerts when the session has expired, then logs off and returns to the page after signing in again', async () => {
  const page = await site.newPage();
  await page.clock.install();
  await signIn(page, site.server.url, 'owner');
  await expectPath(page, '/demo/portfolio/summary');
  // The summary has read its figures: a request still in flight when the clocks move would meet the end first.
  await page.waitForLoadState('networkidle');
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
