import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { SHARE_MESSAGES } from '../src/domain/reports/share-links.js';
import { expectFieldMessage, expectFieldQuiet } from './support/console.js';
import { apiAs, signedInOn, useConsole } from './support/use-console.js';

const site = useConsole();
const WS = '/demo/mall/city-centre';

const number = (n: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(n);

it('a share link shows the campaign report without signing in, and says it is no longer valid once revoked', async () => {
  const { app } = site.server;
  const [campaign] = (
    (await app.ctx.db.execute(
      sql`select a.campaign_id as id from audience_actions a join aggregates g on g.id = a.aggregate_id
          where g.key = 'city-centre' and a.campaign_id is not null group by 1 order by count(*) desc limit 1`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  const call = await apiAs(site, 'owner');
  const { data } = await call<{ data: { s: { totalInteractions: number; views: number; likes: number; shares: number } } }>('POST', '/api/1.0/media-query', {
    query: 'query S($id: ID!) { s: audienceStatistics(kind: "campaign", id: $id) { totalInteractions views likes shares } }',
    variables: { id: campaign.id },
  });
  expect(data.s.totalInteractions).toBeGreaterThan(0);

  // The owner makes a link in the campaign's Reports group.
  const owner = await signedInOn(site, `${WS}/campaigns/${campaign.id}`);
  const panel = owner.getByTestId('share-links');
  await panel.getByRole('button', { name: 'Create share link' }).click();
  const url = await panel.getByTestId('share-link-url').inputValue();
  expect(url).toMatch(/\/shared\/[0-9a-f]{24}\.[\w-]{32}$/);

  // Someone else, never signed in, in a browser context of their own.
  const visitor = await site.newPage();
  await visitor.goto(url);
  await visitor.getByTestId('shared-tiles').waitFor();
  expect(await visitor.getByTestId('shared-total').innerText()).toBe(number(data.s.totalInteractions));
  expect(await visitor.getByTestId('shared-views').innerText()).toBe(number(data.s.views));
  expect(await visitor.getByTestId('shared-likes').innerText()).toBe(number(data.s.likes));
  expect(await visitor.getByTestId('shared-shares').innerText()).toBe(number(data.s.shares));
  await visitor.locator('[data-chart] svg').first().waitFor();
  // No shell: no menu, no sign-out, nothing else to reach.
  expect(await visitor.getByRole('navigation').count()).toBe(0);
  expect(await visitor.evaluate(() => Object.keys(sessionStorage).length + Object.keys(localStorage).length)).toBe(0);

  // Revoked: the same page, opened again, says the link is no longer valid.
  const row = panel.getByTestId('share-link-row').first();
  await row.getByRole('button', { name: 'Revoke' }).click();
  await row.getByText('revoked').waitFor();
  await visitor.reload();
  expect(await visitor.getByTestId('shared-gone').innerText()).toBe(SHARE_MESSAGES.gone);
  expect(await visitor.getByTestId('shared-tiles').count()).toBe(0);
});

it('a report schedule waits for a valid time and addresses, each saying why beside itself, then is stored', async () => {
  const [campaign] = (
    (await site.server.app.ctx.db.execute(sql`select id from media_items where kind = 'campaign' and name = 'Welcome Series'`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const owner = await signedInOn(site, `${WS}/campaigns/${campaign.id}`);
  const panel = owner.getByTestId('report-schedules');
  const schedule = panel.getByRole('button', { name: 'Schedule', exact: true });
  const time = panel.getByRole('textbox', { name: 'At (HH:MM)' });
  const mailTo = panel.getByLabel('Mail to');
  // The form opens valid (weekly, Monday at 08:00, nobody mailed): nothing is said.
  expect(await schedule.isEnabled()).toBe(true);
  await time.fill('8am');
  await expectFieldMessage(time, "a time of day, 'HH:MM'");
  expect(await schedule.isDisabled()).toBe(true);
  await time.fill('07:30');
  await expectFieldQuiet(time, "a time of day, 'HH:MM'");
  await mailTo.fill('ops');
  await mailTo.press('Enter');
  await expectFieldMessage(mailTo, 'ops: Invalid email address');
  expect(await schedule.isDisabled()).toBe(true);
  await mailTo.press('Backspace');
  await mailTo.fill('ops@example.com');
  await mailTo.press('Enter');
  await expectFieldQuiet(mailTo, 'ops: Invalid email address');
  await schedule.click();
  await panel.getByTestId('report-schedule').filter({ hasText: 'Mondays at 07:30' }).filter({ hasText: 'mailed to ops@example.com' }).waitFor();
  const stored = (await site.server.app.ctx.db.execute(
    sql`select time_of_day, recipients from report_schedules where item_id = ${campaign.id}`,
  )) as unknown as { rows: { time_of_day: string; recipients: string[] }[] };
  expect(stored.rows).toEqual([{ time_of_day: '07:30', recipients: ['ops@example.com'] }]);
});
