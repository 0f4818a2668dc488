import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WebUrls } from '../../../domain/common/place.js';
import { Properties } from '../../../domain/common/properties.js';
import { WorkspaceInput, WorkspacePatch } from '../../../domain/workspaces/workspace.js';
import { named } from '../../answers.js';
import { ADDRESS_ANSWER, Instant, projected } from '../common-answers.js';
import { FieldsParam, IdOrKey, ListScope, parseFields } from '../../../domain/common/list-query.js';
import { project } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../iam/authenticate.js';
import { createWorkspace, getWorkspace, listWorkspaces, updateWorkspace } from './service.js';

const BASE = '/api/2.0/media-aggregates';
const ScopeQuery = ListScope.omit({ aggregate: true }).extend({ fields: FieldsParam });
// Older clients post the whole document, owner ids included: they name the scope when the query does not.
const CreateBody = WorkspaceInput.extend({ tenant_id: IdOrKey.optional(), project_id: IdOrKey.optional() });

const Workspace = named(
  'Workspace',
  z.object({
    id: z.string(),
    key: z.string(),
    name: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    enabled: z.boolean(),
    currency: z.string().nullable(),
    timeZone: z.string().nullable(),
    ...ADDRESS_ANSWER,
    urls: WebUrls,
    properties: Properties,
    type: z.string().nullable(),
    type_id: z.string().nullable(),
    subtype: z.string().nullable(),
    subtype_id: z.string().nullable(),
    category: z.string().nullable(),
    project_id: z.string(),
    tenant_id: z.string(),
    profile_id: z.string().nullable(),
    createdOn: Instant,
    updatedOn: Instant,
  }),
);

export async function aggregateRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(BASE, {
    schema: {
      tags: ['workspaces'],
      summary: 'Workspaces of a tenant (and project) the caller reaches, newest first',
      querystring: ScopeQuery,
      response: { 200: z.array(projected(Workspace)) },
    },
    handler: async (request) => {
      const fields = parseFields(request.query.fields);
      const list = await listWorkspaces(ctx, actorOf(request), request.query);
      return fields ? list.map((w) => project(w, fields)) : list;
    },
  });

  r.get(`${BASE}/:id`, {
    schema: {
      tags: ['workspaces'],
      summary: 'A workspace by id, or by key with ?project=',
      params: z.object({ id: IdOrKey }),
      querystring: ScopeQuery,
      response: { 200: projected(Workspace) },
    },
    handler: async (request) => {
      const found = await getWorkspace(ctx, actorOf(request), request.params.id, request.query);
      return project(found, parseFields(request.query.fields));
    },
  });

  r.post(BASE, {
    schema: {
      tags: ['workspaces'],
      summary: 'Create a workspace (ADMIN on the project)',
      querystring: ScopeQuery.omit({ fields: true }),
      body: CreateBody,
      response: { 201: Workspace },
    },
    handler: async (request, reply) => {
      const { tenant_id, project_id, ...input } = request.body;
      const scope = { tenant: request.query.tenant ?? tenant_id, project: request.query.project ?? project_id };
      reply.code(201);
      return createWorkspace(ctx, actorOf(request), scope, input);
    },
  });

  r.put(`${BASE}/:id`, {
    schema: {
      tags: ['workspaces'],
      summary: 'Change a workspace: each field needs its section role',
      params: z.object({ id: IdOrKey }),
      body: WorkspacePatch,
      response: { 200: Workspace },
    },
    handler: async (request) => updateWorkspace(ctx, actorOf(request), request.params.id, request.body),
  });
}
