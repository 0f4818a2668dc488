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

// Venue list and by id as GET /api/2.0/media-venues runs them: the workspace once (the app remembers
// it for 30 s), then one statement for the items and their relations.
const workspaces = new Map<string, unknown>();
async function workspace(id: string) {
  if (!workspaces.has(id)) workspaces.set(id, (await pool.query({ name: 'ws', text: ITEM_SQL.workspace, values: [tenantId, id, id] })).rows[0]);
  return workspaces.get(id);
}
app.get<{ Querystring: { aggregate: string } }>('/venues', async (request) => {
  await workspace(request.query.aggregate);
  return (await pool.query({ name: 'list', text: ITEM_SQL.listTiles, values: [tenantId, request.query.aggregate, 'venue', 50, 0] })).rows;
});
app.get<{ Params: { id: string } }>('/venues/:id', async (request) => {
  const { rows } = await pool.query({ name: 'by_id', text: ITEM_SQL.byId, values: [tenantId, request.params.id, 'venue'] });
  await workspace(rows[0].aggregate_id);
  return rows[0];
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${url}`);
