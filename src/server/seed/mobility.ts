import { and, eq } from 'drizzle-orm';
import { RouteCardInput } from '../../domain/creatives/parts.js';
import { DISTANCE_UNIT, VEHICLE_TYPE } from '../../domain/mobility/constants.js';
import type { FareRow } from '../../domain/mobility/fare-matrix.js';
import type { RouteCard } from '../../domain/mobility/route.js';
import type { Db } from '../db/client.js';
import { aggregates, creativeParts, mediaItems, mobilityFares, profiles } from '../db/schema/index.js';
import { REDEEMER_PHONE } from './treasury.js';

const DAY_MS = 86_400_000;
/** The shuttle's card id on the creative (6 letters or digits, as every card's). */
export const DEMO_ROUTE_ID = 'SHUTTL';

/** The free shuttle between the two malls (the treasury's Shuttle Pass), three stops along the river. */
const STOPS = [
  { stopId: 'CC', stopName: 'City Centre Mall', latitude: 51.5072, longitude: -0.1276 },
  { stopId: 'WB', stopName: 'Waterloo Bridge', latitude: 51.5085, longitude: -0.1167 },
  { stopId: 'RS', stopName: 'Riverside Mall', latitude: 51.5081, longitude: -0.0996 },
] as const;

/** Every pair of stops in running order (each stop with itself too, as the downloaded structure asks): 6 rows, one stage a stop. */
function demoFares(): FareRow[] {
  return STOPS.flatMap((a, i) =>
    STOPS.slice(i).map((b, k) => ({
      startStop: a.stopId,
      startStopName: a.stopName,
      endStop: b.stopId,
      endStopName: b.stopName,
      adultFare: k * 1.5,
      childFare: k * 0.75,
      seniorFare: k,
      studentFare: k,
      stage: k,
      distance: Number((k * 1.1).toFixed(3)),
    })),
  );
}

/**
 * A bus route on city-centre's 'Sale Banner' creative, so the Mobility section and the GTFS export show something: the
 * shuttle's stops placed on the map, its fare matrix, one weekday schedule with a trip and the demo editor as conductor.
 */
export async function seedDemoRoute(db: Db, tenantId: string, now = new Date()): Promise<void> {
  const [creative] = await db
    .select({ id: mediaItems.id })
    .from(mediaItems)
    .innerJoin(aggregates, and(eq(aggregates.tenantId, mediaItems.tenantId), eq(aggregates.id, mediaItems.aggregateId)))
    .where(and(eq(mediaItems.tenantId, tenantId), eq(mediaItems.kind, 'creative'), eq(mediaItems.name, 'Sale Banner'), eq(aggregates.key, 'city-centre')));
  if (!creative) return;
  const [conductor] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.phone, REDEEMER_PHONE)));
  const day = (n: number) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + n * DAY_MS).toISOString();
  const input = RouteCardInput.parse({
    name: 'Mall Shuttle',
    startStation: STOPS[0].stopName,
    endStation: STOPS[2].stopName,
    startDate: day(-30),
    endDate: day(335),
    enabled: true,
    currency: 'USD',
    stopPlaces: STOPS,
    schedule: [
      {
        name: 'Weekdays',
        description: 'Every half hour from opening',
        startDay: day(-30),
        endDay: day(335),
        tripTime: [
          {
            startTime: '09:00',
            endTime: '09:30',
            day: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
            ticketColorFlag: true,
            ticketColor: 'aero',
            paymentUsingGreenMiles: true,
            validators: [{ mobile: REDEEMER_PHONE }],
            stops: [
              { stopId: 'CC', stopName: STOPS[0].stopName, departureTime: '09:00' },
              { stopId: 'WB', stopName: STOPS[1].stopName, arrivalTime: '09:12', departureTime: '09:13' },
              { stopId: 'RS', stopName: STOPS[2].stopName, arrivalTime: '09:30' },
            ],
          },
        ],
      },
    ],
  });
  const fares = demoFares();
  const { id: _id, ...fields } = input;
  const doc: Omit<RouteCard, 'id'> = {
    ...fields,
    schedule: fields.schedule.map((s) => ({
      ...s,
      scheduleId: 'WEEKDAYS',
      tripTime: s.tripTime.map((t) => ({
        ...t,
        tripId: 'SHTA',
        validators: t.validators.map((v) => ({ ...v, token: 'DEMO', profileID: conductor?.id ?? '' })),
      })),
    })),
    vehicleType: VEHICLE_TYPE,
    distanceMeasurment: DISTANCE_UNIT,
    updatedOn: now.toISOString(),
    fareCount: fares.length,
  };
  await db.insert(creativeParts).values({ tenantId, creativeId: creative.id, subId: DEMO_ROUTE_ID, section: 'route', position: 0, doc });
  await db.insert(mobilityFares).values(fares.map((f, seq) => ({ tenantId, creativeId: creative.id, routeId: DEMO_ROUTE_ID, seq, ...f })));
}
