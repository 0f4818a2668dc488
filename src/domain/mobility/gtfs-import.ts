import { ROUTE_TIME_ZONES, WEEKDAYS, type RouteTimeZone, type Weekday } from './constants.js';
import type { FareRow } from './fare-matrix.js';
import { faresFromFeed } from './gtfs-fares.js';
import {
  BUS_ROUTE_TYPE,
  DAY_FIELDS,
  EXTENSION_FIELDS as X,
  records,
  SCHEDULE_KEY,
  startOfGtfsDate,
  timeOfGtfs,
  type Feed,
  type FeedProblem,
  type FeedRecord,
} from './gtfs.js';
import { TRIP_ID_PATTERN, type RouteInput } from './route.js';

/** A route read from a feed, with the fare matrix its rules give. */
export interface ImportedRoute {
  gtfsRouteId: string;
  route: RouteInput;
  fares: FareRow[];
}

/** The files an import reads; any other is named in a warning (its content is not kept). */
const READ_FILES = new Set([
  'agency.txt',
  'stops.txt',
  'routes.txt',
  'trips.txt',
  'stop_times.txt',
  'calendar.txt',
  'calendar_dates.txt',
  'fare_attributes.txt',
  'fare_rules.txt',
  'rider_categories.txt',
  'fare_media.txt',
  'fare_products.txt',
  'areas.txt',
  'stop_areas.txt',
  'networks.txt',
  'route_networks.txt',
  'fare_leg_rules.txt',
]);
/** Why the files a route has no place for are left out, where a reason is worth more than "not kept". */
const LEFT_OUT: Record<string, string> = {
  'transfers.txt': 'a route has no transfers',
  'fare_transfer_rules.txt': 'a route has no transfer fares',
  'frequencies.txt': 'a route’s trips are timetabled, not given by frequency',
  'shapes.txt': 'a route keeps its stops, not the path between them',
  'timeframes.txt': 'a route’s fares do not change with the time of day',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The routes of a valid feed (check feedProblems first): stations from the first trip's first and last stops, one
 * schedule per schedule of ours (service ids `{route}:{scheduleId}:{days}`) or per service of anyone's (its calendar's
 * dates and days; name and description from our extension fields), trips with their stops, the fare matrix from Fares
 * v2 or v1 (gtfs-fares.ts), stop places from stops.txt.
 *
 * `problems` are what a route cannot hold and keep the feed out: a time zone or currency outside
 * docs/product/creatives-assets-signage.md §9's lists, a service given only by calendar_dates, a route without trips.
 * `warnings` are what the import leaves out (files, rider categories, zone fares, transfers, seconds …): the console
 * shows them and saves only once the user accepts them.
 */
