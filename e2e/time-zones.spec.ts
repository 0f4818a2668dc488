// Dates on item pages read and write in the workspace's time zone, whatever the browser's is.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { expectPath, signIn } from './support/console.js';
import { useConsole } from './support/use-console.js';

const site = useConsole();

const rows = async <T>(query: ReturnType<typeof sql>) => ((await site.server.app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
const setRiversideZone = (zone: string) => site.server.app.ctx.db.execute(sql`update aggregates set time_zone = ${zone} where key = 'riverside'`);

/** Gives riverside's venue 'Central Atrium' one current schedule from 2026-11-20 08:35:07 UTC; answers the venue's id. */
async function scheduleAtrium(uid: string, name: string): Promise<string> {
  const [venue] = await rows<{ id: string }>(sql`
    update media_items set doc = jsonb_set(doc, '{schedules}', ${JSON.stringify([
      { uid, name, start: '2026-11-20T08:35:07.000Z', close: '2099-12-31T10:00:00.000Z', status: 'Ready', enabled: true },
    ])}::jsonb)
    where kind = 'venue' and name = 'Central Atrium' and aggregate_id = (select id from aggregates where key = 'riverside') returning id`);
  return venue.id;
}

/** The owner's page in a browser in New York, opened on a venue of riverside. */
async function openVenueInNewYork(venueId: string) {
  const page = await site.newPage({ timezoneId: 'America/New_York' });
  await signIn(page, site.server.url, 'owner');
  await expectPath(page, '/demo/portfolio/summary');
  await page.goto(`${site.server.url}/demo/mall/riverside/venues/${venueId}`);
  return page;
}

it("a schedule shows and edits in the workspace's zone, and keeps its instant when saved unchanged", async () => {
  await setRiversideZone('Asia/Kolkata');
  const venueId = await scheduleAtrium('TZCHECK1', 'Morning slot');

  // A browser in New York: 08:35 UTC is 03:35 there, 14:05 in Kolkata. The schedule is current, so shown.
  const page = await openVenueInNewYork(venueId);
  const schedules = page.getByRole('region', { name: 'Schedules', exact: true });
  const card = schedules.getByTestId('schedule-card').filter({ hasText: 'Morning slot' });
  await card.waitFor();
  await card.getByText('From Nov 20, 2026 02:05PM').waitFor();
  await card.getByText('To Dec 31, 2099 03:30PM').waitFor();

  await schedules.getByRole('button', { name: 'Edit Morning slot' }).click();
  expect(await schedules.getByRole('button', { name: /Schedule from/ }).innerText()).toContain('20 Nov 2026 14:05:07');
  await schedules.getByLabel('Schedule Name').fill('Morning slot, Kolkata');
  await schedules.getByRole('button', { name: 'Save', exact: true }).click();
  await schedules.getByTestId('schedule-card').filter({ hasText: 'Morning slot, Kolkata' }).waitFor();
  const [stored] = await rows<{ s: { start: string; close: string }[] }>(sql`select doc->'schedules' as s from media_items where id = ${venueId}`);
  expect(stored.s[0]).toMatchObject({ start: '2026-11-20T08:35:07.000Z', close: '2099-12-31T10:00:00.000Z' });
});

it('formats dates in a zone the browser does not list (Europe/Kyiv), and in an old alias stored before the list', async () => {
  const venueId = await scheduleAtrium('TZKYIV01', 'Kyiv slot');
  // 08:35 UTC is 10:35 in Kyiv (UTC+2 in November), 14:05 in Kolkata, whichever name of it is stored.
  for (const [zone, from] of [
    ['Europe/Kyiv', 'From Nov 20, 2026 10:35AM'],
    ['Asia/Calcutta', 'From Nov 20, 2026 02:05PM'],
  ]) {
    await setRiversideZone(zone);
    const page = await openVenueInNewYork(venueId);
    const card = page.getByRole('region', { name: 'Schedules', exact: true }).getByTestId('schedule-card').filter({ hasText: 'Kyiv slot' });
    await card.getByText(from).waitFor();
    await page.context().close();
  }
});
