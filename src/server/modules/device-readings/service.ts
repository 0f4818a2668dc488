import { Privilege } from '../../../domain/access/levels.js';
import { workspaceResource } from '../../../domain/access/resources.js';
import { INSTANT_MESSAGE, storableTime } from '../../../domain/common/instants.js';
import type { Actor } from '../../actor.js';
import { actAsDevice } from '../../audit/context.js';
import { requirePrivilege, tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { badRequest, HttpError, notFound, unauthorized } from '../../errors.js';
import { parseDeviceAuthorization, type DeviceRef } from './device-auth.js';
import { checkReadings, MAX_READINGS, type Reading } from './reading.js';
import * as repo from './repo.js';

/** The device named by `authorization: Device <id>.<secret>`, from then on the author of the request's writes; anything else is 401. */
export async function authenticateDevice(ctx: AppContext, header: string | undefined): Promise<DeviceRef> {
  const parsed = parseDeviceAuthorization(header);
  const device = parsed ? await ctx.deviceSecrets.verify(ctx.db, parsed.deviceId, parsed.secret) : null;
  if (!device) throw unauthorized('Unknown device or wrong device secret');
  actAsDevice(device.tenantId, device.id, device.name);
  return device;
}

const tooMany = () => new HttpError(413, 'Payload Too Large', `At most ${MAX_READINGS} readings per request`);

/** Stores one reading or a batch, all or none (docs/product/creatives-assets-signage.md §3; docs/api.md). */
export async function ingestReadings(ctx: AppContext, device: DeviceRef, body: unknown): Promise<{ stored: number }> {
  const list = Array.isArray(body) ? body : [body];
  if (list.length > MAX_READINGS) throw tooMany();
  if (!list.length) throw badRequest('Send one reading or an array of 1 to 1000 readings');
  const { readings, problems } = checkReadings(list);
  if (problems.length) {
    const first = problems[0];
    throw badRequest(`Reading ${first.index}: ${first.path} ${first.message}; nothing was stored`, problems.slice(0, 50));
  }
  const stored = await repo.insertReadings(ctx.db, device.tenantId, device.id, readings);
  return { stored };
}

const DAY_MS = 86_400_000;
/** Longest period one query may ask for, and most readings it answers. */
export const MAX_PERIOD_DAYS = 31;
export const MAX_PERIOD_READINGS = 5000;

/** A device of the caller's tenant with VIEWER on its workspace; another tenant's is NOT_FOUND. */
async function viewableDevice(ctx: AppContext, actor: Actor, deviceId: string) {
  const tenant = await tenantOfActor(ctx, actor, undefined);
  const device = /^[0-9a-f]{24}$/.test(deviceId) ? await repo.findTenantDevice(ctx.db, tenant.id, deviceId) : null;
  if (!device) throw notFound('Device');
  requirePrivilege(actor, workspaceResource(tenant.key, device.projectKey, device.workspaceKey), Privilege.VIEWER);
  return { tenantId: tenant.id, id: device.id };
}

/** timeDBByDeviceId: the latest reading (docs/product/creatives-assets-signage.md §7). */
export async function latestReading(ctx: AppContext, actor: Actor, deviceId: string): Promise<Reading | null> {
  const device = await viewableDevice(ctx, actor, deviceId);
  return repo.latestReading(ctx.db, device.tenantId, device.id);
}

function instant(value: string | null | undefined, name: string, fallback: Date): Date {
  if (value == null || value === '') return fallback;
  const t = storableTime(value);
  if (t === null) throw badRequest(`${name} ${INSTANT_MESSAGE}`);
  return new Date(t);
}

/** timeDBEntriesForPeriod: readings in [from, to] (default the last 24 hours), oldest first, without images. */
export async function readingsForPeriod(ctx: AppContext, actor: Actor, deviceId: string, fromText?: string | null, toText?: string | null): Promise<Reading[]> {
  const now = new Date();
  const to = instant(toText, 'to', now);
  const from = instant(fromText, 'from', new Date(to.getTime() - DAY_MS));
  if (to < from) throw badRequest('to cannot be earlier than from');
  if (to.getTime() - from.getTime() > MAX_PERIOD_DAYS * DAY_MS) throw badRequest(`A period may span at most ${MAX_PERIOD_DAYS} days`);
  const device = await viewableDevice(ctx, actor, deviceId);
  const rows = await repo.readingsBetween(ctx.db, device.tenantId, device.id, from, to, MAX_PERIOD_READINGS);
  return rows.map((r) => ({ ...r, imageURL: null }));
}