export function routesFromFeed(feed: Feed): { routes: ImportedRoute[]; problems: FeedProblem[]; warnings: FeedProblem[] } {
  const problems: FeedProblem[] = [];
  const warnings: FeedProblem[] = [];
  for (const file of feed.keys())
    if (!READ_FILES.has(file)) warnings.push({ file, line: null, message: `Not imported: ${LEFT_OUT[file] ?? 'a route has no place for this file'}` });
  const [agency] = records(feed, 'agency.txt');
  const timeZone = agency?.get('agency_timezone') as RouteTimeZone;
  if (!ROUTE_TIME_ZONES.includes(timeZone))
    problems.push({ file: 'agency.txt', line: 2, message: `agency_timezone ${timeZone} is not one of ${ROUTE_TIME_ZONES.join(', ')}` });
  const stops = new Map(records(feed, 'stops.txt').map((s) => [s.get('stop_id'), s]));
  const calendars = new Map(records(feed, 'calendar.txt').map((c) => [c.get('service_id'), c]));
  const exceptions = records(feed, 'calendar_dates.txt').find((d) => calendars.has(d.get('service_id')));
  if (exceptions)
    warnings.push({
      file: 'calendar_dates.txt',
      line: exceptions.line,
      message: 'A schedule runs on its days between two dates: exceptions by date are not kept',
    });
  const stopTimes = new Map<string, { sequence: number; get: (f: string) => string }[]>();
  for (const st of records(feed, 'stop_times.txt')) {
    const list = stopTimes.get(st.get('trip_id')) ?? [];
    list.push({ sequence: Number(st.get('stop_sequence')), get: st.get });
    stopTimes.set(st.get('trip_id'), list);
  }
  for (const list of stopTimes.values()) list.sort((a, b) => a.sequence - b.sequence);
  const seconds = records(feed, 'stop_times.txt').find((st) => [st.get('arrival_time'), st.get('departure_time')].some((t) => t && !t.endsWith(':00')));
  if (seconds) warnings.push({ file: 'stop_times.txt', line: seconds.line, message: 'Times are kept to the minute: their seconds are dropped' });
  const trips = records(feed, 'trips.txt');
  const routeRecords = records(feed, 'routes.txt');
  const fares = faresFromFeed(
    feed,
    routeRecords.map((r) => r.get('route_id')),
  );
  problems.push(...fares.problems);
  warnings.push(...fares.warnings);
  const hasScheduleFields = feed.get('calendar.txt')?.header.includes(X.scheduleName) ?? false;
  const usedAnywhere = new Set<string>();

  const routes: ImportedRoute[] = [];
  for (const r of routeRecords) {
    const routeId = r.get('route_id');
    const ownTrips = trips.filter((t) => t.get('route_id') === routeId);
    if (!ownTrips.length) {
      problems.push({ file: 'routes.txt', line: r.line, message: `Route ${routeId} has no trips` });
      continue;
    }
    if (r.get('route_type') !== BUS_ROUTE_TYPE)
      warnings.push({ file: 'routes.txt', line: r.line, message: `Route ${routeId} has route_type ${r.get('route_type')}: it comes in as a bus route` });
    // Services this product wrote for one schedule (`{route}:{scheduleId}:{days}`) go back into that schedule; others are one each.
    const pattern = new RegExp(`^${escapeRegExp(routeId)}:(${SCHEDULE_KEY.source.slice(1, -1)}):[01]{7}$`);
    const groups = new Map<string, { scheduleId?: string; services: string[] }>();
    for (const service of new Set(ownTrips.map((t) => t.get('service_id')))) {
      const scheduleId = pattern.exec(service)?.[1];
      const key = scheduleId ?? service;
      const group = groups.get(key) ?? { scheduleId, services: [] };
      group.services.push(service);
      groups.set(key, group);
    }
    const used = new Set<string>();
    const tripOf = (t: FeedRecord, day: Weekday[]) => {
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
    const schedule: RouteInput['schedule'] = [];
    for (const [key, { scheduleId, services }] of groups) {
      const tripTime: RouteInput['schedule'][number]['tripTime'] = [];
      let first: FeedRecord | null = null;
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
        first ??= calendar;
        const day = WEEKDAYS.filter((_, i) => calendar.get(DAY_FIELDS[i]) === '1');
        for (const t of ownTrips) if (t.get('service_id') === service) tripTime.push(tripOf(t, day));
      }
      if (!first) continue;
      schedule.push({
        scheduleId,
        // GTFS has no name for a service: ours is in an extension field, anyone else's service is named by its id.
        name: hasScheduleFields ? first.get(X.scheduleName) : key,
        description: first.get(X.scheduleDescription),
        startDay: startOfGtfsDate(first.get('start_date'), timeZone),
        endDay: startOfGtfsDate(first.get('end_date'), timeZone),
        tripTime,
      });
    }
    const { rows: fareRows, currency } = fares.byRoute.get(routeId)!;
    for (const f of fareRows) used.add(f.startStop).add(f.endStop);
    const priced = new Set(fareRows.flatMap((f) => [f.startStop, f.endStop]));
    const unpriced = [...new Set(schedule.flatMap((s) => s.tripTime.flatMap((t) => t.stops.map((x) => x.stopId))))].filter((id) => !priced.has(id));
    if (fareRows.length && unpriced.length)
      warnings.push({
        file: 'routes.txt',
        line: r.line,
        message: `Route ${routeId}'s trips stop at ${unpriced.join(', ')}, which its fares do not name: the route is saved again only once its fare matrix names them`,
      });
    for (const id of used) usedAnywhere.add(id);
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
        currency: currency ?? 'INR',
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
  const unused = [...stops.keys()].filter((id) => !usedAnywhere.has(id));
  if (unused.length)
    warnings.push({
      file: 'stops.txt',
      line: null,
      message: `${unused.length === 1 ? `Stop ${unused[0]} serves` : `${unused.length} stops serve`} no trip or fare of a route: not kept`,
    });
  return { routes, problems, warnings };
}
