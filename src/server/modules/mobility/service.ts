import { newPartId, PART_ID_PATTERN, RouteCardInput } from '../../../domain/creatives/parts.js';
import { fareMatrixCsv, readFareMatrix, type FareColumn, type FareRow } from '../../../domain/mobility/fare-matrix.js';
import { buildFeed, exportProblems } from '../../../domain/mobility/gtfs-export.js';
import { routesFromFeed } from '../../../domain/mobility/gtfs-import.js';
import { entryProblems, feedFiles, feedProblems, readFeed, type FeedProblem } from '../../../domain/mobility/gtfs.js';
import type { RouteCard, RouteInput } from '../../../domain/mobility/route.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, HttpError, notFound } from '../../errors.js';
import { readZip, ZipUnreadable } from '../../xlsx/zip-read.js';
import { cardOf, cardsOf, editableCreative, insertCard, readableCreative, settleRoute } from '../creative-parts/index.js';
import { itemOwnerOf } from '../media-items/index.js';
import * as repo from './repo.js';

/** A GTFS upload unpacks to at most this much text. */
export const GTFS_MAX_UNPACKED = 200 * 1024 * 1024;
export const GTFS_MAX_UPLOAD = 50 * 1024 * 1024;
const MOBILITY_MESSAGES_FARES = 'The fare matrix was not stored: correct the cells listed and upload it again';
const FEED_REFUSED = 'The GTFS feed was not imported: correct what is listed and upload it again';
const FEED_LEAVES_OUT = 'The GTFS feed holds what a route cannot: import it accepting that what is listed is left out';
/** At most this many problems or warnings are answered (their count always). */
const LISTED = 200;

/** A route card of a creative the caller may see (or change, with `edit`); 404 when there is no such route. */
async function locateRoute(ctx: AppContext, actor: Actor, creativeId: string, routeId: string, edit: boolean) {
  const at = edit ? await editableCreative(ctx, actor, creativeId) : await readableCreative(ctx, actor, creativeId);
  const card = await cardOf(ctx, at.tenantId, at.creativeId, routeId);
  if (!card || card.section !== 'route') throw notFound('Route');
  return { key: { tenantId: at.tenantId, creativeId: at.creativeId, routeId }, card: card.doc as unknown as RouteCard };
}

/**
 * PUT …/creativeRoute/{subId}/fareMatrix: the CSV checked cell by cell (the rules the console's preview applies), then
 * stored in place of the old matrix. The route's trips must keep to the new matrix's stops.
 */
export async function uploadFareMatrix(ctx: AppContext, actor: Actor, creativeId: string, routeId: string, csv: string) {
  const { key, card } = await locateRoute(ctx, actor, creativeId, routeId, true);
  const reading = readFareMatrix(csv);
  if (reading.problemCount) throw badRequest(MOBILITY_MESSAGES_FARES, { problems: reading.problems, problemCount: reading.problemCount });
  const stops = new Set(reading.rows.flatMap((r) => [r.startStop, r.endStop]));
  const missing = [...new Set(card.schedule.flatMap((s) => s.tripTime.flatMap((t) => t.stops.map((x) => x.stopId))))].filter((id) => !stops.has(id));
  if (missing.length) throw badRequest(`The route's trips stop at ${missing.join(', ')}, which the new fare matrix does not name`);
  const stored = await ctx.db.transaction((tx) => repo.replaceFares(tx, key, reading.rows));
  if (!stored) throw notFound('Route');
  return { fareCount: reading.rows.length, stopCount: stops.size };
}

/** GET …/fareMatrix: the stored matrix as the template's CSV. */
export async function fareMatrixFile(ctx: AppContext, actor: Actor, creativeId: string, routeId: string): Promise<string> {
  const { key } = await locateRoute(ctx, actor, creativeId, routeId, false);
  return fareMatrixCsv(await repo.faresOf(ctx.db, key));
}

/** GET …/fares: one page of the stored matrix for the fare table (page sizes 5, 10, 20; sortable columns). */
export async function fareTable(
  ctx: AppContext,
  actor: Actor,
  creativeId: string,
  routeId: string,
  page: { offset: number; limit: number; sort: FareColumn | null; order: 'asc' | 'desc' },
) {
  const { key } = await locateRoute(ctx, actor, creativeId, routeId, false);
  return repo.faresPage(ctx.db, key, page);
}

/** The creative's routes with their matrices, for export. */
async function exportedRoutes(ctx: AppContext, tenantId: string, creativeId: string) {
  const cards = (await cardsOf(ctx, tenantId, creativeId)).filter((p) => p.section === 'route');
  const fares = await repo.faresOfRoutes(
    ctx.db,
    tenantId,
    creativeId,
    cards.map((c) => c.subId),
  );
  return cards.map((c) => ({
    id: c.subId,
    // Stored cards were settled by the route rules when written: read as they are (parsing 100 routes again costs a second).
    route: c.doc as unknown as RouteInput,
    fares: fares.get(c.subId) ?? [],
  }));
}

