import { csvRecord, CsvSyntaxError, parseCsv } from '../common/csv.js';
import { ROUTE_CURRENCIES, ROUTE_TIME_ZONES, WEEKDAYS, type RouteCurrency, type RouteTimeZone, type Weekday } from './constants.js';
import type { FareRow } from './fare-matrix.js';
import { minutesOf, TRIP_ID_PATTERN, type RouteInput, type StopPlace } from './route.js';

/**
 * GTFS (static) in and out: a route becomes routes, stops, trips, stop_times and calendar rows, its fare matrix
 * fare_attributes and fare_rules (GTFS fares v1: one price per pair of stops, the adult fare; v1 has no rider
 * categories). A feed is read back into routes the same way, so a feed written here imports into routes that export
 * the same feed again.
 *
 * Conventions of the feeds we write (and read): route_id is the route's id; trip_id is `{route_id}:{tripId}`;
 * service_id is `{route_id}:{schedule index}:{weekday flags}` (one calendar row per schedule and day set); each stop is
 * its own fare zone (zone_id = stop_id); fare_id is `{route_id}:{price}`; a matrix row from A to B also gives B to A
 * unless the matrix prices B to A itself.
 */

/** A file of a feed: its header and rows of text cells. */
export interface GtfsTable {
  header: string[];
  rows: string[][];
}
export type Feed = Map<string, GtfsTable>;

export interface GtfsAgency {
  id: string;
  name: string;
  url: string;
}

/** A stored route as export reads it. */
export interface ExportedRoute {
  id: string;
  route: RouteInput;
  fares: readonly FareRow[];
}

export interface FeedProblem {
  file: string;
  /** The file's 1-based line (the header is line 1), or null for the file as a whole. */
  line: number | null;
  message: string;
}

export const REQUIRED_FILES = ['agency.txt', 'stops.txt', 'routes.txt', 'trips.txt', 'stop_times.txt'] as const;
/** The fields each file must have (GTFS reference, those this product writes and reads). */
export const REQUIRED_FIELDS: Record<string, readonly string[]> = {
  'agency.txt': ['agency_name', 'agency_url', 'agency_timezone'],
  'stops.txt': ['stop_id', 'stop_name', 'stop_lat', 'stop_lon'],
  'routes.txt': ['route_id', 'route_type'],
  'trips.txt': ['route_id', 'service_id', 'trip_id'],
  'stop_times.txt': ['trip_id', 'stop_id', 'stop_sequence', 'arrival_time', 'departure_time'],
  'calendar.txt': ['service_id', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'start_date', 'end_date'],
  'calendar_dates.txt': ['service_id', 'date', 'exception_type'],
  'fare_attributes.txt': ['fare_id', 'price', 'currency_type', 'payment_method', 'transfers'],
  'fare_rules.txt': ['fare_id'],
};
/** GTFS route_type 3: bus (docs/product/creatives-assets-signage.md §9: every route is a bus route). */
export const BUS_ROUTE_TYPE = '3';

const DAY_FIELDS = WEEKDAYS.map((d) => d.toLowerCase());

