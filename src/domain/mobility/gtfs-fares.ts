import { ROUTE_CURRENCIES, type RouteCurrency } from './constants.js';
import { FARE_COLUMNS, fareCellProblem, type FareColumn, type FareRow } from './fare-matrix.js';
import { EXTENSION_FIELDS as X, records, type ExportedRoute, type Feed, type FeedProblem, type FeedRecord, type GtfsTable } from './gtfs.js';

/**
 * A route's fare matrix in a feed (docs/decisions/0136-gtfs-round-trip.md): Fares v2 carries every rider category's
 * fare (rider_categories, fare_products, one area per stop, one fare leg rule per matrix row with its stage and
 * distance), and Fares v1 the adult fare for consumers that read only v1 (fare_attributes, fare_rules). Each rule prices
 * exactly one row of the matrix, in the row's direction, so a matrix comes back with the rows it went out with.
 */

type PriceColumn = (typeof FARE_COLUMNS)[number];

/** The rider categories of a fare row, in the matrix's column order; adult is the default category. */
export const RIDER_CATEGORIES: readonly { id: string; name: string; column: PriceColumn }[] = [
  { id: 'adult', name: 'Adult', column: 'adultFare' },
  { id: 'child', name: 'Child', column: 'childFare' },
  { id: 'senior', name: 'Senior', column: 'seniorFare' },
  { id: 'student', name: 'Student', column: 'studentFare' },
];
const PRODUCT_NAME = 'Single ride';

const price = (n: number) => n.toFixed(2);
/** Distances as the matrix holds them (km, up to 3 decimals), without trailing zeros. */
export const distanceText = (n: number) => String(Number(n.toFixed(3)));

/** The fare tables of a feed of these routes; none when no route has a fare matrix. */
export function fareTables(agencyId: string, routes: readonly ExportedRoute[]): [string, GtfsTable][] {
  const attributes = new Map<string, string[]>();
  const rules: string[][] = [];
  const products = new Map<string, string[][]>();
  const areas = new Map<string, string>();
  const legRules: string[][] = [];
  for (const { id, route, fares } of routes) {
    for (const f of fares) {
      const fareId = `${id}:${price(f.adultFare)}`;
      if (!attributes.has(fareId)) attributes.set(fareId, [fareId, price(f.adultFare), route.currency, '0', '0', agencyId]);
      rules.push([fareId, id, f.startStop, f.endStop]);
      // One product per set of the four prices: rows that cost the same share it.
      const productId = `${id}:${FARE_COLUMNS.map((c) => price(f[c])).join('-')}`;
      if (!products.has(productId))
        products.set(
          productId,
          RIDER_CATEGORIES.map((c) => [productId, PRODUCT_NAME, c.id, price(f[c.column]), route.currency]),
        );
      if (!areas.has(f.startStop)) areas.set(f.startStop, f.startStopName);
      if (!areas.has(f.endStop)) areas.set(f.endStop, f.endStopName);
      legRules.push([id, f.startStop, f.endStop, productId, String(f.stage), distanceText(f.distance)]);
    }
  }
  if (!rules.length) return [];
  return [
    ['fare_attributes.txt', { header: ['fare_id', 'price', 'currency_type', 'payment_method', 'transfers', 'agency_id'], rows: [...attributes.values()] }],
    ['fare_rules.txt', { header: ['fare_id', 'route_id', 'origin_id', 'destination_id'], rows: rules }],
    [
      'rider_categories.txt',
      { header: ['rider_category_id', 'rider_category_name', 'is_default_fare_category'], rows: RIDER_CATEGORIES.map((c, i) => [c.id, c.name, i ? '0' : '1']) },
    ],
    ['fare_products.txt', { header: ['fare_product_id', 'fare_product_name', 'rider_category_id', 'amount', 'currency'], rows: [...products.values()].flat() }],
    ['areas.txt', { header: ['area_id', 'area_name'], rows: [...areas].map(([stop, name]) => [stop, name]) }],
    ['stop_areas.txt', { header: ['area_id', 'stop_id'], rows: [...areas.keys()].map((stop) => [stop, stop]) }],
    ['fare_leg_rules.txt', { header: ['network_id', 'from_area_id', 'to_area_id', 'fare_product_id', X.stage, X.distance], rows: legRules }],
  ];
}