/** GET …/gtfs: the creative's routes as a GTFS feed's files; 400 naming what keeps them from being a valid feed. */
export async function gtfsExport(ctx: AppContext, actor: Actor, creativeId: string): Promise<{ files: [string, string][]; fileName: string }> {
  const at = await readableCreative(ctx, actor, creativeId);
  const routes = await exportedRoutes(ctx, at.tenantId, at.creativeId);
  if (!routes.length) throw badRequest('The creative has no routes to export');
  const problems = exportProblems(routes);
  if (problems.length) throw badRequest(problems[0], { problems });
  const feed = buildFeed({ id: at.tenant.key, name: at.tenant.name, url: ctx.config.publicUrl ?? 'https://sdm.example.com' }, routes);
  const invalid = feedProblems(feed);
  // Our own feeds are checked like anyone's: a failure here is a bug, never a file handed out.
  if (invalid.length) throw new Error(`exported GTFS feed is invalid: ${JSON.stringify(invalid.slice(0, 5))}`);
  return { files: feedFiles(feed), fileName: `gtfs-${at.creativeId}.zip` };
}

const refuse = (problems: FeedProblem[]) => badRequest(FEED_REFUSED, { problems: problems.slice(0, LISTED), problemCount: problems.length });

/**
 * POST …/gtfs: a feed's routes added to the creative as route cards with their fare matrices, all or none. The feed is
 * checked first (files at the root, required files and fields, references); a route keeps the feed's route_id as its
 * card id when that is a free 6-character id, so a re-export names it the same. What the routes cannot hold is
 * answered as warnings: `dryRun` answers them (and the routes) without storing anything, and a feed with warnings is
 * stored only with `acceptWarnings` (docs/decisions/0136-gtfs-round-trip.md), so nothing is left out unsaid.
 */
export async function gtfsImport(ctx: AppContext, actor: Actor, creativeId: string, zip: Buffer, options: { dryRun: boolean; acceptWarnings: boolean }) {
  const at = await editableCreative(ctx, actor, creativeId);
  let entries: Map<string, Buffer>;
  try {
    entries = readZip(zip, GTFS_MAX_UNPACKED);
  } catch (error) {
    if (error instanceof ZipUnreadable) throw badRequest(error.message);
    throw error;
  }
  const misplaced = entryProblems([...entries.keys()]);
  if (misplaced.length) throw refuse(misplaced);
  const { feed, problems } = readFeed([...entries].filter(([name]) => name.endsWith('.txt')).map(([name, bytes]) => [name, bytes.toString('utf8')]));
  const all = [...problems, ...(problems.length ? [] : feedProblems(feed))];
  if (all.length) throw refuse(all);
  const imported = routesFromFeed(feed);
  if (imported.problems.length) throw refuse(imported.problems);

  const taken = new Set((await cardsOf(ctx, at.tenantId, at.creativeId)).map((p) => p.subId));
  const cards: { subId: string; doc: Omit<RouteCard, 'id'>; fares: FareRow[] }[] = [];
  for (const { gtfsRouteId, route, fares } of imported.routes) {
    const parsed = RouteCardInput.safeParse({ ...route, id: undefined });
    if (!parsed.success) throw refuse([{ file: 'routes.txt', line: null, message: `Route ${gtfsRouteId}: ${parsed.error.issues[0].message}` }]);
    let subId = PART_ID_PATTERN.test(gtfsRouteId) && !taken.has(gtfsRouteId) ? gtfsRouteId : newPartId();
    while (taken.has(subId)) subId = newPartId();
    taken.add(subId);
    const doc = await settleRoute(ctx, at.tenantId, null, parsed.data, null);
    cards.push({ subId, doc: { ...doc, fareCount: fares.length }, fares });
  }
  const answer = {
    routes: cards.map((c) => ({ id: c.subId, startStation: c.doc.startStation, endStation: c.doc.endStation, fareCount: c.fares.length })),
    warnings: imported.warnings.slice(0, LISTED),
    warningCount: imported.warnings.length,
  };
  if (options.dryRun) return answer;
  if (imported.warnings.length && !options.acceptWarnings)
    throw new HttpError(409, 'Conflict', FEED_LEAVES_OUT, { warnings: answer.warnings, warningCount: answer.warningCount });
  await ctx.db.transaction(async (tx) => {
    for (const card of cards) {
      const row = await insertCard(tx, {
        ...at,
        subId: card.subId,
        section: 'route',
        uniqueKey: null,
        doc: card.doc as unknown as Record<string, unknown>,
      });
      if (typeof row === 'string') throw conflict('Routes were added to this creative meanwhile: import the feed again');
      await repo.replaceFares(tx, { ...at, routeId: card.subId }, card.fares);
    }
  });
  return answer;
}

/**
 * For the treasury: the route a mobility ticket names, when it is a route card of a creative of `aggregateId` (the
 * ticket's workspace); null otherwise.
 */
export async function routeInWorkspace(ctx: AppContext, tenantId: string, aggregateId: string, ref: { creative_id: string; route_id: string }) {
  const creative = await itemOwnerOf(ctx, tenantId, 'creative', ref.creative_id);
  if (!creative || creative.aggregateId !== aggregateId) return null;
  const card = await cardOf(ctx, tenantId, creative.id, ref.route_id);
  return card?.section === 'route' ? (card.doc as unknown as RouteCard) : null;
}
