import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { pollUntil } from '../../test/poll.js';
import { GENERATION_CHUNK, generationRunner } from './generation.js';
import * as gen from './repo-generation.js';

let t: TestApp;
let tenant: TestTenant;
let editor: TestUser;
let detailId: string;
const MOBILE = '9845012399';

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  const owner = await buildUser(t, tenant, { role: 'owner' });
  editor = await buildUser(t, tenant, { role: 'editor', on: 'workspace' });
  const post = async (user: TestUser, url: string, payload: object) => (await injectAs(t, user, { method: 'POST', url, payload })).json();
  await post(owner, '/api/1.0/profiles', {
    key: owner.id,
    name: { firstName: 'Gene', lastName: 'Rator', displayName: 'Gene Rator' },
    phones: { default: `+91${MOBILE}` },
  });
  const config = await post(owner, '/api/1.0/ti-configs', { project_id: tenant.project.id, name: 'Tickets', type: 'Ticket' });
  const event = await post(owner, `/api/2.0/events?aggregate=${tenant.workspaces[0].id}`, { name: 'Big Show' });
  detailId = (await post(editor, '/api/1.0/ti-details', { titype: 'TICKET', tiConfigId: config.id, source_id: event.id })).id;
}, 60_000);
afterAll(() => t.close());

const batch = async (category: string, numberOfTickets: number, serialNumber: string) => {
  const res = await injectAs(t, editor, {
    method: 'POST',
    url: `/api/1.0/ti-details/${detailId}/instrument-info`,
    payload: { category, numberOfTickets, serialNumber, redeemer: [{ mobile: MOBILE }] },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json() as { uid: string };
};
const read = async (uid: string) => (await injectAs(t, editor, { method: 'GET', url: `/api/1.0/ti-details/${detailId}/instrument-info/${uid}` })).json();
const codesOf = async (uid: string) => {
  const rows = await t.app.ctx.db.query.instruments.findMany({ columns: { code: true, serial: true, seq: true }, where: (i, { eq }) => eq(i.batchUid, uid) });
  return rows;
};

it('generates a batch larger than a chunk in the background; its progress is read until it is generated', async () => {
  const size = GENERATION_CHUNK + 500;
  const { uid } = await batch('large', size, 'L000001');
  const res = await injectAs(t, editor, { method: 'POST', url: `/api/1.0/ti-details/${detailId}/instrument-info/${uid}/instruments` });
  expect(res.statusCode).toBe(202);
  expect(res.json().generation).toBe('generating');
  expect(res.json().generatedCount).toBeLessThan(size);
  // A second call while it runs starts nothing: it answers where the batch stands.
  const again = await injectAs(t, editor, { method: 'POST', url: `/api/1.0/ti-details/${detailId}/instrument-info/${uid}/instruments` });
  expect(again.statusCode).toBe(200);
  const done = await pollUntil(
    () => read(uid),
    (b) => b.generation === 'generated',
    60_000,
  );
  expect(done).toMatchObject({ generatedCount: size, totalInstruments: size, instrumentFree: size, balanceTickets: size });
  const rows = await codesOf(uid);
  expect(rows).toHaveLength(size);
  expect(new Set(rows.map((r) => r.code)).size).toBe(size);
  const last = rows.reduce((a, b) => (a.seq > b.seq ? a : b));
  expect(last.serial).toBe(`L${String(size).padStart(6, '0')}`);
}, 90_000);

it('resumes a batch whose server stopped after a chunk, from its count, once its lease runs out', async () => {
  const size = GENERATION_CHUNK + 300;
  const { uid } = await batch('resumed', size, 'R000001');
  // What a server that died after one chunk leaves: the batch generating at one chunk, its lease run out.
  const db = t.app.ctx.db;
  const claimed = await gen.claimBatch(db, tenant.id, uid, 'dead-server', 1);
  expect(claimed?.generation).toBe('generating');
  const chunk: gen.Chunk = { tenantId: tenant.id, uid, from: 0, count: GENERATION_CHUNK, prefix: 'R', number: 1, width: 6, seats: null, leaseMs: 1 };
  const { instrumentCodeList } = await import('../../../domain/treasury/codes.js');
  await db.transaction(async (tx) => {
    expect(await gen.advanceBatch(tx, chunk)).toBe(true);
    expect(await gen.writeRange(tx, chunk, instrumentCodeList(GENERATION_CHUNK))).toBe(GENERATION_CHUNK);
  });
  // The same chunk cannot be counted twice: the count moved on.
  await db.transaction(async (tx) => expect(await gen.advanceBatch(tx, chunk)).toBe(false));

  await generationRunner(t.app.ctx, t.app.log).sweep();
  const done = await pollUntil(
    () => read(uid),
    (b) => b.generation === 'generated',
    60_000,
  );
  expect(done.generatedCount).toBe(size);
  expect(done.transactionOwner.profile_id).toBe('dead-server');
  const rows = await codesOf(uid);
  expect(rows).toHaveLength(size);
  expect(new Set(rows.map((r) => r.seq)).size).toBe(size);
}, 90_000);

it('generates once when two calls race: one answers 202, the other where the batch stands', async () => {
  const { uid } = await batch('raced', 50, 'Q000001');
  const url = `/api/1.0/ti-details/${detailId}/instrument-info/${uid}/instruments`;
  const answers = await Promise.all([1, 2, 3].map(() => injectAs(t, editor, { method: 'POST', url })));
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 202]);
  const done = await pollUntil(
    () => read(uid),
    (b) => b.generation === 'generated',
    30_000,
  );
  expect(done.generatedCount).toBe(50);
  expect(await codesOf(uid)).toHaveLength(50);
});

