// The ceiling: a bare Fastify + pg handler running the same SQL as GET /api/1.0/projects, no auth.
import Fastify from 'fastify';
import pg from 'pg';

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
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${url}`);
