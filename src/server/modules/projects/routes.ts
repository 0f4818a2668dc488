import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccessResource } from '../../../domain/access/access-resource.js';
import { IdOrKey, ListScope, parseFields } from '../../../domain/common/list-query.js';
import { project } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../iam/authenticate.js';
import { named } from '../../answers.js';
import { Instant, projected } from '../common-answers.js';
import { TenantQuery } from '../common-schemas.js';
import { getProject, listProjects, resolveResource } from './service.js';

const Project = named(
  'Project',
  z.object({ id: z.string(), key: z.string(), name: z.string(), description: z.string(), tenant_id: z.string(), createdOn: Instant, updatedOn: Instant }),
);

export async function projectRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/1.0/projects', {
    schema: {
      tags: ['projects'],
      summary: 'Projects of the tenant the caller can reach (at least TRANSIT)',
      querystring: TenantQuery,
      response: { 200: z.array(projected(Project)) },
    },
    handler: async (request) => {
      const fields = parseFields(request.query.fields);
      const list = await listProjects(ctx, actorOf(request), request.query.tenant);
      return fields ? list.map((p) => project(p, fields)) : list;
    },
  });

  r.get('/api/1.0/projects/:id', {
    schema: {
      tags: ['projects'],
      summary: 'A project by id or key',
      params: z.object({ id: IdOrKey }),
      querystring: TenantQuery,
      response: { 200: projected(Project) },
    },
    handler: async (request) => {
      const found = await getProject(ctx, actorOf(request), request.params.id, request.query.tenant);
      return project(found, parseFields(request.query.fields));
    },
  });

  // Access-control look-up: the resource path that owns a tenant, project or workspace.
  r.get('/api/1.0/access/resource', {
    schema: {
      tags: ['access'],
      summary: 'Resource path of a tenant, project or workspace (ids or keys)',
      querystring: ListScope,
      response: { 200: AccessResource },
    },
    handler: async (request) => resolveResource(ctx, actorOf(request), request.query),
  });
}
