import { and, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newId } from '../src/domain/common/ids.js';
import { mediaItems, projects, tenants } from '../src/server/db/schema/index.js';
import { insertAggregate } from '../src/server/seed/builders.js';
import { LEAVE_TITLE } from '../src/web/components/record/leave-texts.js';
import { expectPath, signIn, wholePage } from './support/console.js';
import { apiAs, useConsole } from './support/use-console.js';

const site = useConsole();
const WS = '/demo/mall/city-centre';

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const snackbar = (page: Page, text: string) => page.locator('[data-testid^="snackbar-"]').filter({ hasText: text }).first();
const tile = (page: Page, name: string, scope: Page | Locator = page) => scope.getByTestId('event-tile').filter({ has: page.getByText(name, { exact: true }) });

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const asUser = (username: string) => apiAs(site, username);

it('the owner creates an event, attaches a venue and a campaign, and it moves to Historical Events when its only schedule is past', async () => {
  // A venue that hosts events (with an address) and one that does not; a campaign for events.
  const call = await asUser('owner');
  const scope = 'tenant=demo&project=mall&aggregate=city-centre';
  const hall = await call('POST', `/api/2.0/media-venues?${scope}`, {
    name: 'E2E Event Hall',
    eventhosting: true,
    locality: 'Deira',
    city: 'Dubai',
    state: 'Dubai',
  });
  const plainHall = await call('POST', `/api/2.0/media-venues?${scope}`, { name: 'E2E Plain Hall', eventhosting: false });
  await call('POST', `/api/2.0/media-campaigns?${scope}`, { code: 'E2EGALA', name: 'E2E Gala Campaign', eventCampaign: true });

  const page = await site.newPage();
  await signIn(page, site.server.url, 'owner');
  await expectPath(page, '/demo/portfolio/summary');

  // Create: the type comes first, then the primary fields.
  await page.goto(`${site.server.url}${WS}/events/create`);
  await page.getByRole('heading', { name: 'Create Event' }).waitFor();
  const primary = section(page, 'Primary details');
  expect(await primary.getByRole('textbox', { name: /^Name/ }).count()).toBe(0);
  await choose(page, primary, 'Type', 'Concert');
  await choose(page, primary, 'Sub-type', 'Live');
  await primary.getByRole('textbox', { name: /^Name/ }).fill('E2E Gala Night');
  await primary.getByLabel('Terms & Conditions').fill('Entry with a valid ticket only.');
  await primary.getByLabel('Event button content').fill('Book now');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await snackbar(page, 'Event saved.').waitFor();
  await expectPath(page, `${WS}/events`);

  // A second event of the same name, in another case, is refused (docs/product/campaigns-venues-events.md §5).
  await page.goto(`${site.server.url}${WS}/events/create`);
  await choose(page, section(page, 'Primary details'), 'Type', 'Concert');
  await section(page, 'Primary details').getByRole('textbox', { name: /^Name/ }).fill('e2e gala night');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await snackbar(page, 'Duplicate event name. Please use a different name.').waitFor();
  // The refused draft is still unsaved: closing asks first.
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog', { name: LEAVE_TITLE }).getByRole('button', { name: 'Leave and discard' }).click();

  // On the list: a current event without venue or schedule.
  await expectPath(page, `${WS}/events`);
  await page.getByRole('heading', { name: 'Events List' }).waitFor();
  const gala = tile(page, 'E2E Gala Night');
  await gala.waitFor();
  // Badges show in capitals by style; their text is the status.
  expect(await gala.getByTestId('event-status').textContent()).toBe('No Schedule');
  expect(await gala.getByTestId('event-address').innerText()).toBe('Location not available');
  expect(await gala.getByTestId('event-schedule').innerText()).toBe('Not scheduled');
  await gala.getByRole('link', { name: 'Launch E2E Gala Night' }).click();
  await expectPath(page, new RegExp(`^${WS}/events/[0-9a-f]{24}$`));
  await page.getByRole('heading', { name: 'Event E2E Gala Night' }).waitFor();
  expect(await page.getByTestId('event-location').innerText()).toBe('No location available');
  expect(await page.getByTestId('event-schedule').innerText()).toBe('Not scheduled');

  // Attach a venue: only venues that host events are offered.
  const venues = section(page, 'Attach Event to venues');
  await venues.getByRole('button', { name: 'Attach Venue' }).click();
  await venues.getByRole('option', { name: /E2E Event Hall/ }).waitFor();
  expect(await venues.getByRole('option', { name: /E2E Plain Hall/ }).count()).toBe(0);
  await venues.getByRole('option', { name: /E2E Event Hall/ }).click();
  await venues.getByRole('button', { name: 'Save', exact: true }).click();
  await venues.getByTestId('relation-card').filter({ hasText: 'E2E Event Hall' }).waitFor();
  await poll(() => page.getByTestId('event-location').innerText()).toBe('Location: Deira, Dubai, Dubai');

  // Attach a campaign: only event campaigns are offered.
  const campaigns = section(page, 'Attach campaigns to Event');
  await campaigns.getByRole('button', { name: 'Hook Campaign' }).click();
  await campaigns.getByRole('option', { name: /E2E Gala Campaign/ }).waitFor();
  expect(await campaigns.getByRole('option', { name: /Welcome Series/ }).count()).toBe(0);
  await campaigns.getByRole('option', { name: /E2E Gala Campaign/ }).click();
  await campaigns.getByRole('button', { name: 'Save', exact: true }).click();
  await campaigns.getByTestId('relation-card').filter({ hasText: 'E2E Gala Campaign' }).waitFor();

  // Its only schedule: last month, completed.
  const month = new Date();
  month.setDate(1);
  month.setMonth(month.getMonth() - 1);
  const dayLabel = (d: number) => `${d} ${month.toLocaleString('en-GB', { month: 'long' })} ${month.getFullYear()}`;
  const schedules = section(page, 'Event Schedules');
  await schedules.getByRole('button', { name: 'Add Schedule' }).click();
  await schedules.getByLabel('Schedule Name').fill('Opening night');
  await pickDay(page, schedules.getByRole('button', { name: 'Schedule from' }), dayLabel(10));
  await pickDay(page, schedules.getByRole('button', { name: 'Schedule until' }), dayLabel(11));
  await choose(page, schedules, 'Status', 'Completed');
  await schedules.getByRole('button', { name: 'Save', exact: true }).click();
  await snackbar(page, 'Event saved.').waitFor();
  // The card shows under Forgotten (past) only, unticked at first: the section says where it is.
  expect(await schedules.getByTestId('schedules-note').innerText()).toBe('No schedules in the ticked periods; 1 schedule in the unticked ones.');
  await schedules.getByLabel('Forgotten').check();
  await schedules.getByTestId('schedule-card').filter({ hasText: 'Opening night' }).waitFor();
  const mm = String(month.getMonth() + 1).padStart(2, '0');
  await poll(() => page.getByTestId('event-schedule').innerText()).toMatch(
    new RegExp(`^Schedule: 1[01]/${mm}/${month.getFullYear()} - 1[12]/${mm}/${month.getFullYear()}$`),
  );
  expect(await page.getByTestId('event-pipes').getByTestId('event-status').textContent()).toBe('Completed');

  // On the list it has moved under Historical Events, folded at first.
  await page.getByRole('button', { name: 'Close' }).click();
  await expectPath(page, `${WS}/events`);
  const history = page.getByRole('region', { name: 'Historical Events' });
  await history.waitFor();
  await poll(() => history.getByTestId('history-hint').innerText()).toMatch(/^Expand group to view [1-9]\d* historical events\.$/);
  // The list read before the save may show for a moment while the list is read again.
  await poll(() => tile(page, 'E2E Gala Night').count()).toBe(0);
  const current = await page.getByTestId('event-tile').count();
  await history.getByRole('button', { name: 'Historical Events' }).click();
  expect(await history.getByTestId('history-hint').innerText()).toBe(`Close history to view ${current} hidden events.`);
  const past = tile(page, 'E2E Gala Night', history);
  await past.waitFor();
  expect(await past.getByTestId('event-address').innerText()).toBe('Deira, Dubai, Dubai');
  expect(await past.getByTestId('event-status').textContent()).toBe('Completed');
  expect(await past.getByTestId('event-status').getAttribute('data-phase')).toBe('past');
  expect(await past.getByTestId('event-schedule').innerText()).toMatch(/^Schedule: /);
  // Expanded, the group takes the current events' place; folding it brings them back.
  await history.getByRole('button', { name: 'Historical Events' }).click();
  await poll(() => page.getByTestId('event-tile').count()).toBe(current);

  // The venue's own page lists the event it hosts (docs/product/campaigns-venues-events.md §2.5); a venue hosting
  // nothing says so.
  await page.goto(`${site.server.url}${WS}/venues/${hall.id}`);
  await section(page, 'Events Campaigns and Schedules').getByTestId('event-schedule-card').filter({ hasText: 'E2E Gala Night' }).waitFor();
  await page.goto(`${site.server.url}${WS}/venues/${plainHall.id}`);
  await section(page, 'Events Campaigns and Schedules').getByText('There are no events or campaigns for this venue.').waitFor();
});

