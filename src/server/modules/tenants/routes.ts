import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../iam/authenticate.js';
import { IdOrKey, parseFields } from '../../../domain/common/list-query.js';
import { Privilege, type PrivilegeLevel } from '../../../domain/access/levels.js';
import { tenantResource } from '../../../domain/access/resources.js';
import { EmbedOriginsInput } from '../../../domain/tenants/embed.js';
import { project, requirePrivilege, tenantOfActor } from '../../authorize.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../errors.js';
import { isEnrolled } from '../../iam/two-factor.js';
import { ENROL_YOURSELF_FIRST } from '../../../domain/iam/two-factor.js';
import { named } from '../../answers.js';
import { Instant, projected } from '../common-answers.js';
import { FieldsQuery } from '../common-schemas.js';
import { presentPublicTenant, presentTenant } from './present.js';
import { setEmbedOrigins, setTwoFactorRequired, type TenantRow } from './repo.js';

const TwoFactorRequirement = z.object({ required: z.boolean() }).strict();

/** What anyone may read of a tenant (the landing page's look-up). */
const PublicTenant = z.object({ id: z.string(), key: z.string(), name: z.string() });
/** The whole tenant, for its own members. */
const Tenant = named(
  'Tenant',
  PublicTenant.extend({
    description: z.string(),
    roles: z.array(z.object({ resources: z.array(z.string()) })).describe("The first entry's resources are the enabled menu areas"),
    embedOrigins: z.array(z.string()),
    twoFactorRequired: z.boolean(),
    createdOn: Instant,
    updatedOn: Instant,
  }),
);

/** Tenants: the caller's own, and the public look-up the landing page uses. */
export async function tenantRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/1.0/tenants', {
    schema: { tags: ['tenants'], summary: "The caller's tenant", querystring: FieldsQuery, response: { 200: z.array(projected(Tenant)) } },
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
      response: { 200: z.union([projected(Tenant), projected(PublicTenant)]) },
    },
    config: { auth: 'optional' },
    handler: async (request) => {
      const tenant = await ctx.tenants.find(request.params.id);
      if (!tenant) throw notFound('Tenant');
      const own = request.actor?.tenantId === tenant.id;
      return project(own ? presentTenant(tenant) : presentPublicTenant(tenant), parseFields(request.query.fields));
    },
  });

  /** A tenant setting: the caller must hold `role` on the tenant the path names; `apply` stores it and answers the row. */
  function putSetting<Body extends z.ZodType>(
    path: string,
    summary: string,
    role: PrivilegeLevel,
    body: Body,
    apply: (tenantId: string, input: z.infer<Body>, actor: Actor) => Promise<TenantRow | null>,
  ) {
    r.put(path, {
      schema: { tags: ['tenants'], summary, params: z.object({ id: IdOrKey }), body, response: { 200: Tenant } },
      handler: async (request) => {
        const actor = actorOf(request);
        const tenant = await tenantOfActor(ctx, actor, (request.params as { id: string }).id);
        requirePrivilege(actor, tenantResource(tenant.key), role);
        return saved(await apply(tenant.id, request.body as z.infer<Body>, actor));
      },
    });
  }

  putSetting(
    '/api/1.0/tenants/:id/embed-origins',
    "The origins whose URLs the console may frame in creatives' cards (ADMIN of the tenant)",
    Privilege.ADMIN,
    EmbedOriginsInput,
    (tenantId, input) => setEmbedOrigins(ctx.db, tenantId, [...new Set(input.embedOrigins)]),
  );

  putSetting(
    '/api/1.0/tenants/:id/two-factor',
    'Whether every user of the tenant must sign in with a second factor (OWNER of the tenant, whose own account has one)',
    Privilege.OWNER,
    TwoFactorRequirement,
    async (tenantId, input, actor) => {
      if (input.required && !(await isEnrolled(ctx, actor.tenantId, actor.userId))) throw conflict(ENROL_YOURSELF_FIRST);
      return setTwoFactorRequired(ctx.db, tenantId, input.required);
    },
  );

  function saved(row: TenantRow | null) {
    if (!row) throw notFound('Tenant');
    // Other servers keep the tenant up to 30 s (TenantDirectory): the console reads it from here at once.
    ctx.tenants.forget(row);
    return presentTenant(row);
  }
}
