import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../iam/authenticate.js';
import { IdOrKey, parseFields } from '../../../domain/common/list-query.js';
import { project } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { FieldsQuery } from '../common-schemas.js';
import { presentPublicTenant, presentTenant } from './present.js';

/** Tenants: the caller's own, and the public look-up the landing page uses. */
export async function tenantRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/1.0/tenants', {
    schema: { tags: ['tenants'], summary: "The caller's tenant", querystring: FieldsQuery },
    handler: async (request) => {
      const tenant = await ctx.tenants.find(actorOf(request).tenantId);
      if (!tenant) throw notFound('Tenant');
      return [project(presentTenant(tenant), parseFields(request.query.fields))];
    },
  });

  r.get('/api/1.0/tenants/:id', {
    schema: {
      tags: ['tenants'],
      summary: 'A tenant by id or key: id, key and name without a token; the whole record for its own members',
      params: z.object({ id: IdOrKey }),
      querystring: FieldsQuery,
    },
    config: { auth: 'optional' },
    handler: async (request) => {
      const tenant = await ctx.tenants.find(request.params.id);
      if (!tenant) throw notFound('Tenant');
      const own = request.actor?.tenantId === tenant.id;
      return project(own ? presentTenant(tenant) : presentPublicTenant(tenant), parseFields(request.query.fields));
    },
  });
}