/** The fares a feed gives each of its routes, read from Fares v2 when the feed has fare_leg_rules.txt, else from v1. */
export interface FareReading {
  /** By route_id: its rows in the order of the rules, and the currency they are in. */
  byRoute: Map<string, { rows: FareRow[]; currency: RouteCurrency | null }>;
  /** What makes the fares unstorable (the import stops). */
  problems: FeedProblem[];
  /** What the product cannot hold and leaves out (the import says so before it saves). */
  warnings: FeedProblem[];
}

/** A rule's reading before it becomes a row: prices by column, stage and distance. */
interface Priced {
  routeIds: readonly string[];
  from: string;
  to: string;
  prices: Record<PriceColumn, number>;
  stage: number;
  distance: number;
  currency: string;
  record: FeedRecord;
  file: string;
}

export function faresFromFeed(feed: Feed, routeIds: readonly string[]): FareReading {
  const reading: FareReading = { byRoute: new Map(routeIds.map((id) => [id, { rows: [], currency: null }])), problems: [], warnings: [] };
  const priced = feed.has('fare_leg_rules.txt') ? faresV2(feed, routeIds, reading.warnings) : faresV1(feed, routeIds, reading.warnings);
  const stops = new Map(records(feed, 'stops.txt').map((s) => [s.get('stop_id'), s.get('stop_name')]));
  const areaNames = new Map(records(feed, 'areas.txt').map((a) => [a.get('area_id'), a.get('area_name')]));
  // A stop's name in the matrix: that of the area named like the stop (our feeds write the matrix's names there), else stops.txt's.
  const name = (stop: string) => (feed.has('fare_leg_rules.txt') && areaNames.get(stop)) || stops.get(stop) || '';
  const seen = new Map<string, number>();
  for (const p of priced) {
    for (const routeId of p.routeIds) {
      const route = reading.byRoute.get(routeId)!;
      const pair = `${routeId}\u0000${p.from}\u0000${p.to}`;
      if (seen.has(pair)) {
        reading.warnings.push({
          file: p.file,
          line: p.record.line,
          message: `Route ${routeId} already has a fare from ${p.from} to ${p.to} (line ${seen.get(pair)}): a matrix prices a pair once, this one is left out`,
        });
        continue;
      }
      seen.set(pair, p.record.line);
      if (!ROUTE_CURRENCIES.includes(p.currency as RouteCurrency)) {
        reading.problems.push({ file: p.file, line: p.record.line, message: `currency ${p.currency} is not one of ${ROUTE_CURRENCIES.join(', ')}` });
        continue;
      }
      if (route.currency && route.currency !== p.currency) {
        reading.problems.push({
          file: p.file,
          line: p.record.line,
          message: `Route ${routeId} is priced in ${route.currency} and ${p.currency}: a route has one currency`,
        });
        continue;
      }
      route.currency = p.currency as RouteCurrency;
      const row: FareRow = {
        startStop: p.from,
        startStopName: name(p.from),
        endStop: p.to,
        endStopName: name(p.to),
        ...p.prices,
        stage: p.stage,
        distance: p.distance,
      };
      const bad = (Object.keys(row) as FareColumn[]).map((c) => [c, fareCellProblem(c, String(row[c]))] as const).find(([, m]) => m);
      if (bad) reading.problems.push({ file: p.file, line: p.record.line, message: `${bad[0]}: ${bad[1]}` });
      else route.rows.push(row);
    }
  }
  return reading;
}

/** Which of a route's rider categories a feed's category is, by its id or name (adult, child, senior, student, or a plural). */
function categoryColumn(category: FeedRecord): PriceColumn | null {
  for (const text of [category.get('rider_category_id'), category.get('rider_category_name')]) {
    const word = text.toLowerCase().replace(/[^a-z]/g, '');
    const found = RIDER_CATEGORIES.find((c) => word === c.id || word === `${c.id}s` || (c.id === 'child' && word === 'children'));
    if (found) return found.column;
  }
  return null;
}

