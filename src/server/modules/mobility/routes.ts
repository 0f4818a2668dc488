import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PartId } from '../../../domain/creatives/parts.js';
import { FARE_FILE_TYPE, FARE_LIMITS, FARE_MATRIX_FILE, FARE_MATRIX_HEADER } from '../../../domain/mobility/fare-matrix.js';
import { fileAnswer } from '../../answers.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import { actorOf } from '../../iam/authenticate.js';
import { attachment } from '../../xlsx/content-disposition.js';
import { ZipStream } from '../../xlsx/zip-stream.js';
import { fareMatrixFile, fareTable, gtfsExport, gtfsImport, GTFS_MAX_UPLOAD, uploadFareMatrix } from './service.js';

const CreativeParam = z.object({ id: z.string().min(1).max(100) });
const RouteParam = CreativeParam.extend({ subId: PartId });
const FarePage = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  sort: z.enum(FARE_MATRIX_HEADER).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
});
const Flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');
const GtfsImportQuery = z.object({
  /** Check and answer what would be imported, with its warnings, storing nothing. */
  dryRun: Flag,
  /** Store a feed even though it holds what a route cannot (its warnings, seen in a dry run). */
  acceptWarnings: Flag,
});
const tags = ['mobility'];

const Fare = z.object({
  startStop: z.string(),
  startStopName: z.string(),
  endStop: z.string(),
  endStopName: z.string(),
  adultFare: z.number(),
  childFare: z.number(),
  seniorFare: z.number(),
  studentFare: z.number(),
  stage: z.number(),
  distance: z.number(),
});
const FeedProblem = z.object({ file: z.string(), line: z.number().int().nullable(), message: z.string() });
const GtfsImported = z.object({
  routes: z.array(z.object({ id: z.string(), startStation: z.string(), endStation: z.string(), fareCount: z.number().int() })),
  warnings: z.array(FeedProblem).describe('What the routes cannot hold (the first of them)'),
  warningCount: z.number().int(),
});

/**
 * A route's fare matrix and a creative's routes as GTFS (docs/product/creatives-assets-signage.md §2.10, §7;
 * docs/api.md "Mobility"). The route cards themselves are creative cards (`creativeRoute`, creative-parts module).
 * These routes take bodies of their own types and sizes, so they live in a scope with their own parsers: CSV up to the
 * matrix's limit, zip up to the feed's.
 */
export async function mobilityRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(FARE_FILE_TYPE, { parseAs: 'string', bodyLimit: FARE_LIMITS.bytes }, (_request, body, done) => done(null, body));
    scope.addContentTypeParser('application/zip', { parseAs: 'buffer', bodyLimit: GTFS_MAX_UPLOAD }, (_request, body, done) => done(null, body));
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const base = '/api/2.0/media-creatives/:id/creativeRoute/:subId';

    r.put(`${base}/fareMatrix`, {
      bodyLimit: FARE_LIMITS.bytes,
      schema: {
        tags,
        summary: `Replace the route's fare matrix (ADMIN): text/csv with the header of ${FARE_MATRIX_FILE}, at most 8 MB; 400 lists each bad cell by line and column`,
        params: RouteParam,
        body: z.string().max(FARE_LIMITS.bytes),
        consumes: [FARE_FILE_TYPE],
        response: { 200: z.object({ fareCount: z.number().int(), stopCount: z.number().int() }) },
      },
      handler: async (request) => uploadFareMatrix(ctx, actorOf(request), request.params.id, request.params.subId, request.body),
    });
    r.get(`${base}/fareMatrix`, {
      schema: {
        tags,
        summary: `The route's stored fare matrix as ${FARE_MATRIX_FILE} (VIEWER)`,
        params: RouteParam,
        response: { 200: fileAnswer(FARE_FILE_TYPE, FARE_MATRIX_FILE) },
      },
      handler: async (request, reply) => {
        const csv = await fareMatrixFile(ctx, actorOf(request), request.params.id, request.params.subId);
        return reply
          .type(`${FARE_FILE_TYPE}; charset=utf-8`)
          .header('content-disposition', attachment(FARE_MATRIX_FILE))
          .header('cache-control', 'no-store')
          .send(csv);
      },
    });
    r.get(`${base}/fares`, {
      schema: {
        tags,
        summary: "One page of the route's fare matrix, sortable by any column (VIEWER)",
        params: RouteParam,
        querystring: FarePage,
        response: { 200: z.object({ rows: z.array(Fare), total: z.number().int() }) },
      },
      handler: async (request) => {
        const q = request.query;
        return fareTable(ctx, actorOf(request), request.params.id, request.params.subId, {
          offset: q.offset,
          limit: q.limit,
          sort: q.sort ?? null,
          order: q.order,
        });
      },
    });

    r.get('/api/2.0/media-creatives/:id/gtfs', {
      schema: {
        tags,
        summary: "The creative's routes as a GTFS feed (zip; VIEWER); 400 names what keeps them from a valid feed",
        params: CreativeParam,
        response: { 200: fileAnswer('application/zip', 'The GTFS feed, streamed') },
      },
      handler: async (request, reply) => {
        const { files, fileName } = await gtfsExport(ctx, actorOf(request), request.params.id);
        reply.type('application/zip').header('content-disposition', attachment(fileName)).header('cache-control', 'no-store');
        const body = new PassThrough();
        const zip = new ZipStream(body);
        void (async () => {
          for (const [name, text] of files) {
            await zip.begin(name);
            await zip.write(text);
            await zip.end();
          }
          await zip.finish();
          body.end();
        })().catch((error: unknown) => body.destroy(error as Error));
        return reply.send(body);
      },
    });
    r.post('/api/2.0/media-creatives/:id/gtfs', {
      bodyLimit: GTFS_MAX_UPLOAD,
      schema: {
        tags,
        summary:
          "Import a GTFS feed's routes into the creative (ADMIN; application/zip, at most 50 MB): all or none; 400 names file and line of each problem; " +
          'dryRun answers the routes and warnings (what a route cannot hold) without storing; a feed with warnings is stored only with acceptWarnings (else 409)',
        params: CreativeParam,
        querystring: GtfsImportQuery,
        consumes: ['application/zip'],
        response: { 200: GtfsImported.describe('dryRun: what would be imported'), 201: GtfsImported },
      },
      handler: async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) throw new HttpError(415, 'Unsupported Media Type', 'Send the feed as application/zip');
        const answer = await gtfsImport(ctx, actorOf(request), request.params.id, request.body, request.query);
        reply.code(request.query.dryRun ? 200 : 201);
        return answer;
      },
    });
  });
}