/** The calendar date ('YYYYMMDD') of an instant in a time zone. */
export function gtfsDate(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}${parts.month}${parts.day}`;
}

/** The instant a calendar date ('YYYYMMDD') starts in a time zone, as ISO (UTC). */
export function startOfGtfsDate(date: string, timeZone: string): string {
  const utc = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(4, 6)) - 1, Number(date.slice(6, 8)));
  // The zone's offset at that moment, then once more at the corrected moment (a day a clock change falls on).
  let at = utc;
  for (let i = 0; i < 2; i++) at = utc - offsetMs(at, timeZone);
  return new Date(at).toISOString();
}

function offsetMs(at: number, timeZone: string): number {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(at))
      .map((x) => [x.type, Number(x.value)]),
  );
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at / 1000) * 1000;
}

/** 'HH:MM' → GTFS 'HH:MM:SS'. */
const gtfsTime = (time: string) => (time ? `${time}:00` : '');
/** GTFS 'H:MM:SS' → 'HH:MM' (seconds dropped: timetables here are to the minute); null when not a time. */
export function timeOfGtfs(text: string): string | null {
  const m = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/.exec(text.trim());
  if (!m) return null;
  const time = `${m[1].padStart(2, '0')}:${m[2]}`;
  return minutesOf(time) === null ? null : time;
}

const price = (n: number) => n.toFixed(2);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const serviceId = (routeId: string, schedule: number, days: readonly Weekday[]) =>
  `${routeId}:${schedule}:${WEEKDAYS.map((d) => (days.includes(d) ? 1 : 0)).join('')}`;

/** A feed of the given routes (one agency), every table in the order GTFS consumers expect nothing of but people read best. */
export function buildFeed(agency: GtfsAgency, routes: readonly ExportedRoute[]): Feed {
  const timeZone = routes[0]?.route.timeZone ?? 'Asia/Kolkata';
  const stops = new Map<string, StopPlace>();
  const tables = {
    routes: [] as string[][],
    trips: [] as string[][],
    stopTimes: [] as string[][],
    calendar: [] as string[][],
    fareAttributes: new Map<string, string[]>(),
    fareRules: [] as string[][],
  };
  for (const { id, route, fares } of routes) {
    for (const place of route.stopPlaces) stops.set(place.stopId, place);
    tables.routes.push([
      id,
      agency.id,
      route.name || `${route.startStation} – ${route.endStation}`.slice(0, 12),
      `${route.startStation} – ${route.endStation}`,
      BUS_ROUTE_TYPE,
    ]);
    route.schedule.forEach((schedule, s) => {
      const services = new Set<string>();
      for (const trip of schedule.tripTime) {
        const service = serviceId(id, s, trip.day);
        if (!services.has(service)) {
          services.add(service);
          const from = schedule.startDay ?? route.startDate;
          const to = schedule.endDay ?? route.endDate;
          tables.calendar.push([
            service,
            ...WEEKDAYS.map((d) => (trip.day.includes(d) ? '1' : '0')),
            gtfsDate(from, route.timeZone),
            gtfsDate(to, route.timeZone),
          ]);
        }
        const tripId = `${id}:${trip.tripId}`;
        tables.trips.push([id, service, tripId, route.endStation]);
        trip.stops.forEach((stop, k) => {
          const arrival = stop.arrivalTime || stop.departureTime;
          const departure = stop.departureTime || stop.arrivalTime;
          tables.stopTimes.push([tripId, gtfsTime(arrival), gtfsTime(departure), stop.stopId, String(k + 1)]);
        });
      }
    });
    const priced = new Set(fares.map((f) => `${f.startStop}\u0000${f.endStop}`));
    const rule = (from: string, to: string, amount: number) => {
      const fareId = `${id}:${price(amount)}`;
      if (!tables.fareAttributes.has(fareId)) tables.fareAttributes.set(fareId, [fareId, price(amount), route.currency, '0', '0', agency.id]);
      tables.fareRules.push([fareId, id, from, to]);
    };
    for (const f of fares) {
      rule(f.startStop, f.endStop, f.adultFare);
      if (f.startStop !== f.endStop && !priced.has(`${f.endStop}\u0000${f.startStop}`)) rule(f.endStop, f.startStop, f.adultFare);
    }
  }
  const feed: Feed = new Map();
  feed.set('agency.txt', { header: ['agency_id', 'agency_name', 'agency_url', 'agency_timezone'], rows: [[agency.id, agency.name, agency.url, timeZone]] });
  feed.set('stops.txt', {
    header: ['stop_id', 'stop_name', 'stop_lat', 'stop_lon', 'zone_id'],
    rows: [...stops.values()].map((p) => [p.stopId, p.stopName, String(p.latitude), String(p.longitude), p.stopId]),
  });
  feed.set('routes.txt', { header: ['route_id', 'agency_id', 'route_short_name', 'route_long_name', 'route_type'], rows: tables.routes });
  feed.set('trips.txt', { header: ['route_id', 'service_id', 'trip_id', 'trip_headsign'], rows: tables.trips });
  feed.set('stop_times.txt', { header: ['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence'], rows: tables.stopTimes });
  feed.set('calendar.txt', { header: ['service_id', ...DAY_FIELDS, 'start_date', 'end_date'], rows: tables.calendar });
  if (tables.fareRules.length) {
    feed.set('fare_attributes.txt', {
      header: ['fare_id', 'price', 'currency_type', 'payment_method', 'transfers', 'agency_id'],
      rows: [...tables.fareAttributes.values()],
    });
    feed.set('fare_rules.txt', { header: ['fare_id', 'route_id', 'origin_id', 'destination_id'], rows: tables.fareRules });
  }
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

/** A feed's files as text (what goes into the zip). */
export const feedFiles = (feed: Feed): [string, string][] =>
  [...feed].map(([name, t]) => [name, csvRecord(t.header) + t.rows.map((r) => csvRecord(r)).join('')]);

/** Reads a feed's files from their text; a file that is not CSV is a problem of that file. */
export function readFeed(files: readonly [string, string][]): { feed: Feed; problems: FeedProblem[] } {
  const feed: Feed = new Map();
  const problems: FeedProblem[] = [];
  for (const [name, text] of files) {
    try {
      const [header, ...rows] = parseCsv(text);
      if (!header) {
        problems.push({ file: name, line: 1, message: 'The file is empty' });
        continue;
      }
      const width = header.cells.length;
      feed.set(name, { header: header.cells.map((h) => h.trim()), rows: rows.map((r) => r.cells.concat(Array(Math.max(0, width - r.cells.length)).fill(''))) });
      rows.forEach((r) => {
        if (r.cells.length > width) problems.push({ file: name, line: r.line, message: `The line has ${r.cells.length} fields; the header has ${width}` });
      });
    } catch (error) {
      if (!(error instanceof CsvSyntaxError)) throw error;
      problems.push({ file: name, line: error.line, message: error.message });
    }
  }
  return { feed, problems };
}

/** Zip entry names that are not a feed: files must sit at the zip's root. */
export function entryProblems(names: readonly string[]): FeedProblem[] {
  return names
    .filter((n) => n.includes('/') && !n.endsWith('/'))
    .map((n) => ({ file: n, line: null, message: 'GTFS files must be at the root of the zip, not in a folder' }));
}

/** Records of a table as objects by field name, each with its file line (rows start at line 2). */
function records(feed: Feed, file: string): { line: number; get: (field: string) => string }[] {
  const table = feed.get(file);
  if (!table) return [];
  const index = new Map(table.header.map((h, i) => [h, i]));
  return table.rows.map((row, i) => ({ line: i + 2, get: (field: string) => (index.has(field) ? (row[index.get(field)!] ?? '').trim() : '') }));
}

/**
 * What makes a feed invalid for GTFS consumers: a required file or field missing, a required value empty, a reference
 * that does not resolve (route → agency, trip → route and service, stop time → trip and stop, fare rule → fare, route
 * and zones), a trip whose first or last stop has no times, a time or a place that is not one.
 */
export function feedProblems(feed: Feed): FeedProblem[] {
  const problems: FeedProblem[] = [];
  for (const file of REQUIRED_FILES) if (!feed.has(file)) problems.push({ file, line: null, message: 'A GTFS feed needs this file' });
  if (!feed.has('calendar.txt') && !feed.has('calendar_dates.txt'))
    problems.push({ file: 'calendar.txt', line: null, message: 'A GTFS feed needs calendar.txt or calendar_dates.txt' });
  for (const [file, fields] of Object.entries(REQUIRED_FIELDS)) {
    const table = feed.get(file);
    if (!table) continue;
    const missing = fields.filter((f) => !table.header.includes(f));
    if (missing.length) problems.push({ file, line: 1, message: `Missing field(s): ${missing.join(', ')}` });
  }
  if (problems.length) return problems;
  const need = (file: string, line: number, field: string, value: string) => {
    if (value === '') problems.push({ file, line, message: `${field} is required` });
    return value;
  };
  const ids = (file: string, field: string) => new Set(records(feed, file).map((r) => r.get(field)));

  const agencies = records(feed, 'agency.txt');
  const agencyIds = new Set(agencies.map((a) => a.get('agency_id')));
  for (const a of agencies) {
    for (const f of REQUIRED_FIELDS['agency.txt']) need('agency.txt', a.line, f, a.get(f));
    if (agencies.length > 1) need('agency.txt', a.line, 'agency_id', a.get('agency_id'));
  }
  const zones = new Set<string>();
  for (const s of records(feed, 'stops.txt')) {
    for (const f of ['stop_id', 'stop_name', 'stop_lat', 'stop_lon']) need('stops.txt', s.line, f, s.get(f));
    const lat = Number(s.get('stop_lat'));
    const lon = Number(s.get('stop_lon'));
    if (s.get('stop_lat') && (!Number.isFinite(lat) || Math.abs(lat) > 90 || !Number.isFinite(lon) || Math.abs(lon) > 180)) {
      problems.push({ file: 'stops.txt', line: s.line, message: 'stop_lat and stop_lon must be a place on Earth' });
    }
    if (s.get('zone_id')) zones.add(s.get('zone_id'));
  }
  const stopIds = ids('stops.txt', 'stop_id');
  for (const r of records(feed, 'routes.txt')) {
    need('routes.txt', r.line, 'route_id', r.get('route_id'));
    need('routes.txt', r.line, 'route_type', r.get('route_type'));
    if (!r.get('route_short_name') && !r.get('route_long_name'))
      problems.push({ file: 'routes.txt', line: r.line, message: 'route_short_name or route_long_name is required' });
    if (r.get('agency_id') && !agencyIds.has(r.get('agency_id')))
      problems.push({ file: 'routes.txt', line: r.line, message: `agency_id ${r.get('agency_id')} is not in agency.txt` });
  }
  const routeIds = ids('routes.txt', 'route_id');
  const serviceIds = new Set([...ids('calendar.txt', 'service_id'), ...ids('calendar_dates.txt', 'service_id')]);
  for (const c of records(feed, 'calendar.txt')) {
    for (const f of ['start_date', 'end_date'])
      if (!/^\d{8}$/.test(c.get(f))) problems.push({ file: 'calendar.txt', line: c.line, message: `${f} must be YYYYMMDD` });
    for (const f of DAY_FIELDS) if (!['0', '1'].includes(c.get(f))) problems.push({ file: 'calendar.txt', line: c.line, message: `${f} must be 0 or 1` });
  }
  for (const t of records(feed, 'trips.txt')) {
    if (!routeIds.has(t.get('route_id'))) problems.push({ file: 'trips.txt', line: t.line, message: `route_id ${t.get('route_id')} is not in routes.txt` });
    if (!serviceIds.has(t.get('service_id')))
      problems.push({ file: 'trips.txt', line: t.line, message: `service_id ${t.get('service_id')} is not in calendar.txt or calendar_dates.txt` });
    need('trips.txt', t.line, 'trip_id', t.get('trip_id'));
  }
  const tripIds = ids('trips.txt', 'trip_id');
  const byTrip = new Map<string, { line: number; sequence: number; timed: boolean }[]>();
  for (const st of records(feed, 'stop_times.txt')) {
    if (!tripIds.has(st.get('trip_id'))) problems.push({ file: 'stop_times.txt', line: st.line, message: `trip_id ${st.get('trip_id')} is not in trips.txt` });
    if (!stopIds.has(st.get('stop_id'))) problems.push({ file: 'stop_times.txt', line: st.line, message: `stop_id ${st.get('stop_id')} is not in stops.txt` });
    const sequence = Number(st.get('stop_sequence'));
    if (!Number.isInteger(sequence) || sequence < 0)
      problems.push({ file: 'stop_times.txt', line: st.line, message: 'stop_sequence must be a whole number ≥ 0' });
    for (const f of ['arrival_time', 'departure_time']) {
      if (st.get(f) && timeOfGtfs(st.get(f)) === null) problems.push({ file: 'stop_times.txt', line: st.line, message: `${f} must be HH:MM:SS` });
    }
    const list = byTrip.get(st.get('trip_id')) ?? [];
    list.push({ line: st.line, sequence, timed: Boolean(st.get('arrival_time') && st.get('departure_time')) });
    byTrip.set(st.get('trip_id'), list);
  }
  for (const [tripId, list] of byTrip) {
    list.sort((a, b) => a.sequence - b.sequence);
    for (const [end, label] of [
      [list[0], 'first'],
      [list[list.length - 1], 'last'],
    ] as const) {
      if (!end.timed)
        problems.push({ file: 'stop_times.txt', line: end.line, message: `The ${label} stop of trip ${tripId} needs arrival_time and departure_time` });
    }
  }
  const fareIds = ids('fare_attributes.txt', 'fare_id');
  for (const f of records(feed, 'fare_attributes.txt')) {
    if (!/^\d+(\.\d+)?$/.test(f.get('price'))) problems.push({ file: 'fare_attributes.txt', line: f.line, message: 'price must be a number ≥ 0' });
    need('fare_attributes.txt', f.line, 'currency_type', f.get('currency_type'));
  }
  for (const r of records(feed, 'fare_rules.txt')) {
    if (!fareIds.has(r.get('fare_id')))
      problems.push({ file: 'fare_rules.txt', line: r.line, message: `fare_id ${r.get('fare_id')} is not in fare_attributes.txt` });
    if (r.get('route_id') && !routeIds.has(r.get('route_id')))
      problems.push({ file: 'fare_rules.txt', line: r.line, message: `route_id ${r.get('route_id')} is not in routes.txt` });
    for (const f of ['origin_id', 'destination_id']) {
      if (r.get(f) && !zones.has(r.get(f))) problems.push({ file: 'fare_rules.txt', line: r.line, message: `${f} ${r.get(f)} is no stop's zone_id` });
    }
  }
  return problems;
}

