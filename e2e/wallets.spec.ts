import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { WALLET_MESSAGES as M } from '../src/domain/wallets/ledger.js';
import { clickDisabled, expectFieldMessage, expectFieldQuiet, expectPath, menuItems } from './support/console.js';
import { apiAs, signedInOn, useConsole } from './support/use-console.js';

const site = useConsole();
const TREASURY = '/demo/treasury/mall';
const WS = '/demo/mall/city-centre';
/** A stored wallet's page (not the create page). */
const STORED = (base: string) => new RegExp(`^${base}/wallets/(?!create$)[^/]+$`);
const balance = (page: Page) => page.getByTestId('wallet-balance');

async function createWallet(page: Page, base: string, mobile: string, profileName: string) {
  await page.getByTestId('list-create').filter({ hasText: 'Create Wallet' }).click();
  await expectPath(page, `${base}/wallets/create`);
  // Save waits for a profile found by its mobile: a mobile of none says so beside itself.
  const save = page.getByRole('button', { name: 'Save', exact: true });
  expect(await save.isDisabled()).toBe(true);
  await page.getByLabel('Profile mobile').fill('9000000001');
  await expectFieldMessage(page.getByLabel('Profile mobile'), 'No profile has this mobile number.');
  expect(await save.isDisabled()).toBe(true);
  await page.getByLabel('Profile mobile').fill(mobile);
  await page
    .getByTestId('wallet-profile')
    .filter({ hasText: `Profile: ${profileName}` })
    .waitFor();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectPath(page, STORED(base));
  await page.getByRole('heading', { name: `Wallet ${profileName}` }).waitFor();
}

async function adjust(page: Page, points: string, reason: string) {
  const form = page.getByRole('form', { name: 'Adjust the balance' });
  await form.getByLabel('Points').fill(points);
  await form.getByLabel('Reason').fill(reason);
  await form.getByRole('button', { name: 'Adjust balance' }).click();
}

it("wallets: the owner creates a demo profile's wallet in the treasury, adjusts it with a reason, reads the ledger, and an overdraw is refused", async () => {
  const page = await signedInOn(site, `${TREASURY}/summary`);
  expect((await menuItems(page)).filter(Boolean)).toEqual(['SUMMARY', 'WALLETS', 'INSTRUMENTS']);
  await page.getByTestId('menu-wallets').click();
  await expectPath(page, `${TREASURY}/wallets`);
  await page.getByRole('heading', { name: 'Wallets' }).waitFor();

  // The demo editor, Eddie, has the phone 9876543212.
  await createWallet(page, TREASURY, '9876543212', 'Eddie');
  await balance(page).filter({ hasText: '0 points' }).waitFor();
  await page.getByTestId('ledger-empty').waitFor();

  // The domain's messages before anything is sent: Adjust balance waits while the form is invalid, the untouched
  // reason says nothing until the disabled button is clicked, a zero says why beside the points; then an adjustment up
  // with its reason.
  const form = page.getByRole('form', { name: 'Adjust the balance' });
  const adjustButton = form.getByRole('button', { name: 'Adjust balance' });
  await form.getByLabel('Points').fill('0');
  await expectFieldMessage(form.getByLabel('Points'), M.pointsRequired);
  await form.getByLabel('Points').fill('5');
  await expectFieldQuiet(form.getByLabel('Points'), M.pointsRequired);
  await expectFieldQuiet(form.getByLabel('Reason'), M.reasonRequired);
  await clickDisabled(adjustButton);
  await expectFieldMessage(form.getByLabel('Reason'), M.reasonRequired);
  await adjust(page, '30', 'Welcome bonus');
  await balance(page).filter({ hasText: '30 points' }).waitFor();
  const entry = page.getByTestId('ledger-entry').first();
  await entry.filter({ hasText: 'Welcome bonus' }).waitFor();
  expect(await entry.innerText()).toMatch(/Adjusted[\s\S]*\+30[\s\S]*30[\s\S]*Welcome bonus[\s\S]*Staff adjustment by you/);
  await page.getByTestId('wallet-entry-count').filter({ hasText: '1 entry' }).waitFor();

  // Taking more than it holds: the server's 409 message, and nothing moves.
  await adjust(page, '-31', 'Mistake');
  await page
    .getByTestId('wallet-adjust-error')
    .filter({ hasText: M.insufficient(30) })
    .waitFor();
  expect(await balance(page).innerText()).toBe('30 points');
  expect(await page.getByTestId('ledger-entry').count()).toBe(1);
  await adjust(page, '-10', 'Returned goods');
  await balance(page).filter({ hasText: '20 points' }).waitFor();
  // The balance and the ledger are two reads refreshed after the write: the entry may land a moment after the balance.
  await expect.poll(() => page.getByTestId('ledger-entry').first().innerText()).toContain('−10');
  expect(await page.getByTestId('wallet-adjust-error').count()).toBe(0);

  // The list: the wallet with its balance and entries, found by the profile's name on the server.
  await page.getByRole('button', { name: 'Close' }).click();
  await expectPath(page, `${TREASURY}/wallets`);
  const tile = page.getByTestId('wallet-tile').filter({ hasText: 'Eddie' });
  await tile.getByTestId('wallet-balance').filter({ hasText: '20 points' }).waitFor();
  await tile.getByText('2 entries').waitFor();
  await page.context().close();
});

