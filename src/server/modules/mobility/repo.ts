import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FareColumn, FareRow } from '../../../domain/mobility/fare-matrix.js';
import type { Db, Tx } from '../../db/client.js';
import { creativeParts, mobilityFares } from '../../db/schema/index.js';
import type { RouteKey } from '../creative-parts/index.js';

export type { RouteKey };

const ofRoute = (k: RouteKey) => and(eq(mobilityFares.tenantId, k.tenantId), eq(mobilityFares.creativeId, k.creativeId), eq(mobilityFares.routeId, k.routeId));
const routeCard = (k: RouteKey) =>
  and(
    eq(creativeParts.tenantId, k.tenantId),
    eq(creativeParts.creativeId, k.creativeId),
    eq(creativeParts.subId, k.routeId),
    eq(creativeParts.section, 'route'),
  );

const FARE_FIELDS = {
  startStop: mobilityFares.startStop,
  startStopName: mobilityFares.startStopName,
  endStop: mobilityFares.endStop,
  endStopName: mobilityFares.endStopName,
  adultFare: mobilityFares.adultFare,
  childFare: mobilityFares.childFare,
  seniorFare: mobilityFares.seniorFare,
  studentFare: mobilityFares.studentFare,
  stage: mobilityFares.stage,
  distance: mobilityFares.distance,
} as const;

/**
 * Replaces a route's fare matrix with `rows` and records their count on the route card, in the caller's transaction:
 * the rows go in as one JSON parameter unpacked by the database (20,100 rows in one statement, not 200,000 bound
 * values). False when the route card is not there (deleted meanwhile).
 */
export async function replaceFares(tx: Tx, key: RouteKey, rows: readonly FareRow[]): Promise<boolean> {
  const [card] = await tx
    .update(creativeParts)
    .set({
      doc: sql`${creativeParts.doc} || jsonb_build_object('fareCount', ${rows.length}::int)`,
      version: sql`${creativeParts.version} + 1`,
      updatedOn: new Date(),
    })
    .where(routeCard(key))
    .returning({ subId: creativeParts.subId });
  if (!card) return false;
  await tx.delete(mobilityFares).where(ofRoute(key));
  if (!rows.length) return true;
  await tx.execute(sql`
    insert into mobility_fares (tenant_id, creative_id, route_id, seq, start_stop, start_stop_name, end_stop, end_stop_name,
      adult_fare, child_fare, senior_fare, student_fare, stage, distance)
    select ${key.tenantId}, ${key.creativeId}, ${key.routeId}, (r.n - 1)::int, r.start_stop, r.start_stop_name, r.end_stop, r.end_stop_name,
      r.adult_fare, r.child_fare, r.senior_fare, r.student_fare, r.stage, r.distance
    from rows from (jsonb_to_recordset(${JSON.stringify(rows.map(snake))}::jsonb) as (start_stop text, start_stop_name text, end_stop text,
      end_stop_name text, adult_fare numeric, child_fare numeric, senior_fare numeric, student_fare numeric, stage int, distance numeric))
      with ordinality as r(start_stop, start_stop_name, end_stop, end_stop_name, adult_fare, child_fare, senior_fare, student_fare, stage, distance, n)`);
  return true;
}

const snake = (r: FareRow) => ({
  start_stop: r.startStop,
  start_stop_name: r.startStopName,
  end_stop: r.endStop,
  end_stop_name: r.endStopName,
  adult_fare: r.adultFare,
  child_fare: r.childFare,
  senior_fare: r.seniorFare,
  student_fare: r.studentFare,
  stage: r.stage,
  distance: r.distance,
});

/** A route's whole matrix in upload order. */
export function faresOf(db: Db, key: RouteKey): Promise<FareRow[]> {
  return db.select(FARE_FIELDS).from(mobilityFares).where(ofRoute(key)).orderBy(asc(mobilityFares.seq));
}

/** The fare matrices of several routes of a creative, by route id, each in upload order: one read for an export. */
export async function faresOfRoutes(db: Db, tenantId: string, creativeId: string, routeIds: readonly string[]): Promise<Map<string, FareRow[]>> {
  const byRoute = new Map<string, FareRow[]>(routeIds.map((id) => [id, []]));
  if (!routeIds.length) return byRoute;
  const rows = await db
    .select({ routeId: mobilityFares.routeId, ...FARE_FIELDS })
    .from(mobilityFares)
    .where(and(eq(mobilityFares.tenantId, tenantId), eq(mobilityFares.creativeId, creativeId), inArray(mobilityFares.routeId, [...routeIds])))
    .orderBy(asc(mobilityFares.routeId), asc(mobilityFares.seq));
  for (const { routeId, ...fare } of rows) byRoute.get(routeId)?.push(fare);
  return byRoute;
}

/** One page of a route's matrix, sorted by a column (then upload order), with the total. */
export async function faresPage(db: Db, key: RouteKey, page: { offset: number; limit: number; sort: FareColumn | null; order: 'asc' | 'desc' }) {
  const by = page.sort ? [(page.order === 'desc' ? desc : asc)(FARE_FIELDS[page.sort]), asc(mobilityFares.seq)] : [asc(mobilityFares.seq)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(FARE_FIELDS)
      .from(mobilityFares)
      .where(ofRoute(key))
      .orderBy(...by)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(mobilityFares).where(ofRoute(key)),
  ]);
  return { rows, total: Number(total) };
}

/** The stop ids a route's matrix names; null when it has no matrix (its trips' stops are then unchecked). */
