import { csvRecord, CsvSyntaxError, parseCsv } from '../common/csv.js';
import { instantOfWallClock, wallClock } from '../common/zoned-time.js';
import { WEEKDAYS } from './constants.js';
import type { FareRow } from './fare-matrix.js';
import { minutesOf, type RouteInput } from './route.js';

/**
 * GTFS (static) feeds: their files, the checks every feed passes (ours before export, anyone's before import), and the
 * conventions of the feeds we write and read. A route goes out in gtfs-export.ts and comes back in gtfs-import.ts; its
 * fare matrix as Fares v2 and v1 in gtfs-fares.ts. docs/decisions/0114-mobility-routes-and-gtfs.md and
 * docs/decisions/0136-gtfs-round-trip.md say why the feed looks as it does.
 *
 * Conventions: route_id and network_id are the route's id; trip_id is `{route_id}:{tripId}`; service_id is
 * `{route_id}:{scheduleId}:{weekday flags}` (one calendar row per schedule and day set); each stop is its own fare zone
 * (zone_id) and fare area (area_id), both the stop_id; a fare rule prices exactly one row of the matrix.
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
  'rider_categories.txt': ['rider_category_id', 'rider_category_name'],
  'fare_media.txt': ['fare_media_id', 'fare_media_type'],
  'fare_products.txt': ['fare_product_id', 'amount', 'currency'],
  'areas.txt': ['area_id'],
  'stop_areas.txt': ['area_id', 'stop_id'],
  'fare_leg_rules.txt': ['fare_product_id'],
};
/**
 * Fields GTFS has no place for, written beside the reference's own (consumers ignore fields they do not know): a
 * schedule's name and description on its calendar rows, a fare row's stage and distance on its fare leg rule.
 */
export const EXTENSION_FIELDS = {
  scheduleName: 'sdm_schedule_name',
  scheduleDescription: 'sdm_schedule_description',
  stage: 'sdm_stage',
  distance: 'sdm_distance_km',
} as const;
/** A schedule's id as its service ids carry it. */
export const SCHEDULE_KEY = /^[A-Za-z0-9_-]{1,40}$/;
/** GTFS route_type 3: bus (docs/product/creatives-assets-signage.md §9: every route is a bus route). */
export const BUS_ROUTE_TYPE = '3';

export const DAY_FIELDS = WEEKDAYS.map((d) => d.toLowerCase());

/** The calendar date ('YYYYMMDD') of an instant in a time zone. */
export function gtfsDate(iso: string, timeZone: string): string {
  const [y, mo, d] = wallClock(Date.parse(iso), timeZone);
  return `${y}${String(mo + 1).padStart(2, '0')}${String(d).padStart(2, '0')}`;
}

/** The instant a calendar date ('YYYYMMDD') starts in a time zone, as ISO (UTC). */
export function startOfGtfsDate(date: string, timeZone: string): string {
  const utc = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(4, 6)) - 1, Number(date.slice(6, 8)));
  return new Date(instantOfWallClock(utc, timeZone)).toISOString();
}

/** 'HH:MM' → GTFS 'HH:MM:SS'. */
export const gtfsTime = (time: string) => (time ? `${time}:00` : '');
/** GTFS 'H:MM:SS' → 'HH:MM' (seconds dropped: timetables here are to the minute); null when not a time. */
export function timeOfGtfs(text: string): string | null {
  const m = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/.exec(text.trim());
  if (!m) return null;
  const time = `${m[1].padStart(2, '0')}:${m[2]}`;
  return minutesOf(time) === null ? null : time;
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

/** A row of a feed's table: its file line (rows start at line 2) and its fields by name ('' when the file lacks one). */
export interface FeedRecord {
  line: number;
  get: (field: string) => string;
}

/** Records of a table as objects by field name; none when the feed lacks the file. */
export function records(feed: Feed, file: string): FeedRecord[] {
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
  problems.push(...faresV2Problems(feed, routeIds, stopIds));
  return problems;
}

/**
 * Fares v2's references: a product's rider category and medium, a stop area's area and stop, a leg rule's product,
 * areas and network (a routes.txt network_id, or one of networks.txt), and amounts that are numbers.
 */
function faresV2Problems(feed: Feed, routeIds: ReadonlySet<string>, stopIds: ReadonlySet<string>): FeedProblem[] {
  const problems: FeedProblem[] = [];
  const ids = (file: string, field: string) => new Set(records(feed, file).map((r) => r.get(field)));
  const refer = (file: string, line: number, field: string, value: string, known: ReadonlySet<string>, target: string) => {
    if (value && !known.has(value)) problems.push({ file, line, message: `${field} ${value} is not in ${target}` });
  };
  const categories = ids('rider_categories.txt', 'rider_category_id');
  const media = ids('fare_media.txt', 'fare_media_id');
  for (const p of records(feed, 'fare_products.txt')) {
    if (p.get('fare_product_id') === '') problems.push({ file: 'fare_products.txt', line: p.line, message: 'fare_product_id is required' });
    if (!/^-?\d+(\.\d+)?$/.test(p.get('amount'))) problems.push({ file: 'fare_products.txt', line: p.line, message: 'amount must be a number' });
    if (p.get('currency') === '') problems.push({ file: 'fare_products.txt', line: p.line, message: 'currency is required' });
    refer('fare_products.txt', p.line, 'rider_category_id', p.get('rider_category_id'), categories, 'rider_categories.txt');
    refer('fare_products.txt', p.line, 'fare_media_id', p.get('fare_media_id'), media, 'fare_media.txt');
  }
  const areas = ids('areas.txt', 'area_id');
  for (const a of records(feed, 'stop_areas.txt')) {
    refer('stop_areas.txt', a.line, 'area_id', a.get('area_id'), areas, 'areas.txt');
    refer('stop_areas.txt', a.line, 'stop_id', a.get('stop_id'), stopIds, 'stops.txt');
  }
  const products = ids('fare_products.txt', 'fare_product_id');
  const networks = new Set([...ids('routes.txt', 'network_id'), ...ids('networks.txt', 'network_id')]);
  for (const r of records(feed, 'fare_leg_rules.txt')) {
    if (!products.has(r.get('fare_product_id')))
      problems.push({ file: 'fare_leg_rules.txt', line: r.line, message: `fare_product_id ${r.get('fare_product_id')} is not in fare_products.txt` });
    for (const f of ['from_area_id', 'to_area_id']) refer('fare_leg_rules.txt', r.line, f, r.get(f), areas, 'areas.txt');
    refer('fare_leg_rules.txt', r.line, 'network_id', r.get('network_id'), networks, 'routes.txt or networks.txt');
  }
  for (const r of records(feed, 'route_networks.txt')) refer('route_networks.txt', r.line, 'route_id', r.get('route_id'), routeIds, 'routes.txt');
  return problems;
}
