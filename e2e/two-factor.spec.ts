import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../src/server/seed/demo.js';
import { base32Decode, totp } from '../src/server/iam/totp.js';
import { expectPath, signIn, signOut } from './support/console.js';
import { useConsole } from './support/use-console.js';

const site = useConsole();
// The code that confirmed an enrolment (or signed in) spent its 30-second step: the next is the step after, which the
// server takes a step early.
const nextCode = (secret: Buffer) => totp(secret, Date.now() + 30_000);

/** Sets up two-factor sign-in on the profile page as a user does, reading the key from the page; the key and the recovery codes. */
async function enrolOnProfile(page: Page): Promise<{ secret: Buffer; recoveryCodes: string[] }> {
  await page.goto(`${site.server.url}/demo/profile`);
  const panel = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect.poll(() => panel.getByTestId('two-factor-state').innerText()).toContain('Off');
  await panel.getByLabel('Confirm with Password').fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: 'Set Up' }).click();
  const shown = panel.getByTestId('totp-secret');
  await shown.waitFor();
  const secret = base32Decode(await shown.innerText())!;
  await expect
    .poll(() => panel.getByRole('img', { name: 'QR code for the authenticator app' }).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await panel.getByLabel('Code from the app').fill(totp(secret, Date.now()));
  await panel.getByRole('button', { name: 'Confirm' }).click();
  const list = panel.getByTestId('recovery-codes');
  await list.waitFor();
  const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect
    .poll(() => panel.getByTestId('two-factor-state').innerText())
    .toContain('On: signing in asks for a code of your authenticator app. 10 recovery codes left.');
  return { secret, recoveryCodes };
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel(/Authentication Code|Recovery Code/).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

it('enrols on the profile page, then signs in with a code of the app, with a recovery code once, and refuses a wrong code', async () => {
  const page = await site.newPage();
  const base = site.server.url;
  await signIn(page, base, 'viewer');
  await expectPath(page, '/demo/mall/summary');
  const { secret, recoveryCodes } = await enrolOnProfile(page);
  await signOut(page);

  // The same page asks for the code after the password: no reload, the URL stays.
  await signIn(page, base, 'viewer');
  await page.getByLabel('Authentication Code').waitFor();
  expect(new URL(page.url()).pathname).toBe('/demo');
  await enterCode(page, '000000');
  await expect.poll(() => page.getByTestId('sign-in-error').innerText()).toBe('Invalid or already used two-factor code');
  await enterCode(page, nextCode(secret));
  await expectPath(page, '/demo/mall/summary');
  await signOut(page);

  await signIn(page, base, 'viewer');
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await enterCode(page, recoveryCodes[0]);
  await expectPath(page, '/demo/mall/summary');
  await signOut(page);

  // A recovery code is spent once used.
  await signIn(page, base, 'viewer');
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await enterCode(page, recoveryCodes[0]);
  await expect.poll(() => page.getByTestId('sign-in-error').innerText()).toBe('Invalid or already used two-factor code');
});

it('an owner requires it for the tenant: a user without it sets it up at sign-in, then signs in with a code', async () => {
  const base = site.server.url;
  const owner = await site.newPage();
  await signIn(owner, base, 'owner');
  await expectPath(owner, '/demo/portfolio/summary');
  await enrolOnProfile(owner);
  await owner.goto(`${base}/demo/portfolio/users`);
  const requirement = owner.getByRole('switch', { name: 'Require two-factor sign-in for every user' });
  await expect.poll(() => requirement.isEnabled()).toBe(true);
  expect(await requirement.isChecked()).toBe(false);
  await requirement.click({ force: true });
  await expect.poll(() => owner.getByTestId('snackbar-success').last().innerText()).toContain('Every user now signs in with a second factor.');
  expect(await requirement.isChecked()).toBe(true);

  const editor = await site.newPage();
  await signIn(editor, base, 'editor');
  const enrolment = editor.getByTestId('sign-in-enrolment');
  const shown = enrolment.getByTestId('totp-secret');
  await shown.waitFor();
  const secret = base32Decode(await shown.innerText())!;
  await enrolment.getByLabel('Code from the app').fill(totp(secret, Date.now()));
  await enrolment.getByRole('button', { name: 'Confirm' }).click();
  await enrolment.getByTestId('recovery-codes').waitFor();
  await enrolment.getByRole('button', { name: 'Continue to Sign In' }).click();
  await expect.poll(() => editor.getByTestId('sign-in-notice').innerText()).toContain('Two-factor sign-in is on.');
  await enterCode(editor, nextCode(secret));
  await expectPath(editor, '/demo/mall/summary');
});
