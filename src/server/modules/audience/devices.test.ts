import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_CHANNELS } from '../../../domain/campaigns/types.js';
import { newId } from '../../../domain/common/ids.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { audienceCalls } from '../../test/audience-calls.js';

/**
 * Actions that name the IoT device that recorded or showed them: ingestion checks the device like any other item,
 * and the device's Audience Statistics, days and detailed actions equal what the test computes from what it sent.
 */
let t: TestApp;
let tenant: TestTenant;
let customer: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let outsider: TestUser;
const KOLKATA = 'Asia/Kolkata';
const item = { device: newId(), quiet: newId(), venue: newId(), deviceB: newId(), otherDevice: newId() };
let ws = '';

const { rows, ingest, graph, addItem, profileFor } = audienceCalls(() => t);
let seq = 0;
const key = () => `dev-${Date.now().toString(36)}-${++seq}`;
const stored = () => rows<{ n: number }>(sql`select count(*)::int as n from audience_actions where tenant_id = ${tenant.id}`).then((r) => r[0].n);
const recent = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const localDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: KOLKATA }).format(new Date(iso));

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  const other = await buildTenant(t);
  ws = tenant.workspaces[0].id;
  await t.app.ctx.db.execute(sql`update aggregates set time_zone = ${KOLKATA} where tenant_id = ${tenant.id} and id = ${ws}`);
  const p = tenant.project.id;
  await addItem(tenant.id, p, ws, 'device', item.device);
  await addItem(tenant.id, p, ws, 'device', item.quiet);
  await addItem(tenant.id, p, ws, 'venue', item.venue);
  await addItem(tenant.id, p, tenant.workspaces[1].id, 'device', item.deviceB);
  await addItem(other.id, other.project.id, other.workspaces[0].id, 'device', item.otherDevice);
  customer = await buildUser(t, tenant);
  viewer = await buildUser(t, tenant, { role: 'reader' });
  stranger = await buildUser(t, tenant);
  outsider = await buildUser(t, other);
  await profileFor(customer);
});
afterAll(() => t?.close());

describe('actions of a device', () => {
  it("refuses another tenant's device, another workspace's device and a venue named as a device, storing nothing", async () => {
    const before = await stored();
    const good = () => ({ id: key(), type: 2, deviceId: item.device, at: recent(1) });
    const cases: [object, RegExp][] = [
      [{ ...good(), deviceId: item.otherDevice }, /actions\[1\]: deviceId .* is not a device of this tenant/],
      [{ ...good(), venueId: item.venue, deviceId: item.deviceB }, /actions\[1\]: deviceId .* is in another workspace than the action's other items/],
      [{ ...good(), deviceId: item.venue }, /actions\[1\]: deviceId .* is not a device of this tenant/],
    ];
    for (const [bad, message] of cases) {
      const res = await ingest(customer, [good(), bad]);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await stored()).toBe(before);
  });

  it("stores the device with the action, in the device's workspace, and counts it in the device's statistics, days and actions", async () => {
    type Sent = { id: string; type: number; at: string; deviceId?: string; venueId?: string; channel?: string };
    const sent: Sent[] = [
      ...Array.from({ length: 5 }, (_, i) => ({ id: key(), type: 2, deviceId: item.device, venueId: item.venue, at: recent(10 + i) })),
      ...Array.from({ length: 3 }, (_, i) => ({ id: key(), type: 1, deviceId: item.device, at: recent(20 + i) })),
      ...SHARE_CHANNELS.slice(0, 2).map((channel, i) => ({ id: key(), type: 3, channel, deviceId: item.device, at: recent(30 + i) })),
      { id: key(), type: 4, deviceId: item.device, at: recent(40) },
      // Yesterday's and a venue's action without the device: the first counts on another day, the second not at all.
      { id: key(), type: 2, deviceId: item.device, at: recent(24 * 60 + 5) },
      { id: key(), type: 2, venueId: item.venue, at: recent(50) },
    ];
    const res = await ingest(customer, sent);
    expect(res.statusCode).toBe(200);
    expect(res.json().stored).toHaveLength(sent.length);
    const [row] = await rows<{ device_id: string; aggregate_id: string }>(
      sql`select device_id, aggregate_id from audience_actions where tenant_id = ${tenant.id} and action_key = ${sent[5].id}`,
    );
    expect(row).toEqual({ device_id: item.device, aggregate_id: ws });

    const mine = sent.filter((a) => a.deviceId === item.device);
    const count = (type: number) => mine.filter((a) => a.type === type).length;
    const stats = await graph(
      viewer,
      `query($d: ID!) { audienceStatistics(kind: "device", id: $d) { kind id totalInteractions likes views shares dislikes shareMetrics { channel count } treasury { titype } } }`,
      { d: item.device },
    );
    expect(stats.json().errors).toBeUndefined();
    expect(stats.json().data.audienceStatistics).toEqual({
      kind: 'device',
      id: item.device,
      totalInteractions: count(1) + count(2) + count(3),
      likes: count(1),
      views: count(2),
      shares: count(3),
      dislikes: count(4),
      shareMetrics: SHARE_CHANNELS.map((channel) => ({ channel, count: mine.filter((a) => a.channel === channel).length })),
      treasury: [],
    });

    const days = await graph(viewer, `query($d: ID!) { itemActionsPerDay(kind: "device", id: $d) { day likes views shares total } }`, { d: item.device });
    const perDay = new Map<string, number>();
    for (const a of mine) if (a.type <= 3) perDay.set(localDay(a.at), (perDay.get(localDay(a.at)) ?? 0) + 1);
    const answered = days.json().data.itemActionsPerDay as { day: string; total: number }[];
    expect(answered).toHaveLength(30);
    expect(Object.fromEntries(answered.filter((d) => d.total > 0).map((d) => [d.day, d.total]))).toEqual(Object.fromEntries(perDay));

    const page = await graph(
      viewer,
      `query($d: ID!) { getActionsByDevice(device_id: $d, limit: 100) { items { id device_id device_name venue_name action } } }`,
      {
        d: item.device,
      },
    );
    const items = page.json().data.getActionsByDevice.items as { device_id: string; device_name: string; venue_name: string | null }[];
    expect(items).toHaveLength(mine.length);
    expect(items.every((i) => i.device_id === item.device && i.device_name === `device ${item.device.slice(-4)}`)).toBe(true);
    expect(items.filter((i) => i.venue_name === `venue ${item.venue.slice(-4)}`)).toHaveLength(5);
  });

  it('answers zeros for a device without actions', async () => {
    const res = await graph(
      viewer,
      `query($d: ID!) { audienceStatistics(kind: "device", id: $d) { totalInteractions dislikes } getActionsByDevice(device_id: $d) { items { id } } }`,
      {
        d: item.quiet,
      },
    );
    expect(res.json().data).toEqual({ audienceStatistics: { totalInteractions: 0, dislikes: 0 }, getActionsByDevice: { items: [] } });
  });

  it("reads nothing of another tenant's device or without VIEWER on its workspace", async () => {
    const q = 'query($d: ID!) { audienceStatistics(kind: "device", id: $d) { totalInteractions } }';
    const page = 'query($d: ID!) { getActionsByDevice(device_id: $d) { items { id } } }';
    for (const query of [q, page]) {
      expect((await graph(outsider, query, { d: item.device })).json().errors[0].extensions.code).toBe('NOT_FOUND');
      expect((await graph(stranger, query, { d: item.device })).json().errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await graph(viewer, query, { d: item.otherDevice })).json().errors[0].extensions.code).toBe('NOT_FOUND');
    }
  });
});
