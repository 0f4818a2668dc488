import { describe, expect, it } from 'vitest';
import type { FareRow } from './fare-matrix.js';
import { buildFeed, exportProblems } from './gtfs-export.js';
import { routesFromFeed } from './gtfs-import.js';
import { entryProblems, feedFiles, feedProblems, gtfsDate, readFeed, startOfGtfsDate, type ExportedRoute, type Feed } from './gtfs.js';
import { RouteInput } from './route.js';

const agency = { id: 'sdm', name: 'City Buses', url: 'https://buses.example.com' };
const fare = (a: string, b: string, amount: number): FareRow => ({
  startStop: a,
  startStopName: `Stop ${a}`,
  endStop: b,
  endStopName: `Stop ${b}`,
  adultFare: amount,
  childFare: amount / 2,
  seniorFare: amount / 2,
  studentFare: (amount * 3) / 5,
  stage: amount / 5,
  distance: amount / 4,
});
const route = RouteInput.parse({
  name: '12A',
  startStation: 'Stop A',
  endStation: 'Stop C',
  startDate: '2026-11-30T18:30:00Z',
  endDate: '2027-11-30T18:30:00Z',
  currency: 'INR',
  timeZone: 'Asia/Kolkata',
  schedule: [
    {
      name: 'Weekdays',
      description: 'Every half hour, "rush" hours too',
      startDay: '2026-11-30T18:30:00Z',
      endDay: '2027-05-31T18:30:00Z',
      tripTime: [
        {
          tripId: 'ABCD',
          startTime: '08:00',
          endTime: '08:40',
          day: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          stops: [
            { stopId: 'A', stopName: 'Stop A', departureTime: '08:00' },
            { stopId: 'B', stopName: 'Stop B', arrivalTime: '08:20', departureTime: '08:21' },
            { stopId: 'C', stopName: 'Stop C', arrivalTime: '08:40' },
          ],
        },
        {
          tripId: 'EFGH',
          startTime: '23:30',
          endTime: '24:10',
          day: ['Saturday'],
          stops: [
            { stopId: 'A', departureTime: '23:30' },
            { stopId: 'C', arrivalTime: '24:10' },
          ],
        },
      ],
    },
  ],
  stopPlaces: [
    { stopId: 'A', stopName: 'Stop A', latitude: 12.97, longitude: 77.59 },
    { stopId: 'B', stopName: 'Stop B', latitude: 12.98, longitude: 77.6 },
    { stopId: 'C', stopName: 'Stop C', latitude: 12.99, longitude: 77.61 },
  ],
});
const fares = [fare('A', 'A', 0), fare('A', 'B', 10), fare('A', 'C', 15), fare('B', 'C', 10)];
const exported: ExportedRoute = { id: 'R1', route, fares };

/** A feed as sorted text per file: row order carries no meaning in GTFS. */
const canonical = (feed: Feed) => Object.fromEntries([...feed].map(([name, t]) => [name, { header: t.header, rows: t.rows.map((r) => r.join('|')).sort() }]));
/** The files and fields of `like` taken from `feed`. */
const projected = (feed: Feed, like: Feed): Feed =>
  new Map(
    [...like].map(([name, t]) => {
      const table = feed.get(name)!;
      const at = t.header.map((h) => table.header.indexOf(h));
      return [name, { header: t.header, rows: table.rows.map((r) => at.map((i) => r[i])) }];
    }),
  );
const edit = (feed: Feed, file: string, change: (rows: string[][]) => string[][]): Feed => {
  const copy: Feed = new Map(feed);
  copy.set(file, { header: feed.get(file)!.header, rows: change(feed.get(file)!.rows.map((r) => [...r])) });
  return copy;
};

