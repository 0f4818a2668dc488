import { describe, expect, it } from 'vitest';
import { routesFromFeed } from './gtfs-import.js';
import { feedProblems, readFeed } from './gtfs.js';

/** A feed of another producer, as a person would type it: Fares v2 with more than a route's fare matrix holds. */
const files: [string, string][] = [
  ['agency.txt', 'agency_id,agency_name,agency_url,agency_timezone\nrta,Roads Authority,https://rta.example.com,Asia/Dubai\n'],
  [
    'stops.txt',
    'stop_id,stop_name,stop_lat,stop_lon\nMALL,Mall,25.1972,55.2744\nMARINA,Marina,25.0805,55.1403\nPORT,Port,25.0112,55.0617\nPORT2,Port East,25.0115,55.0634\n',
  ],
  ['routes.txt', 'route_id,agency_id,route_short_name,route_long_name,route_type,network_id\nF12,rta,F12,Mall – Port,3,city\nT1,rta,T1,Tram,0,tram\n'],
  ['trips.txt', 'route_id,service_id,trip_id\nF12,WK,T100\nF12,WK,T101\nT1,WK,T900\n'],
  [
    'stop_times.txt',
    [
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence',
      'T100,07:00:30,07:00:30,MALL,1',
      'T100,07:40:00,07:40:00,MARINA,2',
      'T101,08:00:00,08:00:00,MALL,1',
      'T101,08:40:00,08:40:00,MARINA,2',
      'T101,09:00:00,09:00:00,PORT,3',
      'T900,10:00:00,10:00:00,MARINA,1',
      'T900,10:20:00,10:20:00,PORT,2',
      '',
    ].join('\n'),
  ],
  ['calendar.txt', 'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,0,0,20270101,20271231\n'],
  ['calendar_dates.txt', 'service_id,date,exception_type\nWK,20270105,2\n'],
  ['rider_categories.txt', 'rider_category_id,rider_category_name,is_default_fare_category\nreg,Regular,1\nkid,Children,0\nold,Seniors,0\nvet,Veteran,0\n'],
  ['fare_media.txt', 'fare_media_id,fare_media_name,fare_media_type\ncard,Nol card,2\n'],
  [
    'fare_products.txt',
    [
      'fare_product_id,rider_category_id,fare_media_id,amount,currency',
      'P1,reg,,7.50,AED',
      'P1,reg,card,6.50,AED',
      'P1,kid,,3.75,AED',
      'P1,old,,4.00,AED',
      'P1,vet,,0,AED',
      'P2,,,5.00,AED',
      '',
    ].join('\n'),
  ],
  ['areas.txt', 'area_id,area_name\nMALL,Mall\nMARINA,Marina\nPORTS,Ports\n'],
  ['stop_areas.txt', 'area_id,stop_id\nMALL,MALL\nMARINA,MARINA\nPORTS,PORT\nPORTS,PORT2\n'],
  ['timeframes.txt', 'timeframe_group_id,start_time,end_time,service_id\npeak,07:00:00,09:00:00,WK\n'],
  [
    'fare_leg_rules.txt',
    [
      'network_id,from_area_id,to_area_id,from_timeframe_group_id,fare_product_id',
      'city,MALL,MARINA,,P1',
      'city,MARINA,MALL,,P2',
      'city,MARINA,PORTS,,P1',
      'city,MALL,MARINA,peak,P1',
      'city,,,,P2',
      'city,MARINA,MALL,,P1',
      '',
    ].join('\n'),
  ],
  ['transfers.txt', 'from_stop_id,to_stop_id,transfer_type\nMARINA,PORT,0\n'],
];

