import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../iam/authenticate.js';
import { User } from '../common-answers.js';
import { TenantScope } from '../common-schemas.js';
import * as service from './service.js';
import { twoFactorRoutes } from './two-factor-routes.js';

const Group = z.object({ name: z.string(), scope: z.string(), role: z.string(), members: z.array(z.string()).describe('Usernames') });

const Credentials = z.object({ id: z.string().min(1).max(100), password: z.string().min(1).max(1000) });
const PasswordChange = Credentials.extend({ currentPassword: z.string().min(1).max(1000).optional() });

/** Users, their groups, and the caller's own credentials. */
export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tag = { tags: ['users'] };

  r.get('/api/1.0/users', {
    schema: { ...tag, summary: 'Users of the tenant with their groups (tenant ADMIN)', querystring: TenantScope, response: { 200: z.array(User) } },
    handler: (request) => service.listUsers(ctx, actorOf(request), request.query.tenant),
  });
  r.get('/api/1.0/users/iam', {
    schema: {
      ...tag,
      summary: "Checks the caller's own password (400 when wrong)",
      querystring: Credentials,
      response: { 200: z.object({ valid: z.literal(true) }) },
    },
    // The proof two-factor enrolment takes, for a token that opens enrolment only.
    config: { enrolment: true },
    handler: (request) => service.validateCredentials(ctx, actorOf(request), request.query.id, request.query.password),
  });
  r.put('/api/1.0/users/iam', {
    schema: {
      ...tag,
      summary:
        "Changes the caller's own password, given currentPassword or after this session checked it (GET) within 5 minutes, else 403; earlier tokens stop working",
      body: PasswordChange,
      response: { 200: z.object({ changed: z.literal(true) }) },
    },
    handler: (request) => service.changePassword(ctx, actorOf(request), request.body),
  });
  await twoFactorRoutes(app, ctx);
  r.get('/api/1.0/scopes', {
    schema: {
      ...tag,
      summary: 'Resource scopes that have groups (tenant ADMIN)',
      querystring: TenantScope,
      response: { 200: z.array(z.object({ name: z.string() })) },
    },
    handler: (request) => service.listScopes(ctx, actorOf(request), request.query.tenant),
  });
  r.get('/api/1.0/roles', {
    schema: {
      ...tag,
      summary: 'Role names and their privilege levels (tenant ADMIN)',
      querystring: TenantScope,
      response: { 200: z.array(z.object({ name: z.string(), level: z.number().int() })) },
    },
    handler: (request) => service.listRoles(ctx, actorOf(request), request.query.tenant),
  });
  r.get('/api/1.0/groups', {
    schema: { ...tag, summary: 'Groups `<scope>.<role>` with their members (tenant ADMIN)', querystring: TenantScope, response: { 200: z.array(Group) } },
    handler: (request) => service.listGroups(ctx, actorOf(request), request.query.tenant),
  });
}
