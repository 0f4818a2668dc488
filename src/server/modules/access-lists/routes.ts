import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GrantChange, NewUser } from '../../../domain/users/access-lists.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../iam/authenticate.js';
import { named } from '../../answers.js';
import { User } from '../common-answers.js';
import { TenantScope } from '../common-schemas.js';
import * as service from './service.js';

const AccessList = named(
  'AccessList',
  z.object({
    kind: z.enum(['tenant', 'treasury', 'project', 'workspace']),
    resource: z.string(),
    name: z.string(),
    rows: z.array(
      z.object({
        userId: z.string(),
        username: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        displayName: z.string(),
        owner: z.boolean(),
        admin: z.boolean(),
        editor: z.boolean(),
        viewer: z.boolean(),
      }),
    ),
  }),
);

/** The users page (docs/product/platform.md §2.10): access lists, and, ours, adding users and granting roles. */
export async function accessListRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = { tags: ['users'] };

  r.get('/api/1.0/access-lists', {
    schema: {
      ...tag,
      summary: 'Access lists of the tenant, treasury, each project and each workspace (tenant ADMIN)',
      querystring: TenantScope,
      response: { 200: z.array(AccessList) },
    },
    handler: (request) => service.listAccessLists(ctx, actorOf(request), request.query.tenant),
  });
  r.post('/api/1.0/users', {
    schema: {
      ...tag,
      summary: 'Adds a user to the tenant, without roles (tenant ADMIN); 409 when the username exists',
      querystring: TenantScope,
      body: NewUser,
      response: { 201: User },
    },
    handler: async (request, reply) => reply.code(201).send(await service.addUser(ctx, actorOf(request), request.query.tenant, request.body)),
  });
  r.put('/api/1.0/access-lists/grants', {
    schema: {
      ...tag,
      summary: 'Grants or revokes a role on an access list (ADMIN there, never above your own role)',
      body: GrantChange,
      response: { 200: AccessList },
    },
    handler: (request) => service.changeGrant(ctx, actorOf(request), request.body),
  });
}
