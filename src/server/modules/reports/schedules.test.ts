import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localTime } from '../../../domain/audience/zone-days.js';
import { newId } from '../../../domain/common/ids.js';
import { mediaItems } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildWorkspaceStaff, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { ManualClock } from '../../test/manual-clock.js';
import { attachmentsOf, startSmtpSink, type Received, type SmtpSink } from '../../test/smtp-sink.js';
import { appendActions } from '../audience/service.js';
import { sweepReports } from './scheduler.js';

const DAY = 86_400_000;
const ZONE = 'Asia/Kolkata';

/** The mailed workbook, decoded. */
function attachmentOf(mail: Received): { name: string; bytes: Buffer } {
  const [file] = attachmentsOf(mail.raw);
  return { name: file.filename, bytes: file.bytes };
}

async function readBook(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

let t: TestApp;
let clock: ManualClock;
let sink: SmtpSink;
let tenant: TestTenant;
let other: TestTenant;
const users = {} as Record<'admin' | 'editor' | 'viewer' | 'outsider', TestUser>;
let venue = '';
const north = () => tenant.workspaces[0]!.id;
const api = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  injectAs(t, user, { method, url: `/api/1.0/report-schedules${url}`, ...(payload ? { payload } : {}) });
/** Runs `work` with the server's clock `ms` ahead, then turns it back (signed-in calls keep tokens of the real time). */
async function ahead<T>(ms: number, work: () => Promise<T>): Promise<T> {
  clock.advance(ms);
  try {
    return await work();
  } finally {
    clock.advance(-ms);
  }
}

beforeAll(async () => {
  // A relay on the same network: plain SMTP, no login.
  sink = await startSmtpSink({ disabledCommands: ['STARTTLS', 'AUTH'] });
  clock = new ManualClock(Date.now());
  t = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, reportSweepMs: 0, mailFrom: 'reports@test.example' }, { clock });
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  Object.assign(users, await buildWorkspaceStaff(t, tenant, other));
  await t.app.ctx.db.execute(sql`update aggregates set time_zone = ${ZONE} where tenant_id = ${tenant.id} and id = ${north()}`);
  venue = newId();
  await t.app.ctx.db
    .insert(mediaItems)
    .values({ tenantId: tenant.id, id: venue, kind: 'venue', projectId: tenant.project.id, aggregateId: north(), code: 'CP', name: 'Central Plaza' });
  // Yesterday in the workspace's zone: what a daily report covers.
  const base = { tenantId: tenant.id, projectId: tenant.project.id, aggregateId: north(), venueId: venue, updatedOn: new Date(clock.now() - DAY) };
  await appendActions(t.app.ctx.db, [
    { ...base, type: 1, profileId: 'profile-000001' },
    { ...base, type: 2, profileId: 'profile-000002' },
    { ...base, type: 2, profileId: 'profile-000001' },
  ]);
}, 60_000);
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('scheduled reports', () => {
  it('produces a daily report at its time in the workspace zone, stores it, and mails it as a workbook', async () => {
    // Two minutes from now on the workspace's clock.
    const time = localTime(clock.now() + 2 * 60_000, ZONE);
    const made = await api(users.editor, 'POST', '', {
      export: 'venue',
      item_id: venue,
      frequency: 'daily',
      time_of_day: time,
      recipients: ['ops@example.com', 'boss@example.com'],
    });
    expect(made.statusCode, made.body).toBe(201);
    const schedule = made.json();
    expect(Date.parse(schedule.next_run_at) - clock.now()).toBeLessThanOrEqual(2 * 60_000);

    // Not due yet: nothing happens.
    expect(await sweepReports(t.app.ctx)).toBe(0);
    // Two servers sweeping at once when it is due: one produces it.
    const swept = await ahead(3 * 60_000, () => Promise.all([sweepReports(t.app.ctx), sweepReports(t.app.ctx)]));
    expect(swept[0] + swept[1]).toBe(1);
    expect(sink.mails).toHaveLength(1);
    const mail = sink.mails[0];
    expect(mail.from).toBe('reports@test.example');
    expect(mail.to).toEqual(['ops@example.com', 'boss@example.com']);
    const attached = attachmentOf(mail);
    expect(attached.name).toMatch(/^Central Plaza_\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = await readBook(attached.bytes);
    const sheet = book.getWorksheet('Interactions')!;
    // The totals block: unique profiles, interactions, likes, shares, views of yesterday.
    expect(sheet.getRow(2).values).toEqual([undefined, 2, 3, 1, 0, 2]);

    // Listed for download, by a viewer too; the bytes are those mailed.
    const listed = await injectAs(t, users.viewer, { method: 'GET', url: `/api/1.0/report-schedules?aggregate=${north()}&item=${venue}` });
    expect(listed.statusCode).toBe(200);
    const [entry] = listed.json();
    expect(entry.files).toHaveLength(1);
    expect(entry.files[0]).toMatchObject({ file_name: attached.name, mailed_to: ['ops@example.com', 'boss@example.com'], mail_error: null });
    expect(Date.parse(entry.next_run_at)).toBeGreaterThan(clock.now() + 3 * 60_000);
    const file = await api(users.viewer, 'GET', `/${schedule.id}/files/${entry.files[0].id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.equals(attached.bytes)).toBe(true);
  });

  it('a missed run is caught up once, then the schedule goes on from now', async () => {
    const schedule = (await api(users.editor, 'POST', '', { export: 'venue-data', aggregate_id: north(), frequency: 'daily', time_of_day: '03:00' })).json();
    const before = sink.mails.length;
    // Every server was down for four days.
    const files = await ahead(4 * DAY, async () => {
      // This one and the first test's daily report, each once.
      expect(await sweepReports(t.app.ctx)).toBe(2);
      expect(await sweepReports(t.app.ctx)).toBe(0);
      const rows = await t.app.ctx.db.execute(
        sql`select run_at, (select next_run_at from report_schedules where id = ${schedule.id}) as next from report_files where schedule_id = ${schedule.id}`,
      );
      return (rows as unknown as { rows: { run_at: string; next: string }[] }).rows.map((r) => ({
        runAt: Date.parse(String(r.run_at)),
        next: Date.parse(String(r.next)),
        now: clock.now(),
      }));
    });
    expect(files).toHaveLength(1);
    // The newest missed run, within the last day; the next one after the sweep's now.
    expect(files[0].now - files[0].runAt).toBeLessThan(DAY);
    expect(files[0].next).toBeGreaterThan(files[0].now);
    // Only the first test's report was mailed: this one has no recipients, so it is stored only.
    expect(sink.mails.length).toBe(before + 1);
  });

  it("'run now' produces and mails at once; the schedule's next run stays", async () => {
    const schedule = (
      await api(users.editor, 'POST', '', {
        export: 'detailed',
        aggregate_id: north(),
        frequency: 'weekly',
        day_of: 1,
        time_of_day: '08:00',
        filters: { days: 3, type: 2 },
        recipients: ['ops@example.com'],
      })
    ).json();
    const before = sink.mails.length;
    const run = await api(users.editor, 'POST', `/${schedule.id}/run`);
    expect(run.statusCode, run.body).toBe(201);
    expect(sink.mails.length).toBe(before + 1);
    const book = await readBook(attachmentOf(sink.mails.at(-1)!).bytes);
    // Views only, of the three days before today: two rows under the header.
    expect(book.getWorksheet('Audience Data')!.actualRowCount).toBe(3);
    const after = (await api(users.viewer, 'GET', `/${schedule.id}`)).json();
    expect(after.next_run_at).toBe(schedule.next_run_at);
    expect(after.files).toHaveLength(1);
  });

  it('an SMTP server that refuses leaves the file listed with the reason', async () => {
    const refusing = createServer((s) => s.end('554 no service\r\n'));
    await new Promise<void>((r) => refusing.listen(0, '127.0.0.1', r));
    const port = (refusing.address() as { port: number }).port;
    const saved = t.app.ctx.config.smtpUrl;
    t.app.ctx.config.smtpUrl = `smtp://127.0.0.1:${port}`;
    try {
      const schedule = (
        await api(users.editor, 'POST', '', { export: 'venue', item_id: venue, frequency: 'daily', time_of_day: '05:00', recipients: ['a@example.com'] })
      ).json();
      const run = await api(users.editor, 'POST', `/${schedule.id}/run`);
      expect(run.statusCode).toBe(201);
      expect(run.json()).toMatchObject({ mailed_to: null, mail_error: expect.stringContaining('554') });
    } finally {
      t.app.ctx.config.smtpUrl = saved;
      refusing.close();
    }
  });

  it('EDITOR changes and deletes, VIEWER reads, another tenant sees nothing; bad input is a 400 that stores nothing', async () => {
    const body = { export: 'venue', item_id: venue, frequency: 'monthly', day_of: 5, time_of_day: '07:30' };
    expect((await api(users.viewer, 'POST', '', body)).statusCode).toBe(403);
    expect((await api(users.outsider, 'POST', '', body)).statusCode).toBe(404);
    const schedule = (await api(users.editor, 'POST', '', body)).json();
    expect((await api(users.viewer, 'POST', `/${schedule.id}/run`)).statusCode).toBe(403);
    expect((await api(users.viewer, 'PUT', `/${schedule.id}`, { frequency: 'daily', time_of_day: '01:00' })).statusCode).toBe(403);
    expect((await api(users.outsider, 'GET', `/${schedule.id}`)).statusCode).toBe(404);
    expect((await injectAs(t, users.outsider, { method: 'GET', url: `/api/1.0/report-schedules?aggregate=${north()}` })).statusCode).toBe(404);
    const changed = await api(users.editor, 'PUT', `/${schedule.id}`, { frequency: 'weekly', day_of: 7, time_of_day: '22:15' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ frequency: 'weekly', day_of: 7, time_of_day: '22:15' });
    const count = async () => (await injectAs(t, users.editor, { method: 'GET', url: `/api/1.0/report-schedules?aggregate=${north()}` })).json().length;
    const before = await count();
    for (const bad of [
      { ...body, day_of: undefined },
      { ...body, frequency: 'weekly', day_of: 8 },
      { ...body, frequency: 'daily' },
      { ...body, time_of_day: '24:00' },
      { ...body, item_id: undefined },
      { export: 'detailed', frequency: 'daily', time_of_day: '01:00' },
      { ...body, recipients: ['not an address'] },
      { ...body, export: 'everything' },
      { ...body, filters: { days: 0 } },
    ])
      expect((await api(users.editor, 'POST', '', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect(await count()).toBe(before);
    expect((await api(users.viewer, 'DELETE', `/${schedule.id}`)).statusCode).toBe(403);
    expect((await api(users.editor, 'DELETE', `/${schedule.id}`)).statusCode).toBe(204);
    expect((await api(users.editor, 'GET', `/${schedule.id}`)).statusCode).toBe(404);
  });
});
