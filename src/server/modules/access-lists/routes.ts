import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GrantChange, NewUser } from '../../../domain/users/access-lists.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../iam/authenticate.js';
import { TenantScope } from '../common-schemas.js';
import * as service from './service.js';

/** The users page (docs/product/platform.md §2.10): access lists, and, ours, adding users and granting roles. */
export async function accessListRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = { tags: ['users'] };

  r.get('/api/1.0/access-lists', {
    schema: { ...tag, summary: 'Access lists of the tenant, treasury, each project and each workspace (tenant ADMIN)', querystring: TenantScope },
    handler: (request) => service.listAccessLists(ctx, actorOf(request), request.query.tenant),
  });
  r.post('/api/1.0/users', {
    schema: {
      ...tag,
      summary: 'Adds a user to the tenant, without roles (tenant ADMIN); 409 when the username exists',
      querystring: TenantScope,
      body: NewUser,
    },
    handler: async (request, reply) => reply.code(201).send(await service.addUser(ctx, actorOf(request), request.query.tenant, request.body)),
  });
  r.put('/api/1.0/access-lists/grants', {
    schema: { ...tag, summary: 'Grants or revokes a role on an access list (ADMIN there, never above your own role)', body: GrantChange },
    handler: (request) => service.changeGrant(ctx, actorOf(request), request.body),
  });
}
