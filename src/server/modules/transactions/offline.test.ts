import { createHash } from 'node:crypto';
import { compactVerify, createLocalJWKSet } from 'jose';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/common/ids.js';
import { maskProfileId } from '../../../domain/treasury/masking.js';
import { TREASURY_MESSAGES as M } from '../../../domain/treasury/types.js';
import { audienceActions, instruments } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { buildInstruments, type TestInstruments } from '../../test/instruments.js';

let t: TestApp;
let tenant: TestTenant;
let gate1: TestUser;
let gate2: TestUser;
let bystander: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let outsider: TestUser;
const profiles: Record<string, string> = {};
let tickets: TestInstruments;
let nonces = 0;
const nonce = () => `off-${Date.now().toString(36)}-${++nonces}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function profileFor(user: TestUser): Promise<string> {
  const res = await injectAs(t, user, {
    method: 'POST',
    url: '/api/1.0/profiles',
    payload: { key: user.id, name: { firstName: 'Gate', lastName: 'Keeper', displayName: user.username } },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const upload = (user: TestUser, detailId: string, redemptions: object[]) =>
  injectAs(t, user, { method: 'POST', url: `/api/1.0/ti-details/${detailId}/offline-redemptions`, payload: { redemptions } });

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  const other = await buildTenant(t);
  gate1 = await buildUser(t, tenant);
  gate2 = await buildUser(t, tenant);
  bystander = await buildUser(t, tenant);
  viewer = await buildUser(t, tenant, { role: 'reader', on: 'workspace' });
  stranger = await buildUser(t, tenant);
  outsider = await buildUser(t, other, { role: 'owner' });
  for (const [name, user] of Object.entries({ gate1, gate2, bystander, outsider })) profiles[name] = await profileFor(user);
  tickets = await buildInstruments(t.app.ctx.db, {
    tenantId: tenant.id,
    projectId: tenant.project.id,
    aggregateId: tenant.workspaces[0].id,
    sourceId: newId(),
    titype: 'TICKET',
    count: 5,
    price: 12,
    holder: profiles.bystander,
    acquiredFrom: 1,
    redeemers: [
      { mobile: '9000000001', profile_id: profiles.gate1 },
      { mobile: '9000000002', profile_id: profiles.gate2 },
    ],
  });
});

afterAll(() => t?.close());

describe('validation list', () => {
  it("gives a redeemer its batches' instruments with hashed codes, signed by the server's key", async () => {
    const res = await injectAs(t, gate1, { method: 'GET', url: `/api/1.0/ti-details/${tickets.detailId}/validation-list` });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toMatchObject({ detail_id: tickets.detailId, titype: 'TICKET', usageLimit: 1, offset: 0, next: null });
    expect(list.instruments).toHaveLength(5);
    expect(res.body).not.toContain(tickets.codes[0]);
    expect(list.instruments[0]).toEqual({
      hash: sha256(`${list.salt}:${tickets.codes[0]}`),
      serial: 'TST0001',
      seat: null,
      status: 'ISSUED',
      usesLeft: 1,
      batch_uid: tickets.batchUid,
    });
    expect(list.instruments[1]).toMatchObject({ hash: sha256(`${list.salt}:${tickets.codes[1]}`), status: 'ACQUIRED' });

    const jwks = (await t.app.inject({ method: 'GET', url: '/iam/oidc/jwks' })).json();
    const { payload } = await compactVerify(list.signature, createLocalJWKSet(jwks));
    const claims = JSON.parse(new TextDecoder().decode(payload));
    const lines = list.instruments.map((i: Record<string, unknown>) => `${i.hash},${i.serial},${i.status},${i.usesLeft},${i.batch_uid}\n`).join('');
    expect(claims).toMatchObject({ detail_id: tickets.detailId, salt: list.salt, count: 5, offset: 0, digest: sha256(lines) });
    expect(list.digest).toBe(claims.digest);
  });

  it('refuses everyone but a redeemer: 403 to profiles and staff without an entry, 404 to another tenant', async () => {
    for (const [user, status, message] of [
      [bystander, 403, M.notRedeemer],
      [viewer, 403, M.profileRequired],
      [outsider, 404, undefined],
    ] as const) {
      const res = await injectAs(t, user, { method: 'GET', url: `/api/1.0/ti-details/${tickets.detailId}/validation-list` });
      expect(res.statusCode).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    }
    expect((await injectAs(t, gate1, { method: 'GET', url: `/api/1.0/ti-details/${newId()}/validation-list` })).statusCode).toBe(404);
  });
});

describe('offline upload', () => {
  it('applies uses in order once per nonce, keeps a second use of the same ticket as a conflict, and lists it', async () => {
    const [first, second] = [nonce(), nonce()];
    const at1 = new Date(Date.now() - 600_000).toISOString();
    const at2 = new Date(Date.now() - 300_000).toISOString();
    const one = await upload(gate1, tickets.detailId, [
      { code: tickets.codes[1], nonce: first, action: 'validate', at: at1 },
      { code: tickets.codes[2], nonce: nonce(), action: 'validate', at: at1 },
      { code: tickets.codes[0], nonce: nonce(), action: 'validate', at: at1 },
    ]);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ applied: 2, replayed: 0, conflicts: 0, refused: 1 });
    expect(one.json().results.map((r: { outcome: string }) => r.outcome)).toEqual(['applied', 'applied', 'refused']);
    expect(one.json().results[2].message).toBe(M.notAcquired);
    expect(one.json().results[0].instrument).toMatchObject({ status: 'VALIDATED', uses: 1, statusChangedDate: at1 });

    const two = await upload(gate2, tickets.detailId, [{ code: tickets.codes[1], nonce: second, action: 'validate', at: at2 }]);
    expect(two.json()).toMatchObject({ applied: 0, conflicts: 1 });
    expect(two.json().results[0]).toMatchObject({ outcome: 'conflict', statusCode: 409, message: M.offlineConflict });

    const again = await upload(gate1, tickets.detailId, [{ code: tickets.codes[1], nonce: first, action: 'validate', at: at1 }]);
    expect(again.json()).toMatchObject({ applied: 0, replayed: 1 });
    const [row] = await t.app.ctx.db
      .select()
      .from(instruments)
      .where(and(eq(instruments.tenantId, tenant.id), eq(instruments.code, tickets.codes[1])));
    expect(row).toMatchObject({ status: 'VALIDATED', uses: 1 });
    expect(row.statusChangedOn?.toISOString()).toBe(at1);
    const validated = await t.app.ctx.db
      .select()
      .from(audienceActions)
      .where(and(eq(audienceActions.tenantId, tenant.id), eq(audienceActions.type, 8)));
    expect(validated).toHaveLength(2);

    const listed = await injectAs(t, viewer, { method: 'GET', url: `/api/1.0/ti-details/${tickets.detailId}/conflicts` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      {
        nonce: second,
        code: tickets.codes[1],
        serial: 'TST0002',
        batchUid: tickets.batchUid,
        action: 'validate',
        reason: M.alreadyValidated,
        occurredOn: at2,
        uploadedOn: expect.any(String),
        validator: maskProfileId(profiles.gate2),
      },
    ]);
  });

  it('refuses an upload from a profile without a redeemer entry and changes nothing', async () => {
    const res = await upload(bystander, tickets.detailId, [{ code: tickets.codes[3], nonce: nonce(), action: 'validate', at: new Date().toISOString() }]);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.notRedeemer);
    const [row] = await t.app.ctx.db
      .select()
      .from(instruments)
      .where(and(eq(instruments.tenantId, tenant.id), eq(instruments.code, tickets.codes[3])));
    expect(row.uses).toBe(0);
  });

  it('shows conflicts to viewers of the workspace, not to users without a role there', async () => {
    expect((await injectAs(t, stranger, { method: 'GET', url: `/api/1.0/ti-details/${tickets.detailId}/conflicts` })).statusCode).toBe(403);
    expect((await injectAs(t, outsider, { method: 'GET', url: `/api/1.0/ti-details/${tickets.detailId}/conflicts` })).statusCode).toBe(404);
  });
});
