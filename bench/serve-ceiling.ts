// The ceiling: a bare Fastify + pg handler running the same SQL as the app's routes, no auth.
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify, { type FastifyReply } from 'fastify';
import pg from 'pg';
import type { Db } from '../src/server/db/client.js';
import type { ItemKind } from '../src/server/modules/media-items/kinds.js';
import { preparedListJson } from '../src/server/modules/media-items/list-json.js';
import { listFields } from '../src/server/modules/media-items/list-fields.js';
import type { ListOrder } from '../src/domain/common/list-query.js';
import { CAMPAIGN_TILE_FIELDS } from './campaigns.js';
import { itemByIdQuery } from '../src/server/modules/media-items/repo.js';
import { ITEM_SQL, VENUE_TILE_FIELDS } from './items.js';
import { CEILING_TABLE } from './writes.js';
import { newId } from '../src/domain/common/ids.js';
import { INSTRUMENT_STATUSES } from '../src/domain/treasury/types.js';
import { applyMove, keepRefusal, stateKey, storedAnswer } from '../src/server/modules/transactions/repo.js';
import type { RedemptionContext } from './redemption.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const tenantId = process.env.TENANT_ID;
const app = Fastify({ logger: false });
app.get('/projects', async () => {
  // Named, like the app's prepared query, so both sides parse and plan the SQL once per connection.
  const { rows } = await pool.query({
    name: 'projects_of_tenant',
    text: 'select tenant_id, id, key, name, description, created_on, updated_on from projects where tenant_id = $1 order by key',
    values: [tenantId],
  });
  return rows;
});

// Venue list and by id as GET /api/2.0/media-venues runs them: the workspace once (the app remembers
// it for 30 s), then one statement for the items and their relations.
const workspaces = new Map<string, unknown>();
async function workspace(id: string) {
  if (!workspaces.has(id)) workspaces.set(id, (await pool.query({ name: 'ws', text: ITEM_SQL.workspace, values: [tenantId, id, id] })).rows[0]);
  return workspaces.get(id);
}

/** The values of a statement's parameters: its placeholders' by name, literal ones as they are. */
const valuesOf = (params: unknown[], values: Record<string, unknown>) =>
  params.map((p) => (p && typeof p === 'object' && 'name' in p ? values[(p as { name: string }).name] : p));

/**
 * A list page as the app reads it (src/server/modules/media-items/list-json.ts): the same statement text,
 * taken from the app's own query, prepared by name; the page is the rows' JSON joined.
 */
function jsonList(path: string, kind: ItemKind, fields: string, order: ListOrder) {
  const query = preparedListJson(drizzle(pool) as unknown as Db, kind, listFields(fields.split(' ')), order).toSQL();
  app.get<{ Querystring: { aggregate: string } }>(path, async (request, reply) => {
    const aggregateId = request.query.aggregate;
    await workspace(aggregateId);
    const values = { tenantId, aggregateId, kind, pattern: '%', viewer: aggregateId, limit: 50, offset: 0 };
    const { rows } = await pool.query<[string]>({
      name: `list${path.replace('/', '_')}`,
      text: query.sql,
      values: valuesOf(query.params, values),
      rowMode: 'array',
    });
    return reply.type('application/json; charset=utf-8').send(`[${rows.map((r) => r[0]).join(',')}]`);
  });
}
jsonList('/venues', 'venue', VENUE_TILE_FIELDS, 'newest');
jsonList('/campaigns', 'campaign', CAMPAIGN_TILE_FIELDS, 'schedule');

// The item by id with its relations: the app's own statement (media-items/repo.ts), answered as its row.
const byId = itemByIdQuery(drizzle(pool) as unknown as Db).toSQL();
app.get<{ Params: { id: string } }>('/venues/:id', async (request) => {
  const values = valuesOf(byId.params, { tenantId, id: request.params.id, kind: 'venue' });
  const { rows } = await pool.query<Record<string, unknown>>({ name: 'by_id', text: byId.sql, values });
  await workspace(rows[0].aggregate_id as string);
  return rows[0];
});
// Item writes (bench/writes.ts): one INSERT or UPDATE of the venue row, answered with the stored row, into
// a table shaped like media_items (same columns, indexes and schedule trigger; no change notices).
interface VenueBody {
  name: string;
  type?: string;
  subtype?: string;
  [field: string]: unknown;
}
app.post<{ Querystring: { aggregate: string }; Body: VenueBody }>('/items', async (request, reply) => {
  const ws = (await workspace(request.query.aggregate)) as { project_id: string };
  const { name, type, subtype, ...doc } = request.body;
  const { rows } = await pool.query({
    name: 'ceiling_insert',
    text: `insert into ${CEILING_TABLE} (tenant_id, id, kind, project_id, aggregate_id, code, name, type, subtype, doc)
           values ($1, $2, 'venue', $3, $4, $5, $6, $7, $8, $9) returning *`,
    values: [tenantId, newId(), ws.project_id, request.query.aggregate, newId().slice(0, 16).toUpperCase(), name, type ?? '', subtype ?? '', doc],
  });
  return reply.code(201).send(rows[0]);
});
app.put<{ Params: { id: string }; Body: Record<string, unknown> }>('/items/:id', async (request) => {
  const { id: _id, ...changes } = request.body;
  const { rows } = await pool.query({
    name: 'ceiling_update',
    text: `update ${CEILING_TABLE} set doc = doc || $3, updated_on = now() where tenant_id = $1 and id = $2 returning *`,
    values: [tenantId, request.params.id, changes],
  });
  return rows[0];
});

// Treasury redemption (bench/redemption.ts): the app's one statement (conditional UPDATE, nonce row, audience
// action) for a validation, with nothing looked up first; a lost nonce race or a used ticket answered as the app does.
const redemption = process.env.REDEMPTION_CONTEXT ? (JSON.parse(process.env.REDEMPTION_CONTEXT) as RedemptionContext) : null;
if (redemption) {
  const db = drizzle(pool) as unknown as Db;
  const r = redemption;
  const replay = async (nonce: string, reply: FastifyReply) => {
    const prior = await storedAnswer(db, r.tenantId, nonce);
    return reply.code(prior?.statusCode ?? 500).send(prior?.answer);
  };
  app.post<{ Body: { code: string; nonce: string } }>('/redemptions', async (request, reply) => {
    const { code, nonce } = request.body;
    const base = { tenantId: r.tenantId, code, nonce, action: 'validate' as const, actor: r.profileId, usageLimit: 1, occurredOn: null, offline: false };
    const answer = await applyMove(db, {
      ...base,
      from: 'ACQUIRED',
      used: 'VALIDATED',
      salesAmount: null,
      discount: null,
      extra: { outcome: 'applied', action: 'validate', nonce },
      audience: { type: 8, price: 10, projectId: r.projectId, aggregateId: r.aggregateId, campaignId: null, eventId: r.eventId, venueId: null },
    });
    if (answer === 'taken') return replay(nonce, reply);
    if (answer) return answer;
    const body = { statusCode: 409, error: 'Conflict', message: 'This ticket has already been validated', outcome: 'refused', action: 'validate' };
    const bodies = Object.fromEntries(INSTRUMENT_STATUSES.flatMap((status) => [false, true].map((spent) => [stateKey(status, spent), body])));
    const kept = await keepRefusal(db, { ...base, bodies });
    if (kept === 'taken') return replay(nonce, reply);
    return 'prior' in kept ? reply.code(kept.prior.statusCode).send(kept.prior.answer) : reply.code(409).send(kept.answer);
  });
}

const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${url}`);
