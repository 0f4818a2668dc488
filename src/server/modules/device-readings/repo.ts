import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { auditedHere } from '../../db/audited-driver.js';
import type { Db } from '../../db/client.js';
import { aggregates, deviceReadings, mediaItems, projects } from '../../db/schema/index.js';
import type { Reading, ReadingInput } from './reading.js';
import { arrayParam } from '../../db/array-param.js';

/** A device of the tenant with its workspace keys (for the viewer's privilege check), or null. */
export async function findTenantDevice(db: Db, tenantId: string, deviceId: string) {
  const [row] = await db
    .select({ id: mediaItems.id, aggregateId: mediaItems.aggregateId, workspaceKey: aggregates.key, projectKey: projects.key })
    .from(mediaItems)
    .innerJoin(aggregates, and(eq(aggregates.tenantId, mediaItems.tenantId), eq(aggregates.id, mediaItems.aggregateId)))
    .innerJoin(projects, and(eq(projects.tenantId, mediaItems.tenantId), eq(projects.id, mediaItems.projectId)))
    .where(and(eq(mediaItems.tenantId, tenantId), eq(mediaItems.id, deviceId), eq(mediaItems.kind, 'device')))
    .limit(1);
  return row ?? null;
}

const KNOWN = new Set(['peopleCount', 'deviceTS', 'imageURL', 'femaleCount', 'maleCount', 'deviceId', 'receivedTS', 'id']);
function restOf(r: ReadingInput): string {
  const doc: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r)) if (!KNOWN.has(k) && v !== undefined) doc[k] = v;
  return JSON.stringify(doc);
}

/**
 * All readings in one statement: each column goes as one array parameter and `unnest` zips them
 * into rows, so a batch of 1000 costs 8 parameters and one plan instead of 8000 placeholders.
 */
export async function insertReadings(db: Db, tenantId: string, deviceId: string, readings: ReadingInput[]): Promise<number> {
  if (!readings.length) return 0;
  const ts = readings.map((r) => new Date(r.deviceTS).toISOString());
  const people = readings.map((r) => r.peopleCount);
  const female = readings.map((r) => r.femaleCount ?? null);
  const male = readings.map((r) => r.maleCount ?? null);
  const image = readings.map((r) => r.imageURL ?? null);
  const docs = readings.map(restOf);
  const cols = sql`${arrayParam(ts)}::timestamptz[], ${arrayParam(people)}::int[], ${arrayParam(female)}::int[], ${arrayParam(male)}::int[], ${arrayParam(image)}::text[]`;
  // Most devices send only the named fields: leaving `doc` to its default then saves a third of the
  // statement's time (500 '{}' jsonb values parsed for nothing).
  if (docs.every((d) => d === '{}')) {
    await db.execute(sql`
      insert into device_readings (tenant_id, device_id, device_ts, people_count, female_count, male_count, image_url)
      select ${tenantId}, ${deviceId}, u.ts, u.people, u.female, u.male, u.image
      from unnest(${cols}) as u(ts, people, female, male, image)
      where ${auditedHere()}`);
  } else {
    await db.execute(sql`
      insert into device_readings (tenant_id, device_id, device_ts, people_count, female_count, male_count, image_url, doc)
      select ${tenantId}, ${deviceId}, u.ts, u.people, u.female, u.male, u.image, u.doc
      from unnest(${cols}, ${arrayParam(docs)}::jsonb[]) as u(ts, people, female, male, image, doc)
      where ${auditedHere()}`);
  }
  return readings.length;
}

const columns = {
  id: deviceReadings.id,
  deviceId: deviceReadings.deviceId,
  peopleCount: deviceReadings.peopleCount,
  femaleCount: deviceReadings.femaleCount,
  maleCount: deviceReadings.maleCount,
  imageUrl: deviceReadings.imageUrl,
  deviceTs: deviceReadings.deviceTs,
  receivedTs: deviceReadings.receivedTs,
  assetId: sql<string | null>`${deviceReadings.doc}->>'assetId'`,
  venueId: sql<string | null>`${deviceReadings.doc}->>'venueId'`,
};

type Row = {
  id: number;
  deviceId: string;
  peopleCount: number;
  femaleCount: number | null;
  maleCount: number | null;
  imageUrl: string | null;
  deviceTs: Date;
  receivedTs: Date;
  assetId: string | null;
  venueId: string | null;
};
const present = (r: Row): Reading => ({
  id: String(r.id),
  deviceId: r.deviceId,
  peopleCount: r.peopleCount,
  femaleCount: r.femaleCount,
  maleCount: r.maleCount,
  imageURL: r.imageUrl,
  deviceTS: r.deviceTs.toISOString(),
  receivedTS: r.receivedTs.toISOString(),
  assetId: r.assetId,
  venueId: r.venueId,
});

/** The device's latest reading by device time (the last received of equal times), or null. */
export async function latestReading(db: Db, tenantId: string, deviceId: string): Promise<Reading | null> {
  const [row] = await db
    .select(columns)
    .from(deviceReadings)
    .where(and(eq(deviceReadings.tenantId, tenantId), eq(deviceReadings.deviceId, deviceId)))
    .orderBy(desc(deviceReadings.deviceTs), desc(deviceReadings.id))
    .limit(1);
  return row ? present(row) : null;
}

/** Readings with from ≤ device time ≤ to, oldest first; the latest `limit` when there are more. */
export async function readingsBetween(db: Db, tenantId: string, deviceId: string, from: Date, to: Date, limit: number): Promise<Reading[]> {
  const rows = await db
    .select(columns)
    .from(deviceReadings)
    .where(
      and(eq(deviceReadings.tenantId, tenantId), eq(deviceReadings.deviceId, deviceId), gte(deviceReadings.deviceTs, from), lte(deviceReadings.deviceTs, to)),
    )
    .orderBy(desc(deviceReadings.deviceTs), desc(deviceReadings.id))
    .limit(limit);
  return rows.reverse().map(present);
}
