import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WorkspaceInput, WorkspacePatch } from '../../../domain/workspaces/workspace.js';
import { FieldsParam, IdOrKey, ListScope, parseFields } from '../../../domain/common/list-query.js';
import { project } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../iam/authenticate.js';
import { createWorkspace, getWorkspace, listWorkspaces, updateWorkspace } from './service.js';

const BASE = '/api/2.0/media-aggregates';
const ScopeQuery = ListScope.omit({ aggregate: true }).extend({ fields: FieldsParam });
// Older clients post the whole document, owner ids included: they name the scope when the query does not.
const CreateBody = WorkspaceInput.extend({ tenant_id: IdOrKey.optional(), project_id: IdOrKey.optional() });

export async function aggregateRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(BASE, {
    schema: { tags: ['workspaces'], summary: 'Workspaces of a tenant (and project) the caller reaches, newest first', querystring: ScopeQuery },
    handler: async (request) => {
      const fields = parseFields(request.query.fields);
      const list = await listWorkspaces(ctx, actorOf(request), request.query);
      return fields ? list.map((w) => project(w, fields)) : list;
    },
  });

  r.get(`${BASE}/:id`, {
    schema: { tags: ['workspaces'], summary: 'A workspace by id, or by key with ?project=', params: z.object({ id: IdOrKey }), querystring: ScopeQuery },
    handler: async (request) => {
      const found = await getWorkspace(ctx, actorOf(request), request.params.id, request.query);
      return project(found, parseFields(request.query.fields));
    },
  });

  r.post(BASE, {
    schema: { tags: ['workspaces'], summary: 'Create a workspace (ADMIN on the project)', querystring: ScopeQuery.omit({ fields: true }), body: CreateBody },
    handler: async (request, reply) => {
      const { tenant_id, project_id, ...input } = request.body;
      const scope = { tenant: request.query.tenant ?? tenant_id, project: request.query.project ?? project_id };
      reply.code(201);
      return createWorkspace(ctx, actorOf(request), scope, input);
    },
  });

  r.put(`${BASE}/:id`, {
    schema: { tags: ['workspaces'], summary: 'Change a workspace: each field needs its section role', params: z.object({ id: IdOrKey }), body: WorkspacePatch },
    handler: async (request) => updateWorkspace(ctx, actorOf(request), request.params.id, request.body),
  });
}
