import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newId } from '../../domain/common/ids.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../test/factories.js';
import { signIn } from '../test/inject-as.js';
import { buildInstruments } from '../test/instruments.js';
import { CUSTOMER_CLIENT_ID, VALIDATOR_CLIENT_ID } from '../seed/clients.js';
import type { ApiClient } from './api-clients.js';

let t: TestApp;
let tenant: TestTenant;
let customer: TestUser;
let owner: TestUser;
let customerApp: ApiClient;
let validatorApp: ApiClient;

/** Signs `user` in through `client`'s own credentials, as that app does. */
const signInThrough = (client: ApiClient, user: TestUser, secret = client.clientSecret) => signIn(t, user, {}, { ...client, clientSecret: secret });

const call = (client: ApiClient, token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-api-key': client.apiKey, authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  customer = await buildUser(t, tenant);
  owner = await buildUser(t, tenant, { role: 'owner' });
  customerApp = (await t.app.ctx.clients.byClientId(CUSTOMER_CLIENT_ID))!;
  validatorApp = (await t.app.ctx.clients.byClientId(VALIDATOR_CLIENT_ID))!;
});

afterAll(() => t?.close());

it('registers the customer and validator apps as clients of their own', () => {
  expect(customerApp).toMatchObject({ kind: 'customer' });
  expect(validatorApp).toMatchObject({ kind: 'validator' });
  for (const app of [customerApp, validatorApp]) {
    expect(app.apiKey).not.toBe(t.apiKey);
    expect(app.clientSecret).not.toBe(t.clientSecret);
  }
});

it('signs a customer in through the customer app, whose token lets the profile acquire', async () => {
  const res = await signInThrough(customerApp, customer);
  expect(res.statusCode).toBe(200);
  const token = res.json().access_token as string;
  expect(decodeJwt(token)).toMatchObject({ aud: CUSTOMER_CLIENT_ID, roles: [] });
  const profile = await call(customerApp, token, 'POST', '/api/1.0/profiles', {
    key: customer.id,
    name: { firstName: 'Cus', lastName: 'Tomer', displayName: 'Customer' },
  });
  expect(profile.statusCode).toBe(201);
  const { codes } = await buildInstruments(t.app.ctx.db, {
    tenantId: tenant.id,
    projectId: tenant.project.id,
    aggregateId: tenant.workspaces[0].id,
    sourceId: newId(),
    titype: 'COUPON',
    count: 1,
  });
  const acquired = await call(customerApp, token, 'POST', '/api/1.0/relations', { action: 'acquire', code: codes[0], nonce: `app-${newId()}` });
  expect(acquired.statusCode).toBe(200);
  expect(acquired.json().instrument).toMatchObject({ status: 'ACQUIRED', profile_id: profile.json().id });
});

it("gives staff signed in through an app no console privilege: the app's token carries no roles", async () => {
  const viaConsole = await signInThrough({ clientId: t.clientId, clientSecret: t.clientSecret, apiKey: t.apiKey, kind: 'console', name: '' }, owner);
  expect(decodeJwt(viaConsole.json().access_token).roles).toEqual([`sdm:${tenant.key}:owner`]);
  const viaApp = await signInThrough(validatorApp, owner);
  expect(viaApp.statusCode).toBe(200);
  const token = viaApp.json().access_token as string;
  expect(decodeJwt(token).roles).toEqual([]);
  const read = await call(validatorApp, token, 'GET', `/api/2.0/media-aggregates?tenant=${tenant.key}&project=${tenant.project.key}`);
  expect(read.statusCode).toBe(403);
  const asOwner = await call(
    customerApp,
    viaConsole.json().access_token,
    'GET',
    `/api/2.0/media-aggregates?tenant=${tenant.key}&project=${tenant.project.key}`,
  );
  expect(asOwner.statusCode).toBe(200);
});

it("refuses an app's client id with another client's secret", async () => {
  const res = await signInThrough(validatorApp, customer, customerApp.clientSecret);
  expect(res.statusCode).toBe(401);
  expect(res.json().error).toBe('invalid_client');
});