describe('GTFS', () => {
  it('writes a valid feed: calendar from the schedule days and dates with its name, times to the second, distances along the trip', () => {
    const feed = buildFeed(agency, [exported]);
    expect(feedProblems(feed)).toEqual([]);
    const description = 'Every half hour, "rush" hours too';
    expect(feed.get('calendar.txt')!.rows).toEqual([
      ['R1:0:1111100', '1', '1', '1', '1', '1', '0', '0', '20261201', '20270601', 'Weekdays', description],
      ['R1:0:0000010', '0', '0', '0', '0', '0', '1', '0', '20261201', '20270601', 'Weekdays', description],
    ]);
    // shape_dist_traveled: the matrix's distance from the trip's first stop.
    expect(
      feed
        .get('stop_times.txt')!
        .rows.filter((r) => r[0] === 'R1:ABCD')
        .map((r) => r[5]),
    ).toEqual(['0', '2.5', '3.75']);
    expect(feed.get('stop_times.txt')!.rows.filter((r) => r[0] === 'R1:EFGH')).toEqual([
      ['R1:EFGH', '23:30:00', '23:30:00', 'A', '1', '0'],
      ['R1:EFGH', '24:10:00', '24:10:00', 'C', '2', '3.75'],
    ]);
    expect(feed.get('routes.txt')!.rows).toEqual([['R1', 'sdm', '12A', 'Stop A – Stop C', '', '3', 'R1']]);
  });

  it('prices every matrix row once, in its direction: Fares v2 per rider category with stage and distance, Fares v1 the adult fare', () => {
    const feed = buildFeed(agency, [exported]);
    expect(feed.get('fare_rules.txt')!.rows).toEqual([
      ['R1:0.00', 'R1', 'A', 'A'],
      ['R1:10.00', 'R1', 'A', 'B'],
      ['R1:15.00', 'R1', 'A', 'C'],
      ['R1:10.00', 'R1', 'B', 'C'],
    ]);
    expect(feed.get('fare_attributes.txt')!.rows).toContainEqual(['R1:10.00', '10.00', 'INR', '0', '0', 'sdm']);
    expect(feed.get('rider_categories.txt')!.rows).toEqual([
      ['adult', 'Adult', '1'],
      ['child', 'Child', '0'],
      ['senior', 'Senior', '0'],
      ['student', 'Student', '0'],
    ]);
    // A and B to C cost the same, so they share one product: four rows, one per rider category.
    const product = 'R1:10.00-5.00-5.00-6.00';
    expect(feed.get('fare_products.txt')!.rows.filter((r) => r[0] === product)).toEqual([
      [product, 'Single ride', 'adult', '10.00', 'INR'],
      [product, 'Single ride', 'child', '5.00', 'INR'],
      [product, 'Single ride', 'senior', '5.00', 'INR'],
      [product, 'Single ride', 'student', '6.00', 'INR'],
    ]);
    expect(feed.get('fare_products.txt')!.rows).toHaveLength(3 * 4);
    expect(feed.get('fare_leg_rules.txt')).toEqual({
      header: ['network_id', 'from_area_id', 'to_area_id', 'fare_product_id', 'sdm_stage', 'sdm_distance_km'],
      rows: [
        ['R1', 'A', 'A', 'R1:0.00-0.00-0.00-0.00', '0', '0'],
        ['R1', 'A', 'B', product, '2', '2.5'],
        ['R1', 'A', 'C', 'R1:15.00-7.50-7.50-9.00', '3', '3.75'],
        ['R1', 'B', 'C', product, '2', '2.5'],
      ],
    });
    expect(feed.get('areas.txt')!.rows).toEqual([
      ['A', 'Stop A'],
      ['B', 'Stop B'],
      ['C', 'Stop C'],
    ]);
    expect(feed.get('stop_areas.txt')!.rows).toEqual([
      ['A', 'A'],
      ['B', 'B'],
      ['C', 'C'],
    ]);
  });

  it('imports its own feed into the same route and matrix, without warnings, exporting the same feed again', () => {
    const first = buildFeed(agency, [exported]);
    const { feed, problems } = readFeed(feedFiles(first));
    expect(problems).toEqual([]);
    const imported = routesFromFeed(feed);
    expect(imported.problems).toEqual([]);
    expect(imported.warnings).toEqual([]);
    expect(imported.routes).toHaveLength(1);
    const [again] = imported.routes;
    expect(again.route).toMatchObject({ startStation: 'Stop A', endStation: 'Stop C', timeZone: 'Asia/Kolkata', currency: 'INR' });
    expect(again.route.schedule).toHaveLength(1);
    expect(again.route.schedule[0]).toMatchObject({ name: 'Weekdays', description: 'Every half hour, "rush" hours too', scheduleId: '0' });
    expect(again.route.schedule[0].tripTime[1]).toMatchObject({ tripId: 'EFGH', day: ['Saturday'], startTime: '23:30', endTime: '24:10' });
    // Every row as it was, in its order: fares of each rider category, stages and distances.
    expect(again.fares).toEqual(fares);
    const second = buildFeed(agency, [{ id: again.gtfsRouteId, route: RouteInput.parse(again.route), fares: again.fares }]);
    expect(canonical(second)).toEqual(canonical(first));
  });

  it('refuses bad feeds naming file and line: unknown stop, missing calendar, first stop without times, unknown fare zone', () => {
    const feed = buildFeed(agency, [exported]);
    expect(feedProblems(edit(feed, 'stop_times.txt', (rows) => [...rows, ['R1:ABCD', '09:00:00', '09:00:00', 'Z', '4']]))).toEqual([
      { file: 'stop_times.txt', line: 7, message: 'stop_id Z is not in stops.txt' },
    ]);
    const noCalendar: Feed = new Map(feed);
    noCalendar.delete('calendar.txt');
    expect(feedProblems(noCalendar)).toEqual([{ file: 'calendar.txt', line: null, message: 'A GTFS feed needs calendar.txt or calendar_dates.txt' }]);
    expect(
      feedProblems(edit(feed, 'stop_times.txt', (rows) => rows.map((r) => (r[0] === 'R1:ABCD' && r[4] === '1' ? [r[0], '', '', r[3], r[4]] : r)))),
    ).toEqual([{ file: 'stop_times.txt', line: 2, message: 'The first stop of trip R1:ABCD needs arrival_time and departure_time' }]);
    expect(feedProblems(edit(feed, 'fare_rules.txt', (rows) => [...rows, ['R1:10.00', 'R1', 'A', 'Q']]))[0]).toMatchObject({
      file: 'fare_rules.txt',
      message: "destination_id Q is no stop's zone_id",
    });
    const noField = edit(feed, 'stops.txt', (rows) => rows);
    noField.set('stops.txt', { header: ['stop_id', 'stop_name'], rows: [['A', 'Stop A']] });
    expect(feedProblems(noField)).toEqual([{ file: 'stops.txt', line: 1, message: 'Missing field(s): stop_lat, stop_lon' }]);
    expect(entryProblems(['agency.txt', 'feed/stops.txt', 'feed/'])).toEqual([
      { file: 'feed/stops.txt', line: null, message: 'GTFS files must be at the root of the zip, not in a folder' },
    ]);
  });

  it('will not export stops without a place, trips without ids, or routes of two time zones together', () => {
    const unplaced = { ...exported, route: { ...route, stopPlaces: route.stopPlaces.slice(0, 2) } };
    expect(exportProblems([unplaced])).toEqual(['Stop C of the route Stop A – Stop C has no place on the map']);
    const dubai = { id: 'R2', fares: [], route: { ...route, timeZone: 'Asia/Dubai' as const } };
    expect(exportProblems([exported, dubai])).toContain('The routes of one feed share a time zone: export routes of other time zones on their own');
  });

  it('imports only what a route can hold: a time zone or currency outside the lists is named', () => {
    const feed = buildFeed(agency, [exported]);
    const london = edit(feed, 'agency.txt', (rows) => rows.map((r) => [r[0], r[1], r[2], 'Europe/London']));
    expect(routesFromFeed(london).problems[0]).toMatchObject({ file: 'agency.txt', line: 2 });
    const euro = edit(feed, 'fare_products.txt', (rows) => rows.map((r) => [...r.slice(0, 4), 'EUR']));
    expect(routesFromFeed(euro).problems[0]).toMatchObject({ file: 'fare_leg_rules.txt', line: 2, message: expect.stringContaining('currency EUR') });
    // A feed with Fares v1 only is read from v1.
    const v1 = edit(feed, 'fare_attributes.txt', (rows) => rows.map((r) => [r[0], r[1], 'EUR', r[3], r[4], r[5]]));
    for (const file of ['rider_categories.txt', 'fare_products.txt', 'areas.txt', 'stop_areas.txt', 'fare_leg_rules.txt']) v1.delete(file);
    expect(routesFromFeed(v1).problems[0]).toMatchObject({ file: 'fare_rules.txt', line: 2, message: expect.stringContaining('currency EUR') });
  });

  it('turns instants into calendar dates of the zone and back', () => {
    expect(gtfsDate('2026-11-30T18:30:00Z', 'Asia/Kolkata')).toBe('20261201');
    expect(gtfsDate('2026-11-30T18:30:00Z', 'America/New_York')).toBe('20261130');
    expect(startOfGtfsDate('20261201', 'Asia/Kolkata')).toBe('2026-11-30T18:30:00.000Z');
    expect(startOfGtfsDate('20270314', 'America/New_York')).toBe('2027-03-14T05:00:00.000Z');
    expect(startOfGtfsDate('20270315', 'America/New_York')).toBe('2027-03-15T04:00:00.000Z');
  });
});

