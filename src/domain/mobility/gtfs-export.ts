import { WEEKDAYS, type Weekday } from './constants.js';
import type { FareRow } from './fare-matrix.js';
import { distanceText, fareTables } from './gtfs-fares.js';
import { BUS_ROUTE_TYPE, DAY_FIELDS, EXTENSION_FIELDS as X, gtfsDate, gtfsTime, SCHEDULE_KEY, type ExportedRoute, type Feed, type GtfsAgency } from './gtfs.js';
import type { StopInput, StopPlace } from './route.js';

/** A route's routes, trips, stop times and calendar rows, its fares as Fares v2 and v1 (gtfs.ts has the conventions). */

const serviceId = (routeId: string, schedule: string, days: readonly Weekday[]) =>
  `${routeId}:${schedule}:${WEEKDAYS.map((d) => (days.includes(d) ? 1 : 0)).join('')}`;
/** The schedule's part of its service ids: its id when a service id can carry it, else its place in the route. */
const scheduleKey = (scheduleId: string | undefined, index: number) => (scheduleId && SCHEDULE_KEY.test(scheduleId) ? scheduleId : String(index));

/**
 * Each stop's shape_dist_traveled: the matrix's distance from the trip's first stop, when the matrix gives one for every
 * stop and they grow along the trip (GTFS wants them increasing); otherwise none for the trip.
 */
function distancesAlong(stops: readonly StopInput[], fares: readonly FareRow[]): string[] {
  const from = stops[0]?.stopId;
  const distance = new Map(fares.filter((f) => f.startStop === from).map((f) => [f.endStop, f.distance]));
  const along = stops.map((s, k) => (k === 0 ? 0 : distance.get(s.stopId)));
  const increasing = along.every((d, k) => d !== undefined && (k === 0 || d > along[k - 1]!));
  return increasing ? along.map((d) => distanceText(d!)) : stops.map(() => '');
}

/** A feed of the given routes (one agency), every table in the order GTFS consumers expect nothing of but people read best. */
export function buildFeed(agency: GtfsAgency, routes: readonly ExportedRoute[]): Feed {
  const timeZone = routes[0]?.route.timeZone ?? 'Asia/Kolkata';
  const stops = new Map<string, StopPlace>();
  const tables = {
    routes: [] as string[][],
    trips: [] as string[][],
    stopTimes: [] as string[][],
    calendar: [] as string[][],
  };
  for (const { id, route, fares } of routes) {
    for (const place of route.stopPlaces) stops.set(place.stopId, place);
    tables.routes.push([
      id,
      agency.id,
      route.name || `${route.startStation} – ${route.endStation}`.slice(0, 12),
      `${route.startStation} – ${route.endStation}`,
      route.comments,
      BUS_ROUTE_TYPE,
      id,
    ]);
    route.schedule.forEach((schedule, s) => {
      const services = new Set<string>();
      for (const trip of schedule.tripTime) {
        const service = serviceId(id, scheduleKey(schedule.scheduleId, s), trip.day);
        if (!services.has(service)) {
          services.add(service);
          const from = schedule.startDay ?? route.startDate;
          const to = schedule.endDay ?? route.endDate;
          tables.calendar.push([
            service,
            ...WEEKDAYS.map((d) => (trip.day.includes(d) ? '1' : '0')),
            gtfsDate(from, route.timeZone),
            gtfsDate(to, route.timeZone),
            schedule.name,
            schedule.description,
          ]);
        }
        const tripId = `${id}:${trip.tripId}`;
        tables.trips.push([id, service, tripId, route.endStation]);
        const travelled = distancesAlong(trip.stops, fares);
        trip.stops.forEach((stop, k) => {
          const arrival = stop.arrivalTime || stop.departureTime;
          const departure = stop.departureTime || stop.arrivalTime;
          tables.stopTimes.push([tripId, gtfsTime(arrival), gtfsTime(departure), stop.stopId, String(k + 1), travelled[k]]);
        });
      }
    });
  }
  const feed: Feed = new Map();
  feed.set('agency.txt', { header: ['agency_id', 'agency_name', 'agency_url', 'agency_timezone'], rows: [[agency.id, agency.name, agency.url, timeZone]] });
  feed.set('stops.txt', {
    header: ['stop_id', 'stop_name', 'stop_lat', 'stop_lon', 'zone_id'],
    rows: [...stops.values()].map((p) => [p.stopId, p.stopName, String(p.latitude), String(p.longitude), p.stopId]),
  });
  feed.set('routes.txt', {
    header: ['route_id', 'agency_id', 'route_short_name', 'route_long_name', 'route_desc', 'route_type', 'network_id'],
    rows: tables.routes,
  });
  feed.set('trips.txt', { header: ['route_id', 'service_id', 'trip_id', 'trip_headsign'], rows: tables.trips });
  feed.set('stop_times.txt', {
    header: ['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence', 'shape_dist_traveled'],
    rows: tables.stopTimes,
  });
  feed.set('calendar.txt', { header: ['service_id', ...DAY_FIELDS, 'start_date', 'end_date', X.scheduleName, X.scheduleDescription], rows: tables.calendar });
  for (const [file, table] of fareTables(agency.id, routes)) feed.set(file, table);
  return feed;
}

/** Why routes cannot be exported as a valid feed: stops they use without a place, or a stop id placed differently by two routes. */
export function exportProblems(routes: readonly ExportedRoute[]): string[] {
  const problems: string[] = [];
  const places = new Map<string, StopPlace>();
  for (const { route, fares } of routes) {
    const placed = new Map(route.stopPlaces.map((p) => [p.stopId, p]));
    const used = new Set([
      ...route.schedule.flatMap((s) => s.tripTime.flatMap((t) => t.stops.map((x) => x.stopId))),
      ...fares.flatMap((f) => [f.startStop, f.endStop]),
    ]);
    for (const stopId of used)
      if (!placed.has(stopId)) problems.push(`Stop ${stopId} of the route ${route.startStation} – ${route.endStation} has no place on the map`);
    for (const p of route.stopPlaces) {
      const other = places.get(p.stopId);
      if (other && (other.stopName !== p.stopName || other.latitude !== p.latitude || other.longitude !== p.longitude)) {
        problems.push(`Stop ${p.stopId} is named or placed differently by two routes`);
      }
      places.set(p.stopId, p);
    }
    for (const s of route.schedule) for (const t of s.tripTime) if (!t.tripId) problems.push('A trip has no trip id yet: save the route first');
    if (route.timeZone !== routes[0].route.timeZone) problems.push('The routes of one feed share a time zone: export routes of other time zones on their own');
  }
  return [...new Set(problems)];
}
