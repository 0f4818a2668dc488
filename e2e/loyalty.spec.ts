import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { LOYALTY_MESSAGES as M } from '../src/domain/loyalty/program.js';
import { clickDisabled, expectFieldMessage, expectFieldQuiet, expectPath } from './support/console.js';
import { signedInOn, useConsole } from './support/use-console.js';

const site = useConsole();
const WS = '/demo/mall/city-centre';
const STORED = (segment: string) => new RegExp(`^${WS}/${segment}/(?!create$)[^/]+$`);
const balance = (page: Page) => page.getByTestId('wallet-balance');

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

it("loyalty: the owner creates a program; a reward taken for a wallet spends its points, shows its coupon in the wallet, and counts in the program's figures", async () => {
  const page = await signedInOn(site, `${WS}/loyalty`, 'owner');
  await page.getByRole('heading', { name: 'Loyalty' }).waitFor();
  await page.getByTestId('program-tile').filter({ hasText: 'City Centre Rewards' }).waitFor();

  // 'Create Loyalty': the domain's message before anything is sent, then a program with one rule.
  await page.getByTestId('list-create').filter({ hasText: 'Create Loyalty' }).click();
  await expectPath(page, `${WS}/loyalty/create`);
  await page.getByRole('button', { name: 'Add earning rule' }).click();
  // Save waits for a name; a click on it says why beside the name.
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expectFieldQuiet(name, M.nameRequired);
  await clickDisabled(page.getByRole('button', { name: 'Save', exact: true }));
  await expectFieldMessage(name, M.nameRequired);
  await name.fill('Weekend Club');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectPath(page, STORED('loyalty'));
  await page.getByRole('heading', { name: 'Weekend Club' }).waitFor();
  expect(await page.getByTestId('earning-rule').count()).toBe(1);

  // A wallet for the demo viewer, Vera (9876543213), with 150 points.
  await page.goto(`${site.server.url}${WS}/wallets/create`);
  await page.getByLabel('Profile mobile').fill('9876543213');
  await page.getByTestId('wallet-profile').filter({ hasText: 'Profile: Vera' }).waitFor();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectPath(page, STORED('wallets'));
  const adjust = page.getByRole('form', { name: 'Adjust the balance' });
  await adjust.getByLabel('Points').fill('150');
  await adjust.getByLabel('Reason').fill('Welcome bonus');
  await adjust.getByRole('button', { name: 'Adjust balance' }).click();
  await balance(page).filter({ hasText: '150 points' }).waitFor();
  await page.getByTestId('rewards-none').waitFor();

  // The coupon reward: 100 points spent, the coupon held, the take listed with its instrument.
  const take = page.getByRole('form', { name: 'Take a reward' });
  await choose(page, 'Reward', /City Centre Rewards · Welcome Series coupon \(100 points\)/);
  await take.getByRole('button', { name: 'Take reward' }).click();
  await balance(page).filter({ hasText: '50 points' }).waitFor();
  const taken = page.getByTestId('taken-reward');
  await taken.filter({ hasText: 'Welcome Series coupon' }).waitFor();
  expect(await taken.innerText()).toMatch(/City Centre Rewards[\s\S]*Welcome Series coupon[\s\S]*100[\s\S]*coupon[\s\S]*ACQUIRED/);
  const code = (await taken.innerText()).match(/· ([A-Z0-9]{6,})/)?.[1];
  expect(code).toBeTruthy();
  await page.getByTestId('wallet-instruments').filter({ hasText: code! }).waitFor();
  expect(await page.getByTestId('ledger-entry').first().innerText()).toMatch(/Spent[\s\S]*−100[\s\S]*Reward/);

  // Again: 50 points do not cover it, the server says so and nothing moves.
  await choose(page, 'Reward', /City Centre Rewards · Welcome Series coupon \(100 points\)/);
  await take.getByRole('button', { name: 'Take reward' }).click();
  await page
    .getByTestId('reward-take-error')
    .filter({ hasText: M.insufficient(50, 100) })
    .waitFor();
  expect(await balance(page).innerText()).toBe('50 points');
  expect(await taken.count()).toBe(1);

  // The program's figures count the take, beside the one a demo member took when the demo was seeded.
  await page.goto(`${site.server.url}${WS}/loyalty`);
  await page.getByTestId('program-tile').filter({ hasText: 'City Centre Rewards' }).getByRole('link', { name: 'Open City Centre Rewards' }).click();
  await expectPath(page, STORED('loyalty'));
  await page.getByTestId('figure-taken').filter({ hasText: '2' }).waitFor();
  expect(await page.getByTestId('figure-spent').innerText()).toBe('200');
  // The three demo members who earned points, and Vera who took the reward.
  expect(await page.getByTestId('figure-members').innerText()).toBe('4');
  await page.getByTestId('figure-rewards').filter({ hasText: 'Welcome Series coupon' }).waitFor();
  await page.context().close();
});

it('loyalty: a viewer reads the programs and their rules but cannot change them', async () => {
  const page = await signedInOn(site, `${WS}/loyalty`, 'viewer');
  await page.getByTestId('program-tile').filter({ hasText: 'City Centre Rewards' }).getByRole('link', { name: 'Open City Centre Rewards' }).click();
  await page.getByRole('heading', { name: 'City Centre Rewards' }).waitFor();
  await page.getByTestId('reward').first().waitFor();
  expect(await page.getByTestId('reward').count()).toBe(2);
  expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
  expect(await page.getByTestId('list-create').count()).toBe(0);
  expect(await page.getByRole('textbox', { name: 'Name', exact: true }).isDisabled()).toBe(true);
  await page.context().close();
});