/** A route read from a feed, with the fare matrix its rules give. */
export interface ImportedRoute {
  gtfsRouteId: string;
  route: RouteInput;
  fares: FareRow[];
}

/**
 * The routes of a valid feed (check feedProblems first): stations from the first trip's first and last stops, one
 * schedule per service (its calendar's dates and days), trips with their stops, fares from the rules of the route,
 * stop places from stops.txt. What a route cannot hold is a problem: a time zone or currency outside
 * docs/product/creatives-assets-signage.md §9's lists, a service given only by calendar_dates, a route without trips.
 */
export function routesFromFeed(feed: Feed): { routes: ImportedRoute[]; problems: FeedProblem[] } {
  const problems: FeedProblem[] = [];
  const [agency] = records(feed, 'agency.txt');
  const timeZone = agency?.get('agency_timezone') as RouteTimeZone;
  if (!ROUTE_TIME_ZONES.includes(timeZone))
    problems.push({ file: 'agency.txt', line: 2, message: `agency_timezone ${timeZone} is not one of ${ROUTE_TIME_ZONES.join(', ')}` });
  const stops = new Map(records(feed, 'stops.txt').map((s) => [s.get('stop_id'), s]));
  const zoneStop = new Map<string, string>();
  for (const s of stops.values()) if (s.get('zone_id') && !zoneStop.has(s.get('zone_id'))) zoneStop.set(s.get('zone_id'), s.get('stop_id'));
  const calendars = new Map(records(feed, 'calendar.txt').map((c) => [c.get('service_id'), c]));
  const fares = new Map(records(feed, 'fare_attributes.txt').map((f) => [f.get('fare_id'), f]));
  const stopTimes = new Map<string, { sequence: number; get: (f: string) => string }[]>();
  for (const st of records(feed, 'stop_times.txt')) {
    const list = stopTimes.get(st.get('trip_id')) ?? [];
    list.push({ sequence: Number(st.get('stop_sequence')), get: st.get });
    stopTimes.set(st.get('trip_id'), list);
  }
  for (const list of stopTimes.values()) list.sort((a, b) => a.sequence - b.sequence);
  const trips = records(feed, 'trips.txt');
  const rules = records(feed, 'fare_rules.txt');

  const routes: ImportedRoute[] = [];
  for (const r of records(feed, 'routes.txt')) {
    const routeId = r.get('route_id');
    const ownTrips = trips.filter((t) => t.get('route_id') === routeId);
    if (!ownTrips.length) {
      problems.push({ file: 'routes.txt', line: r.line, message: `Route ${routeId} has no trips` });
      continue;
    }
    // Services this product wrote for one schedule (`{route}:{n}:{days}`) go back into that schedule; others are one each.
    const scheduleOf = (service: string) => new RegExp(`^${escapeRegExp(routeId)}:(\\d+):[01]{7}$`).exec(service)?.[1] ?? service;
    const groups = new Map<string, string[]>();
    for (const service of new Set(ownTrips.map((t) => t.get('service_id'))))
      groups.set(scheduleOf(service), [...(groups.get(scheduleOf(service)) ?? []), service]);
    const schedule: RouteInput['schedule'] = [];
    const used = new Set<string>();
    const tripOf = (t: (typeof ownTrips)[number], day: Weekday[]) => {
      const times = stopTimes.get(t.get('trip_id')) ?? [];
      const ownId = t.get('trip_id').startsWith(`${routeId}:`) ? t.get('trip_id').slice(routeId.length + 1) : '';
      const tripStops = times.map((st) => {
        used.add(st.get('stop_id'));
        return {
          stopId: st.get('stop_id'),
          stopName: stops.get(st.get('stop_id'))?.get('stop_name') ?? '',
          arrivalTime: timeOfGtfs(st.get('arrival_time')) ?? '',
          departureTime: timeOfGtfs(st.get('departure_time')) ?? '',
        };
      });
      return {
        tripId: TRIP_ID_PATTERN.test(ownId) ? ownId : undefined,
        startTime: tripStops[0]?.departureTime || tripStops[0]?.arrivalTime || '00:00',
        endTime: tripStops[tripStops.length - 1]?.arrivalTime || tripStops[tripStops.length - 1]?.departureTime || '00:00',
        offSet: 0,
        day,
        status: 'Planned' as const,
        startSerial: '',
        enable: true,
        ticketColorFlag: false,
        ticketColor: '' as const,
        ticketImageFlag: false,
        ticketImage: '',
        validators: [],
        stops: tripStops,
        paymentUsingGreenMiles: false,
        paymentUsingRazorpay: false,
      };
    };
    for (const [name, services] of groups) {
      const tripTime: RouteInput['schedule'][number]['tripTime'] = [];
      let dates: { start: string; end: string } | null = null;
      for (const service of services) {
        const calendar = calendars.get(service);
        if (!calendar) {
          problems.push({
            file: 'calendar.txt',
            line: null,
            message: `Service ${service} has no calendar.txt row (services given only by calendar_dates.txt cannot become a schedule)`,
          });
          continue;
        }
        dates ??= { start: calendar.get('start_date'), end: calendar.get('end_date') };
        const day = WEEKDAYS.filter((_, i) => calendar.get(DAY_FIELDS[i]) === '1');
        for (const t of ownTrips) if (t.get('service_id') === service) tripTime.push(tripOf(t, day));
      }
      if (!dates) continue;
      schedule.push({ name, description: '', startDay: startOfGtfsDate(dates.start, timeZone), endDay: startOfGtfsDate(dates.end, timeZone), tripTime });
    }
    const fareRows: FareRow[] = [];
    let currency: RouteCurrency = 'INR';
    for (const rule of rules.filter((x) => x.get('route_id') === routeId)) {
      const fare = fares.get(rule.get('fare_id'));
      const from = zoneStop.get(rule.get('origin_id'));
      const to = zoneStop.get(rule.get('destination_id'));
      if (!fare || !from || !to) continue;
      const amount = Number(fare.get('price'));
      if (ROUTE_CURRENCIES.includes(fare.get('currency_type') as RouteCurrency)) currency = fare.get('currency_type') as RouteCurrency;
      else
        problems.push({
          file: 'fare_attributes.txt',
          line: fare.line,
          message: `currency_type ${fare.get('currency_type')} is not one of ${ROUTE_CURRENCIES.join(', ')}`,
        });
      used.add(from).add(to);
      const name = (id: string) => stops.get(id)?.get('stop_name') ?? '';
      fareRows.push({
        startStop: from,
        startStopName: name(from),
        endStop: to,
        endStopName: name(to),
        adultFare: amount,
        childFare: amount,
        seniorFare: amount,
        studentFare: amount,
        stage: 0,
        distance: 0,
      });
    }
    const first = schedule[0]?.tripTime[0]?.stops;
    const dates = schedule.flatMap((s) => [s.startDay!, s.endDay!]).sort();
    routes.push({
      gtfsRouteId: routeId,
      route: {
        id: routeId,
        name: r.get('route_short_name'),
        busConductor: '',
        busDriver: '',
        startStation: first?.[0]?.stopName || r.get('route_long_name') || routeId,
        endStation: first?.[first.length - 1]?.stopName || r.get('route_long_name') || routeId,
        startDate: dates[0] ?? new Date(0).toISOString(),
        endDate: dates[dates.length - 1] ?? new Date(0).toISOString(),
        enabled: true,
        comments: r.get('route_desc'),
        currency,
        timeZone,
        constantFareFlag: false,
        constantFare: 0,
        schedule,
        stopPlaces: [...used].map((id) => ({
          stopId: id,
          stopName: stops.get(id)?.get('stop_name') ?? '',
          latitude: Number(stops.get(id)?.get('stop_lat')),
          longitude: Number(stops.get(id)?.get('stop_lon')),
        })),
      },
      fares: fareRows,
    });
  }
  return { routes, problems };
}