it('skips a code another instrument of the tenant holds and finds its seq missing, to be drawn again', async () => {
  const db = t.app.ctx.db;
  // Another batch of the tenant holds the code first.
  const holder = await batch('holder', 1, 'H000001');
  await gen.claimBatch(db, tenant.id, holder.uid, null, 60_000);
  const held: gen.Chunk = { tenantId: tenant.id, uid: holder.uid, from: 0, count: 1, prefix: 'H', number: 1, width: 6, seats: null, leaseMs: 60_000 };
  await db.transaction(async (tx) => {
    expect(await gen.advanceBatch(tx, held)).toBe(true);
    expect(await gen.writeRange(tx, held, 'TAKENCODE2345678')).toBe(1);
  });

  const { uid } = await batch('taken', 3, 'T000001');
  await gen.claimBatch(db, tenant.id, uid, null, 60_000);
  const chunk: gen.Chunk = { tenantId: tenant.id, uid, from: 0, count: 3, prefix: 'T', number: 1, width: 6, seats: null, leaseMs: 60_000 };
  await db.transaction(async (tx) => {
    expect(await gen.advanceBatch(tx, chunk)).toBe(true);
    expect(await gen.writeRange(tx, chunk, 'AAAAAAAAAAAAAAAA,TAKENCODE2345678,BBBBBBBBBBBBBBBB')).toBe(2);
    expect(await gen.missingSeqs(tx, chunk)).toEqual([1]);
    expect(await gen.writeSeqs(tx, chunk, [1], 'CCCCCCCCCCCCCCCC')).toBe(1);
    expect(await gen.missingSeqs(tx, chunk)).toEqual([]);
  });
  const rows = (await codesOf(uid)).sort((a, b) => a.seq - b.seq);
  expect(rows.map((r) => [r.serial, r.code])).toEqual([
    ['T000001', 'AAAAAAAAAAAAAAAA'],
    ['T000002', 'CCCCCCCCCCCCCCCC'],
    ['T000003', 'BBBBBBBBBBBBBBBB'],
  ]);
  expect((await read(uid)).generation).toBe('generated');
});
