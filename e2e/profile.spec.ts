import { expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '../src/domain/images/aspect.js';
import { encodePng } from '../src/server/images/png.js';
import { PROFILE_NAME_REQUIRED } from '../src/domain/profiles/profile.js';
import { expectFieldMessage, expectPath, signIn } from './support/console.js';
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
  // A cleared name says why beside itself, and Save waits.
  await page.getByLabel('Display Name').fill('');
  await expectFieldMessage(page.getByLabel('Display Name'), PROFILE_NAME_REQUIRED.displayName);
  expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  await page.getByLabel('Display Name').fill('Ed the Editor');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByTestId('snackbar-success').innerText()).toContain('Profile saved.');
  await expect.poll(() => page.getByTestId('profile-banner').innerText()).toContain('Ed the Editor');

  // The password rule (docs/product/platform.md §5) is checked as it is typed: Change waits, the new password says why
  // beside itself, and a retyped one that differs says so beside it.
  const change = page.getByRole('button', { name: 'Change' });
  expect(await change.isDisabled()).toBe(true);
  await page.getByLabel('Current Password').fill('Demo@1234');
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Retype Password').fill('short');
  await expectFieldMessage(page.getByLabel('New Password'), 'New password should contain 8 characters, 1 special and 1 number');
  expect(await change.isDisabled()).toBe(true);
  await page.getByLabel('New Password').fill('Fresh#2026');
  await expectFieldMessage(page.getByLabel('Retype Password'), 'New and confirm passwords do not match');
  expect(await change.isDisabled()).toBe(true);

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

it('uploads a 16:9 profile banner in the banner panel; after a reload the page shows it', async () => {
  const page = await site.newPage();
  await signIn(page, site.server.url, 'viewer');
  await expectPath(page, '/demo/mall/summary');
  await page.goto(`${site.server.url}/demo/profile`);
  const panel = page.getByTestId('image-banner');
  await panel.getByTestId('image-placeholder').waitFor();
  expect(await panel.innerText()).toContain('Banner');
  expect(await panel.innerText()).toContain('(16:9)');

  const picture = (width: number, height: number) => ({
    name: `${width}x${height}.png`,
    mimeType: 'image/png',
    buffer: encodePng(width, height, (x, y) => [x % 256, y % 256, 90, 255]),
  });
  // A square picture is refused before anything is sent.
  await panel.locator('input[type=file]').setInputFiles(picture(400, 400));
  await expect.poll(() => panel.getAttribute('data-status')).toBe('INVALID');
  expect(await panel.getByRole('alert').innerText()).toBe('Please upload an image with aspect ratio 16:9');
  await panel.locator('input[type=file]').setInputFiles(picture(320, 180));
  await expect.poll(() => panel.getAttribute('data-status')).toBe('RELOADED');
  await page.getByRole('button', { name: 'Upload Banner' }).click();
  await expect.poll(() => page.getByTestId('snackbar-success').last().innerText()).toContain(IMAGE_MESSAGES.uploaded);
  await expect.poll(() => panel.getAttribute('data-status')).toBe('UPLOADED');

  await page.reload();
  const shown = panel.getByRole('img', { name: 'Banner' });
  await shown.waitFor();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([320, 180]);
  expect(await panel.getByTestId('image-placeholder').count()).toBe(0);
});
