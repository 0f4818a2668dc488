// The ceiling: a bare Fastify + pg handler running the same SQL as the app's routes, no auth.
import Fastify from 'fastify';
import pg from 'pg';
import { ITEM_SQL } from './items.js';

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

// Venue list and by id: the workspace, the items and their relations, as GET /api/2.0/media-venues runs them.
const relationsOf = async (ids: string[]) => (ids.length ? (await pool.query(ITEM_SQL.relations, [tenantId, ids])).rows : []);
app.get<{ Querystring: { aggregate: string } }>('/venues', async (request) => {
  const aggregate = request.query.aggregate;
  await pool.query({ name: 'ws', text: ITEM_SQL.workspace, values: [tenantId, aggregate, aggregate] });
  const { rows } = await pool.query({ name: 'list', text: ITEM_SQL.list, values: [tenantId, aggregate, 'venue', 50, 0] });
  const relations = await relationsOf(rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, relations: relations.filter((x) => x.item_id === r.id) }));
});
app.get<{ Params: { id: string } }>('/venues/:id', async (request) => {
  const { rows } = await pool.query({ name: 'by_id', text: ITEM_SQL.byId, values: [tenantId, request.params.id, 'venue'] });
  await pool.query({ name: 'ws', text: ITEM_SQL.workspace, values: [tenantId, rows[0].aggregate_id, rows[0].aggregate_id] });
  return { ...rows[0], relations: await relationsOf([rows[0].id]) };
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${url}`);
