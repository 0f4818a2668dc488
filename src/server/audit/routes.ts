import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditHistoryQuery, AuditRetentionBody, AuditTrailQuery, RestoreBody } from '../../domain/audit/records.js';
import { IdOrKey } from '../../domain/common/list-query.js';
import { fileAnswer, named } from '../answers.js';
import type { AppContext } from '../context.js';
import { Instant } from '../modules/common-answers.js';
import { AnyItem } from '../modules/media-items/answers.js';
import { actorOf } from '../iam/authenticate.js';
import { exportTrail, historyPage, restoreRecord, setRetention, trailPage } from './service.js';

const tags = ['audit'];

const AuditRecord = named(
  'AuditRecord',
  z.object({
    id: z.number().int(),
    at: Instant,
    actor: z.object({ kind: z.string(), id: z.string().nullable(), name: z.string() }),
    requestId: z.string().nullable(),
    path: z.string().nullable(),
    kind: z.string(),
    recordId: z.string(),
    rootId: z.string().nullable().describe('The item a sub-record belongs to'),
    sub: z.object({ kind: z.string(), id: z.string(), name: z.string().nullable() }).optional(),
    workspaceId: z.string().nullable(),
    action: z.string(),
    changes: z.array(
      z.object({
        field: z.string(),
        old: z.unknown(),
        new: z.unknown(),
        oldName: z.string().optional(),
        newName: z.string().optional(),
      }),
    ),
  }),
);
const AuditPage = z.object({ records: z.array(AuditRecord), next: z.number().int().nullable().describe('`before` of the next (older) page') });

/** The audit trail (docs/api.md "Audit trail"): read, exported and restored from; never changed through the API. */
export async function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/1.0/audit-records', {
    schema: {
      tags,
      summary: "The tenant's trail, newest first, filtered and paged by `before` (ADMIN on the tenant, or on the workspace of ?aggregate=)",
      querystring: AuditTrailQuery,
      response: { 200: AuditPage },
    },
    handler: async (request) => trailPage(ctx, actorOf(request), request.query),
  });

  r.get('/api/1.0/audit-records/export', {
    schema: {
      tags,
      summary: 'The filtered trail as CSV, streamed, newest first (the same filters and privilege as the list; no paging)',
      querystring: AuditTrailQuery.omit({ before: true, limit: true }),
      response: { 200: fileAnswer('text/csv', 'The records as CSV, streamed') },
    },
    handler: async (request, reply) => exportTrail(ctx, actorOf(request), request.query, reply),
  });

  r.get('/api/1.0/audit-history', {
    schema: {
      tags,
      summary: "One record's history (an item, a workspace…), newest first: VIEWER on its workspace, or ADMIN on the tenant for records of none",
      querystring: AuditHistoryQuery,
      response: { 200: AuditPage },
    },
    handler: async (request) => historyPage(ctx, actorOf(request), request.query),
  });

  r.post('/api/1.0/audit-records/:id/restore', {
    schema: {
      tags,
      summary: "Puts an item's fields back to their values before this record: a new change of the item (the item PUT's privileges), audited as a restore",
      params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
      body: RestoreBody,
      response: { 200: AnyItem.describe('The item as restored') },
    },
    handler: async (request) => restoreRecord(ctx, actorOf(request), request.params.id, request.body.fields),
  });

  r.put('/api/1.0/tenants/:id/audit-retention', {
    schema: {
      tags: ['tenants'],
      summary: 'How many days the audit trail keeps records (OWNER of the tenant); records go only by `npm run tenant -- audit-prune`',
      params: z.object({ id: IdOrKey }),
      body: AuditRetentionBody,
      response: { 200: z.object({ days: z.number().int().nullable() }) },
    },
    handler: async (request) => setRetention(ctx, actorOf(request), request.params.id, request.body.days),
  });
}
