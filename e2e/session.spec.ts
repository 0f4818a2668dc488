import { expect, it } from 'vitest';
import { expectPath, signIn } from './support/console.js';
import { useConsole } from './support/use-console.js';

// Tokens that live two seconds, so that the session runs out during the test.
const site = useConsole({ accessTokenTtl: 2, refreshTokenTtl: 2 });

it('alerts when the session has expired, then logs off and returns to the page after signing in again', async () => {
  const page = await site.newPage();
  await signIn(page, site.server.url, 'owner');
  await expectPath(page, '/demo/portfolio/summary');
  await page.waitForTimeout(3_000);
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
