import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '../../../domain/treasury/export.js';
import { instruments } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';

let t: TestApp;
let tenant: TestTenant;
const users = {} as Record<'editor' | 'viewer' | 'nobody' | 'outsider', TestUser>;
let path: string;
const HOLDER = '0123456789abcdef01234567';
const SIZE = 12_345;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  const other = await buildTenant(t);
  const owner = await buildUser(t, tenant, { role: 'owner' });
  users.editor = await buildUser(t, tenant, { role: 'editor', on: 'workspace' });
  users.viewer = await buildUser(t, tenant, { role: 'reader', on: 'workspace' });
  users.nobody = await buildUser(t, tenant);
  users.outsider = await buildUser(t, other, { role: 'owner' });
  const post = async (user: TestUser, url: string, payload: object) => (await injectAs(t, user, { method: 'POST', url, payload })).json();
  const config = await post(owner, '/api/1.0/ti-configs', { project_id: tenant.project.id, name: 'Coupons', type: 'Coupon' });
  const campaign = await post(owner, `/api/2.0/media-campaigns?aggregate=${tenant.workspaces[0].id}`, { name: 'Export', code: 'EXPORT' });
  const detail = await post(users.editor, '/api/1.0/ti-details', {
    titype: 'COUPON',
    tiConfigId: config.id,
    source_id: campaign.id,
    instrumentInfo: [{ category: '=cmd, "gold"', numberOfTickets: SIZE, serialNumber: 'EX00001', redeemer: [{ mobile: '9000000003' }] }],
  });
  const uid = detail.instrumentInfo[0].uid;
  path = `/api/1.0/ti-details/${detail.id}/instrument-info/${uid}/export`;
  expect((await injectAs(t, users.editor, { method: 'GET', url: `${path}?format=csv` })).body.split('\r\n')).toHaveLength(2);
  await injectAs(t, users.editor, { method: 'POST', url: `/api/1.0/ti-details/${detail.id}/instruments` });
  for (let i = 0; i < 60 && (await post(users.editor, `/api/1.0/ti-details/${detail.id}/instruments`, {})).instrumentInfo[0].generation !== 'generated'; i++)
    await new Promise((r) => setTimeout(r, 250));
  // One instrument taken by a customer, as a transaction leaves it.
  await t.app.ctx.db
    .update(instruments)
    .set({ status: 'ACQUIRED', profileId: HOLDER, acquiredOn: new Date('2026-05-01T10:00:00Z'), statusChangedOn: new Date('2026-05-01T10:00:00Z') })
    .where(and(eq(instruments.batchUid, uid), eq(instruments.seq, 1)));
}, 90_000);
afterAll(() => t.close());

it('streams the batch as CSV in serial order: holder masked, formulas defused, quoted cells', async () => {
  const res = await injectAs(t, users.viewer, { method: 'GET', url: `${path}?format=csv` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="CMD-GOLD-[A-Za-z0-9]{8}\.csv"$/);
  const lines = res.body.split('\r\n').filter(Boolean);
  expect(lines).toHaveLength(SIZE + 1);
  expect(lines[0]).toBe(EXPORT_COLUMNS.join(','));
  expect(lines[1]).toMatch(/^EX00001,[A-Z2-9]{16},"'=CMD, ""GOLD""",ISSUED,,,$/);
  expect(lines[2]).toMatch(/^EX00002,[A-Z2-9]{16},"'=CMD, ""GOLD""",ACQUIRED,\*{19}34567,2026-05-01T10:00:00.000Z,2026-05-01T10:00:00.000Z$/);
  expect(lines[SIZE].startsWith(`EX${String(SIZE).padStart(5, '0')},`)).toBe(true);
  expect(res.body).not.toContain(HOLDER);
});

it('streams the batch as an .xlsx workbook that reads back with every row', async () => {
  const res = await injectAs(t, users.viewer, { method: 'GET', url: `${path}?format=xlsx` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Instruments')!;
  expect(sheet.rowCount).toBe(SIZE + 1);
  expect(sheet.getRow(1).values).toEqual([undefined, ...EXPORT_COLUMNS]);
  expect(sheet.getRow(2).values).toEqual([undefined, 'EX00001', expect.stringMatching(/^[A-Z2-9]{16}$/), '=CMD, "GOLD"', 'ISSUED', 'Nil', 'Nil', 'Nil']);
  expect(sheet.getRow(3).getCell(5).value).toBe('*******************34567');
  expect(sheet.getRow(SIZE + 1).getCell(1).value).toBe(`EX${String(SIZE).padStart(5, '0')}`);
  expect(res.rawPayload.includes(Buffer.from(HOLDER))).toBe(false);
});

it('is VIEWER on the workspace; others are refused, a bad format is 400', async () => {
  expect((await injectAs(t, users.nobody, { method: 'GET', url: path })).statusCode).toBe(404);
  expect((await injectAs(t, users.outsider, { method: 'GET', url: path })).statusCode).toBe(404);
  expect((await injectAs(t, users.viewer, { method: 'GET', url: `${path}?format=pdf` })).statusCode).toBe(400);
});