/** Fares v2: each fare leg rule between two one-stop areas, priced by its product's amount for each rider category. */
function faresV2(feed: Feed, routeIds: readonly string[], warnings: FeedProblem[]): Priced[] {
  const categories = records(feed, 'rider_categories.txt');
  const columns = new Map<string, PriceColumn>();
  for (const c of categories) {
    const column = categoryColumn(c);
    if (column) columns.set(c.get('rider_category_id'), column);
  }
  // A feed without an adult category: its default category's fares are the adult ones.
  const fallback = categories.find((c) => c.get('is_default_fare_category') === '1' && !columns.has(c.get('rider_category_id')));
  if (fallback && ![...columns.values()].includes('adultFare')) columns.set(fallback.get('rider_category_id'), 'adultFare');
  for (const c of categories) {
    if (!columns.has(c.get('rider_category_id')))
      warnings.push({
        file: 'rider_categories.txt',
        line: c.line,
        message: `Rider category ${c.get('rider_category_name') || c.get('rider_category_id')} is not adult, child, senior or student: its fares are left out`,
      });
  }
  // Each product's amount by column ('' for a row that every category may use), and its currency.
  const products = new Map<string, { amounts: Map<PriceColumn | '', number>; currency: string }>();
  let otherMedia = false;
  for (const p of records(feed, 'fare_products.txt')) {
    const product = products.get(p.get('fare_product_id')) ?? { amounts: new Map(), currency: p.get('currency') };
    products.set(p.get('fare_product_id'), product);
    const category = p.get('rider_category_id');
    const column = category ? columns.get(category) : '';
    if (column === undefined) continue;
    if (product.amounts.has(column)) otherMedia = true;
    else product.amounts.set(column, Number(p.get('amount')));
  }
  if (otherMedia)
    warnings.push({ file: 'fare_products.txt', line: null, message: 'Products priced per fare medium: the first amount of each rider category is kept' });
  const missing = new Set<PriceColumn>();
  const pricesOf = (productId: string): Record<PriceColumn, number> | null => {
    const amounts = products.get(productId)?.amounts;
    const adult = amounts?.get('adultFare') ?? amounts?.get('');
    if (adult === undefined) return null;
    return Object.fromEntries(
      FARE_COLUMNS.map((c) => {
        const amount = amounts!.get(c) ?? amounts!.get('');
        if (amount === undefined) missing.add(c);
        return [c, amount ?? adult];
      }),
    ) as Record<PriceColumn, number>;
  };

  const areaStops = new Map<string, string[]>();
  for (const a of records(feed, 'stop_areas.txt')) areaStops.set(a.get('area_id'), [...(areaStops.get(a.get('area_id')) ?? []), a.get('stop_id')]);
  const networkRoutes = new Map<string, string[]>();
  const addRoute = (network: string, route: string) => network && networkRoutes.set(network, [...(networkRoutes.get(network) ?? []), route]);
  for (const r of records(feed, 'routes.txt')) addRoute(r.get('network_id'), r.get('route_id'));
  for (const r of records(feed, 'route_networks.txt')) addRoute(r.get('network_id'), r.get('route_id'));
  const rules = records(feed, 'fare_leg_rules.txt');
  // Without rule_priority an empty network_id matches the networks no other rule names; with it, every network.
  const named = new Set(rules.map((r) => r.get('network_id')).filter(Boolean));
  const anyNetwork = routeIds.filter((id) => ![...named].some((n) => networkRoutes.get(n)?.includes(id)));
  const prioritised = feed.get('fare_leg_rules.txt')!.header.includes('rule_priority');
  const header = feed.get('fare_leg_rules.txt')!.header;
  if (rules.length && !(header.includes(X.stage) && header.includes(X.distance)))
    warnings.push({ file: 'fare_leg_rules.txt', line: null, message: 'The feed gives no stage or distance per pair of stops: they are 0' });

  const priced: Priced[] = [];
  // The higher priority first (file order among equals): a pair keeps the rule that wins it.
  const ordered = [...rules].sort((a, b) => Number(b.get('rule_priority') || 0) - Number(a.get('rule_priority') || 0));
  for (const r of ordered) {
    const leave = (message: string) => warnings.push({ file: 'fare_leg_rules.txt', line: r.line, message: `${message}: the rule is left out` });
    if (r.get('from_timeframe_group_id') || r.get('to_timeframe_group_id')) {
      leave('A route’s fares do not change with the time of day');
      continue;
    }
    const [from, to] = [r.get('from_area_id'), r.get('to_area_id')].map((area) => (area ? areaStops.get(area) : undefined));
    if (!from || !to) {
      leave('A fare row is between two stops; this rule names no from or to area');
      continue;
    }
    const zone = [r.get('from_area_id'), r.get('to_area_id')].find((_, i) => [from, to][i].length !== 1);
    if (zone !== undefined) {
      leave(`Area ${zone} holds ${areaStops.get(zone)!.length} stops: fares by zone are not modelled`);
      continue;
    }
    const prices = pricesOf(r.get('fare_product_id'));
    if (!prices) {
      leave(`Product ${r.get('fare_product_id')} has no adult amount`);
      continue;
    }
    const routes = r.get('network_id') ? (networkRoutes.get(r.get('network_id')) ?? []) : prioritised ? routeIds : anyNetwork;
    const number = (field: string) => (/^\d+(\.\d+)?$/.test(r.get(field)) ? Number(r.get(field)) : 0);
    priced.push({
      routeIds: routes,
      from: from[0],
      to: to[0],
      prices,
      stage: number(X.stage),
      distance: number(X.distance),
      currency: products.get(r.get('fare_product_id'))!.currency,
      record: r,
      file: 'fare_leg_rules.txt',
    });
  }
  for (const c of missing) {
    const category = RIDER_CATEGORIES.find((x) => x.column === c)!;
    warnings.push({ file: 'fare_products.txt', line: null, message: `The feed gives no ${category.id} fares: ${category.id} fares are the adult fare` });
  }
  return priced;
}