/** Opens a date-time picker and picks a day of the previous month at its default time. */
async function pickDay(page: Page, field: Locator, label: string) {
  await field.click();
  const dropdown = page.locator('[data-dates-dropdown="true"]').last();
  await dropdown.locator('[data-direction="previous"]').first().click();
  await dropdown.getByRole('button', { name: label, exact: true }).click();
  await dropdown.locator('.mantine-DateTimePicker-submitButton').click();
  await dropdown.waitFor({ state: 'hidden' });
}

it("roles: an editor changes the event's other groups but not its primary details; a viewer only reads", async () => {
  const editor = await site.newPage();
  await signIn(editor, site.server.url, 'editor');
  await expectPath(editor, '/demo/mall/summary');
  await editor.goto(`${site.server.url}${WS}/events`);
  // The demo's event is still to come: its next schedule's status shows in grey.
  const concert = tile(editor, 'Summer Concert');
  await concert.waitFor();
  expect(await concert.getByTestId('event-status').getAttribute('data-phase')).toBe('upcoming');
  await concert.getByRole('link', { name: 'Launch Summer Concert' }).click();
  await editor.getByRole('heading', { name: 'Event Summer Concert' }).waitFor();
  await section(editor, 'Attach Event to venues').getByTestId('relation-card').first().waitFor();
  expect(await section(editor, 'Primary details').getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
  expect(await section(editor, 'Social media and Interaction').getByRole('button', { name: 'Edit', exact: true }).count()).toBe(1);
  expect(await section(editor, 'Event partners').getByRole('button', { name: 'Edit', exact: true }).count()).toBe(1);
  // The schedules section loads its own code after the record: wait for it before counting its buttons.
  await section(editor, 'Event Schedules').getByTestId('period-filter').waitFor();
  expect(await editor.getByRole('button', { name: 'Add Schedule' }).count()).toBe(1);
  expect(await editor.getByRole('button', { name: 'Attach Venue' }).count()).toBe(1);
  expect(await editor.getByRole('button', { name: 'Hook Campaign' }).count()).toBe(1);

  // The partners group saves the flag.
  const partners = section(editor, 'Event partners');
  await partners.getByRole('button', { name: 'Edit', exact: true }).click();
  await partners.getByLabel('Allow Partner access').check();
  await partners.getByRole('button', { name: 'Save', exact: true }).click();
  await snackbar(editor, 'Event saved.').waitFor();
  await poll(() => partners.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(1);

  const viewer = await site.newPage();
  await signIn(viewer, site.server.url, 'viewer');
  await expectPath(viewer, '/demo/mall/summary');
  await viewer.goto(editor.url());
  await viewer.getByRole('heading', { name: 'Event Summer Concert' }).waitFor();
  await section(viewer, 'Attach Event to venues').getByTestId('relation-card').first().waitFor();
  expect(await viewer.getByLabel('Allow Partner access').innerText()).toBe('Yes');
  await wholePage(viewer);
  expect(await viewer.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
  await section(viewer, 'Event Schedules').getByTestId('period-filter').waitFor();
  expect(await viewer.getByRole('button', { name: 'Add Schedule' }).count()).toBe(0);
  expect(await viewer.getByRole('button', { name: 'Attach Venue' }).count()).toBe(0);
  expect(await viewer.getByRole('button', { name: 'Hook Campaign' }).count()).toBe(0);
  // A viewer cannot create events.
  await viewer.goto(`${site.server.url}${WS}/events/create`);
  await viewer.getByTestId('insufficient-privilege').waitFor();
  expect(await viewer.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
});

it('a workspace with many events lists 50 current ones, shows the rest on "Show more", pages the historical ones once expanded and filters both by name on the server', async () => {
  // A workspace of its own: 55 unscheduled events, one still to come, and 3 whose schedules have all closed.
  const db = site.server.app.ctx.db;
  const [tenant] = await db.select().from(tenants).where(eq(tenants.key, 'demo'));
  const [mall] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.tenantId, tenant.id), eq(projects.key, 'mall')));
  const ws = await insertAggregate(db, { tenantId: tenant.id, id: newId(), projectId: mall.id, key: 'quayside', name: 'Quayside Mall' });
  const now = Date.now();
  const at = (days: number) => new Date(now + days * 86_400_000).toISOString();
  const row = (name: string, minutesAgo: number, schedules?: { start: string; close: string }[]) => {
    const id = newId();
    const when = new Date(now - minutesAgo * 60_000);
    const doc = schedules ? { schedules: schedules.map((sc, i) => ({ ...sc, uid: `${id}-${i}`, name: 'Show', status: 'Initial', enabled: true })) } : {};
    return {
      tenantId: tenant.id,
      id,
      kind: 'event' as const,
      projectId: mall.id,
      aggregateId: ws.id,
      code: id.slice(0, 12).toUpperCase(),
      name,
      type: 'Concert',
      createdOn: when,
      updatedOn: when,
      doc,
    };
  };
  const bulk = Array.from({ length: 55 }, (_, i) => `Bulk Event ${String(i + 1).padStart(2, '0')}`);
  await db.insert(mediaItems).values([
    ...bulk.map((name, i) => row(name, 100 - i)),
    row('Future Fair', 0, [{ start: at(3), close: at(4) }]),
    // Historical: every schedule closed, the one closing last decides the order.
    row('Past Fair', 1, [
      { start: at(-40), close: at(-39) },
      { start: at(-3), close: at(-2) },
    ]),
    row('Past Gala', 2, [{ start: at(-10), close: at(-9) }]),
    row('Past Expo', 3, [{ start: at(-30), close: at(-29) }]),
  ]);

  const page = await site.newPage();
  const historicalReads: string[] = [];
  page.on('request', (r) => r.url().includes('period=historical') && historicalReads.push(r.url()));
  await signIn(page, site.server.url, 'owner');
  await expectPath(page, '/demo/portfolio/summary');
  await page.goto(`${site.server.url}/demo/mall/quayside/events`);
  await page.getByRole('heading', { name: 'Events List' }).waitFor();
  const tiles = page.getByTestId('event-tile');
  const names = (scope: Page | Locator = page) => scope.getByTestId('event-tile').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  const more = page.getByRole('button', { name: 'Show more' });
  const history = page.getByRole('region', { name: 'Historical Events' });
  const hint = history.getByTestId('history-hint');
  const toggle = history.getByRole('button', { name: 'Historical Events' });

  // The first page of current events: 50 tiles, unscheduled ones first (newest first); the hint counts the server's historical events.
  await poll(() => tiles.count()).toBe(50);
  expect((await names()).slice(0, 2)).toEqual(['Bulk Event 55', 'Bulk Event 54']);
  await poll(() => hint.innerText()).toBe('Expand group to view 3 historical events.');
  await more.click();
  await poll(() => tiles.count()).toBe(56);
  expect((await names()).slice(-2)).toEqual(['Bulk Event 01', 'Future Fair']);
  expect(await more.count()).toBe(0);
  // The folded group is counted, not read.
  expect(historicalReads).toEqual([]);

  // Expanded: the historical events, latest close first, in place of the 56 current ones.
  await toggle.click();
  expect(await hint.innerText()).toBe('Close history to view 56 hidden events.');
  await poll(() => names(history)).toEqual(['Past Fair', 'Past Gala', 'Past Expo']);
  expect(await tiles.count()).toBe(3);
  expect(await tile(page, 'Past Gala', history).getByTestId('event-status').getAttribute('data-phase')).toBe('past');
  expect(await more.count()).toBe(0);
  await toggle.click();
  await poll(() => tiles.count()).toBe(56);

  // Part of a name, any case: both groups and their counts narrow.
  await page.getByRole('textbox', { name: 'Filter by name' }).fill('FAIR');
  await poll(() => names()).toEqual(['Future Fair']);
  await poll(() => hint.innerText()).toBe('Expand group to view 1 historical events.');
  await toggle.click();
  expect(await hint.innerText()).toBe('Close history to view 1 hidden events.');
  await poll(() => names(history)).toEqual(['Past Fair']);

  // Nothing matching: the empty text, no group, and the box stays to change the filter.
  await page.getByRole('textbox', { name: 'Filter by name' }).fill('no such event');
  await page.getByText('No media events found.', { exact: true }).waitFor();
  expect(await tiles.count()).toBe(0);
  expect(await history.count()).toBe(0);

  // Refresh reads the list again from its first page.
  await page.getByRole('textbox', { name: 'Filter by name' }).fill('');
  await poll(() => hint.innerText()).toBe('Close history to view 56 hidden events.');
  await toggle.click();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await poll(() => tiles.count()).toBe(50);
  await more.waitFor();
});