it('wallets: in a workspace the owner keeps a wallet for it; older ledger entries page; search asks the server; a non-admin has no WALLETS tab', async () => {
  const page = await signedInOn(site, `${WS}/wallets`);
  await page.getByRole('heading', { name: 'Wallets' }).waitFor();
  // Vera, the demo viewer, has the phone 9876543213.
  await createWallet(page, WS, '9876543213', 'Vera');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('wallet-tile').filter({ hasText: 'Vera' }).waitFor();
  // The workspace lists the wallets kept for it, not the project's others.
  expect(await page.getByTestId('wallet-tile').filter({ hasText: 'Eddie' }).count()).toBe(0);
  // A third wallet (the search box shows above two), the demo owner's, made through the API.
  const api = await apiAs(site, 'owner');
  const [project, olivia] = await Promise.all([api('GET', '/api/1.0/projects/mall?tenant=demo'), api('GET', '/api/1.0/profiles/phone/9876543210')]);
  const oliviaWallet = await api('POST', '/api/1.0/wallets?tenant=demo', { project_id: project.id, profile_id: olivia.id });
  // 51 entries: the ledger shows the newest 50, 'Older entries' the first.
  for (let i = 1; i <= 51; i++) await api('POST', `/api/1.0/wallets/${oliviaWallet.id}/adjustments`, { points: i, reason: `Visit ${i}` });
  await page.goto(`${site.server.url}${TREASURY}/wallets/${oliviaWallet.id}`);
  await page.getByTestId('wallet-balance').filter({ hasText: '1,326 points' }).waitFor();
  await page.getByTestId('ledger-entry').first().filter({ hasText: 'Visit 51' }).waitFor();
  expect(await page.getByTestId('ledger-entry').count()).toBe(50);
  await page.getByRole('button', { name: 'Older entries' }).click();
  await page.getByTestId('ledger-entry').last().filter({ hasText: 'Visit 1' }).waitFor();
  expect(await page.getByTestId('ledger-entry').count()).toBe(51);
  expect(await page.getByRole('button', { name: 'Older entries' }).count()).toBe(0);
  await page.goto(`${site.server.url}${TREASURY}/wallets`);
  await page.getByTestId('wallet-tile').filter({ hasText: 'Eddie' }).waitFor();
  await page.getByTestId('wallet-tile').filter({ hasText: 'Vera' }).waitFor();
  await page.getByLabel('Search wallets').fill('VER');
  await expect.poll(() => page.getByTestId('wallet-tile').allInnerTexts()).toEqual([expect.stringContaining('Vera')]);
  await page.getByLabel('Search wallets').fill('nobody at all');
  await page.getByTestId('wallets-empty').waitFor();
  await page.context().close();

  // An admin reads wallets but 'Create Wallet' is the owner's.
  const admin = await signedInOn(site, `${TREASURY}/wallets`, 'admin');
  await admin.getByTestId('wallet-tile').filter({ hasText: 'Vera' }).waitFor();
  expect(await admin.getByTestId('list-create').count()).toBe(0);
  await admin.context().close();

  // The editor of the project: no WALLETS tab, and the address says not permitted.
  const editor = await signedInOn(site, `${WS}/summary`, 'editor');
  await editor.getByTestId('menu-summary').waitFor();
  expect(await menuItems(editor)).not.toContain('WALLETS');
  await editor.goto(`${site.server.url}${WS}/wallets`);
  await editor.getByTestId('insufficient-privilege').waitFor();
  await editor.context().close();
});