/** Fares v1: each fare rule from one stop's zone to another's at its fare's price, the same for every rider category. */
function faresV1(feed: Feed, routeIds: readonly string[], warnings: FeedProblem[]): Priced[] {
  const fares = new Map(records(feed, 'fare_attributes.txt').map((f) => [f.get('fare_id'), f]));
  const zoneStops = new Map<string, string[]>();
  for (const s of records(feed, 'stops.txt'))
    if (s.get('zone_id')) zoneStops.set(s.get('zone_id'), [...(zoneStops.get(s.get('zone_id')) ?? []), s.get('stop_id')]);
  const rules = records(feed, 'fare_rules.txt');
  if (rules.length)
    warnings.push({
      file: 'fare_rules.txt',
      line: null,
      message: 'Fares v1 give one price per pair of stops: child, senior and student fares are the adult fare, stages and distances 0',
    });
  const priced: Priced[] = [];
  for (const r of rules) {
    const leave = (message: string) => warnings.push({ file: 'fare_rules.txt', line: r.line, message: `${message}: the rule is left out` });
    if (r.get('contains_id')) {
      leave('Fares by the zones a trip passes through are not modelled');
      continue;
    }
    const [from, to] = [r.get('origin_id'), r.get('destination_id')].map((zone) => (zone ? zoneStops.get(zone) : undefined));
    if (!from || !to) {
      leave('A fare row is between two stops; this rule names no origin or destination');
      continue;
    }
    const zone = [r.get('origin_id'), r.get('destination_id')].find((_, i) => [from, to][i].length !== 1);
    if (zone !== undefined) {
      leave(`Zone ${zone} holds ${zoneStops.get(zone)!.length} stops: fares by zone are not modelled`);
      continue;
    }
    const fare = fares.get(r.get('fare_id'))!;
    const amount = Number(fare.get('price'));
    priced.push({
      routeIds: r.get('route_id') ? [r.get('route_id')] : routeIds,
      from: from[0],
      to: to[0],
      prices: { adultFare: amount, childFare: amount, seniorFare: amount, studentFare: amount },
      stage: 0,
      distance: 0,
      currency: fare.get('currency_type'),
      record: r,
      file: 'fare_rules.txt',
    });
  }
  return priced;
}
