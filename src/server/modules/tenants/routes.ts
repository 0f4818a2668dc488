import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../iam/authenticate.js';
import { IdOrKey, parseFields } from '../../../domain/common/list-query.js';
import { Privilege } from '../../../domain/access/levels.js';
import { tenantResource } from '../../../domain/access/resources.js';
import { EmbedOriginsInput } from '../../../domain/tenants/embed.js';
import { project, requirePrivilege, tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { FieldsQuery } from '../common-schemas.js';
import { presentPublicTenant, presentTenant } from './present.js';
import { setEmbedOrigins } from './repo.js';

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

  r.put('/api/1.0/tenants/:id/embed-origins', {
    schema: {
      tags: ['tenants'],
      summary: "The origins whose URLs the console may frame in creatives' cards (ADMIN of the tenant)",
      params: z.object({ id: IdOrKey }),
      body: EmbedOriginsInput,
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const tenant = await tenantOfActor(ctx, actor, request.params.id);
      requirePrivilege(actor, tenantResource(tenant.key), Privilege.ADMIN);
      const row = await setEmbedOrigins(ctx.db, tenant.id, [...new Set(request.body.embedOrigins)]);
      if (!row) throw notFound('Tenant');
      // Other servers keep the tenant up to 30 s (TenantDirectory): the console reads it from here at once.
      ctx.tenants.forget(row);
      return presentTenant(row);
    },
  });
}