describe('a feed with more than a route holds', () => {
  it('imports what a route holds and names everything it leaves out, by file and line', () => {
    const { feed, problems } = readFeed(files);
    expect(problems).toEqual([]);
    expect(feedProblems(feed)).toEqual([]);
    const imported = routesFromFeed(feed);
    expect(imported.problems).toEqual([]);
    expect(imported.warnings.map((w) => `${w.file}${w.line === null ? '' : `:${w.line}`} ${w.message}`)).toEqual([
      'timeframes.txt Not imported: a route’s fares do not change with the time of day',
      'transfers.txt Not imported: a route has no transfers',
      'calendar_dates.txt:2 A schedule runs on its days between two dates: exceptions by date are not kept',
      'stop_times.txt:2 Times are kept to the minute: their seconds are dropped',
      'rider_categories.txt:5 Rider category Veteran is not adult, child, senior or student: its fares are left out',
      'fare_products.txt Products priced per fare medium: the first amount of each rider category is kept',
      'fare_leg_rules.txt The feed gives no stage or distance per pair of stops: they are 0',
      'fare_leg_rules.txt:4 Area PORTS holds 2 stops: fares by zone are not modelled: the rule is left out',
      'fare_leg_rules.txt:5 A route’s fares do not change with the time of day: the rule is left out',
      'fare_leg_rules.txt:6 A fare row is between two stops; this rule names no from or to area: the rule is left out',
      'fare_products.txt The feed gives no student fares: student fares are the adult fare',
      'fare_leg_rules.txt:7 Route F12 already has a fare from MARINA to MALL (line 3): a matrix prices a pair once, this one is left out',
      "routes.txt:2 Route F12's trips stop at PORT, which its fares do not name: the route is saved again only once its fare matrix names them",
      'routes.txt:3 Route T1 has route_type 0: it comes in as a bus route',
      'stops.txt Stop PORT2 serves no trip or fare of a route: not kept',
    ]);
    const [f12, t1] = imported.routes;
    // The default category stands for adults; a product for every category prices them all.
    expect(f12.fares).toEqual([
      {
        startStop: 'MALL',
        startStopName: 'Mall',
        endStop: 'MARINA',
        endStopName: 'Marina',
        adultFare: 7.5,
        childFare: 3.75,
        seniorFare: 4,
        studentFare: 7.5,
        stage: 0,
        distance: 0,
      },
      {
        startStop: 'MARINA',
        startStopName: 'Marina',
        endStop: 'MALL',
        endStopName: 'Mall',
        adultFare: 5,
        childFare: 5,
        seniorFare: 5,
        studentFare: 5,
        stage: 0,
        distance: 0,
      },
    ]);
    expect(f12.route).toMatchObject({ currency: 'AED', timeZone: 'Asia/Dubai' });
    // Anyone's service is a schedule named by its id.
    expect(f12.route.schedule.map((s) => [s.name, s.description, s.scheduleId, s.tripTime.length])).toEqual([['WK', '', undefined, 2]]);
    expect(f12.route.schedule[0].tripTime[0].stops[0]).toMatchObject({ stopId: 'MALL', departureTime: '07:00' });
    expect(t1.fares).toEqual([]);
  });

  it('refuses fares it cannot store: an unknown currency or two currencies on one route, a fare that is no fare', () => {
    const change = (file: string, text: string) => readFeed(files.map(([name, t]) => [name, name === file ? text : t])).feed;
    const euro = change('fare_products.txt', 'fare_product_id,rider_category_id,amount,currency\nP1,reg,7.50,EUR\nP2,,5.00,AED\n');
    expect(routesFromFeed(euro).problems).toEqual([{ file: 'fare_leg_rules.txt', line: 2, message: 'currency EUR is not one of USD, INR, AED, OMR' }]);
    const mixed = change('fare_products.txt', 'fare_product_id,rider_category_id,amount,currency\nP1,reg,7.50,AED\nP2,,5.00,USD\n');
    expect(routesFromFeed(mixed).problems).toEqual([
      { file: 'fare_leg_rules.txt', line: 3, message: 'Route F12 is priced in AED and USD: a route has one currency' },
    ]);
    const cents = change('fare_products.txt', 'fare_product_id,rider_category_id,amount,currency\nP1,reg,7.505,AED\nP2,,5.00,AED\n');
    expect(routesFromFeed(cents).problems[0]).toEqual({
      file: 'fare_leg_rules.txt',
      line: 2,
      message: 'adultFare: A fare is a number ≥ 0 with at most 2 decimals',
    });
    // A product that does not exist is a broken reference: the feed is refused before it is read.
    const lost = change('fare_leg_rules.txt', 'network_id,from_area_id,to_area_id,fare_product_id\ncity,MALL,MARINA,P9\n');
    expect(feedProblems(lost)).toEqual([{ file: 'fare_leg_rules.txt', line: 2, message: 'fare_product_id P9 is not in fare_products.txt' }]);
  });
});
