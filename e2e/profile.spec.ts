import { expect, it } from 'vitest';
import { expectPath, signIn } from './support/console.js';
import { useConsole } from './support/use-console.js';

const site = useConsole();

it('saves the name and changes the password, signing the user off; only the new password works', async () => {
  const page = await site.newPage();
  const base = site.server.url;
  await signIn(page, base, 'editor');
  await expectPath(page, '/demo/mall/summary');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expectPath(page, '/demo/profile');

  await expect.poll(() => page.getByLabel('First Name').inputValue()).toBe('Eddie');
  await page.getByLabel('Display Name').fill('Ed the Editor');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByTestId('snackbar-success').innerText()).toContain('Profile saved.');
  await expect.poll(() => page.getByTestId('profile-banner').innerText()).toContain('Ed the Editor');

  // The spec's rule is checked before anything is sent.
  const change = page.getByRole('button', { name: 'Change' });
  expect(await change.isDisabled()).toBe(true);
  await page.getByLabel('Current Password').fill('Demo@1234');
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Retype Password').fill('short');
  await change.click();
  await expect.poll(() => page.getByText('New password should contain 8 characters, 1 special and 1 number').count()).toBe(1);

  // A wrong current password is refused by the server and nothing changes.
  await page.getByLabel('Current Password').fill('Wrong@1234');
  await page.getByLabel('New Password').fill('Fresh#2026');
  await page.getByLabel('Retype Password').fill('Fresh#2026');
  await change.click();
  await expect.poll(() => page.getByTestId('snackbar-error').innerText()).toContain('Invalid current password');
  expect(new URL(page.url()).pathname).toBe('/demo/profile');

  await page.getByLabel('Current Password').fill('Demo@1234');
  await change.click();
  await expect.poll(() => page.getByTestId('snackbar-success').last().innerText()).toContain('Password changed. Please login with new password');
  await expectPath(page, '/demo');

  await signIn(page, base, 'editor', 'Demo@1234');
  await expect.poll(() => page.getByTestId('sign-in-error').innerText()).toBe('Invalid username or password');
  await signIn(page, base, 'editor', 'Fresh#2026');
  await expectPath(page, '/demo/mall/summary');
});
