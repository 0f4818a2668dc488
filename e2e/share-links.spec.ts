import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { SHARE_MESSAGES } from '../src/domain/reports/share-links.js';
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
  await visitor.locator('.recharts-wrapper').first().waitFor();
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