describe('a feed written by hand', () => {
  // Two routes of one agency in Dubai, in this product's conventions (docs/api.md "Mobility"), as a person would type it.
  const files: [string, string][] = [
    ['agency.txt', 'agency_id,agency_name,agency_url,agency_timezone\nrta,Roads Authority,https://rta.example.com,Asia/Dubai\n'],
    [
      'stops.txt',
      'stop_id,stop_name,stop_lat,stop_lon,zone_id\nMALL,Mall,25.1972,55.2744,MALL\nMARINA,Marina,25.0805,55.1403,MARINA\nPORT,Port,25.0112,55.0617,PORT\n',
    ],
    ['routes.txt', 'route_id,agency_id,route_short_name,route_long_name,route_type\nF12abc,rta,F12,Mall – Marina,3\nX28xyz,rta,X28,Marina – Port,3\n'],
    [
      'trips.txt',
      'route_id,service_id,trip_id,trip_headsign\nF12abc,F12abc:0:1111100,F12abc:AMAA,Marina\nF12abc,F12abc:0:0000011,F12abc:WEEK,Marina\nX28xyz,X28xyz:0:1111111,X28xyz:PORT,Port\n',
    ],
    [
      'stop_times.txt',
      [
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence',
        'F12abc:AMAA,07:00:00,07:00:00,MALL,1',
        'F12abc:AMAA,07:40:00,07:40:00,MARINA,2',
        'F12abc:WEEK,09:00:00,09:00:00,MALL,1',
        'F12abc:WEEK,09:45:00,09:45:00,MARINA,2',
        'X28xyz:PORT,23:50:00,23:50:00,MARINA,1',
        'X28xyz:PORT,24:30:00,24:30:00,PORT,2',
        '',
      ].join('\n'),
    ],
    [
      'calendar.txt',
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nF12abc:0:1111100,1,1,1,1,1,0,0,20270101,20271231\nF12abc:0:0000011,0,0,0,0,0,1,1,20270101,20271231\nX28xyz:0:1111111,1,1,1,1,1,1,1,20270301,20270930\n',
    ],
    ['fare_attributes.txt', 'fare_id,price,currency_type,payment_method,transfers,agency_id\nF12abc:7.50,7.50,AED,0,0,rta\nX28xyz:5.00,5.00,AED,0,0,rta\n'],
    [
      'fare_rules.txt',
      'fare_id,route_id,origin_id,destination_id\nF12abc:7.50,F12abc,MALL,MARINA\nF12abc:7.50,F12abc,MARINA,MALL\nX28xyz:5.00,X28xyz,MARINA,PORT\nX28xyz:5.00,X28xyz,PORT,MARINA\n',
    ],
  ];

  it('imports into routes that export back to the same feed, its rules read as they are, saying what v1 cannot carry', () => {
    const { feed, problems } = readFeed(files);
    expect(problems).toEqual([]);
    expect(feedProblems(feed)).toEqual([]);
    const imported = routesFromFeed(feed);
    expect(imported.problems).toEqual([]);
    expect(imported.warnings).toEqual([
      {
        file: 'fare_rules.txt',
        line: null,
        message: 'Fares v1 give one price per pair of stops: child, senior and student fares are the adult fare, stages and distances 0',
      },
    ]);
    expect(
      imported.routes.map((r) => [r.gtfsRouteId, r.route.startStation, r.route.endStation, r.route.currency, r.route.schedule[0].tripTime.length]),
    ).toEqual([
      ['F12abc', 'Mall', 'Marina', 'AED', 2],
      ['X28xyz', 'Marina', 'Port', 'AED', 1],
    ]);
    // Both directions are in the feed, so both are rows: nothing added, nothing merged.
    expect(imported.routes[0].fares.map((f) => [f.startStop, f.endStop, f.adultFare, f.childFare])).toEqual([
      ['MALL', 'MARINA', 7.5, 7.5],
      ['MARINA', 'MALL', 7.5, 7.5],
    ]);
    const again = buildFeed(
      { id: 'rta', name: 'Roads Authority', url: 'https://rta.example.com' },
      imported.routes.map((r) => ({ id: r.gtfsRouteId, route: RouteInput.parse(r.route), fares: r.fares })),
    );
    // What the hand-written feed has comes back the same (the export adds Fares v2 and fields of its own).
    const original = readFeed(files).feed;
    expect(canonical(projected(again, original))).toEqual(canonical(original));
  });
});
