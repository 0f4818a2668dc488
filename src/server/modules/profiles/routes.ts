import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdOrKey } from '../../../domain/common/list-query.js';
import { Phone, ProfileInput, ProfilePatch } from '../../../domain/profiles/profile.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../iam/authenticate.js';
import { named } from '../../answers.js';
import { Instant } from '../common-answers.js';
import * as service from './service.js';

const Name = z.object({ firstName: z.string(), middleName: z.string().optional(), lastName: z.string(), displayName: z.string() });
const Contacts = z.object({ default: z.string().optional(), verified: z.array(z.string()).optional(), unverified: z.array(z.string()).optional() });
const Profile = named(
  'Profile',
  z.object({
    id: z.string(),
    key: z.string(),
    name: Name,
    emails: Contacts,
    phones: Contacts,
    avatar: z.string().nullable(),
    identity: z.string().nullable(),
    enabled: z.boolean(),
    blocked: z.boolean(),
    createdOn: Instant,
    updatedOn: Instant,
  }),
);

export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profiles'];

  r.get('/api/1.0/profiles/phone/:phone', {
    schema: {
      tags,
      summary: 'Who has this default phone number (id, key, name); 404 when nobody',
      params: z.object({ phone: Phone }),
      response: { 200: z.object({ id: z.string(), key: z.string(), name: Name }) },
    },
    handler: (request) => service.findByPhone(ctx, actorOf(request), request.params.phone),
  });
  r.get('/api/1.0/profiles/:id', {
    schema: {
      tags,
      summary: 'A profile by id or key (the identity subject); 404 when none yet',
      params: z.object({ id: IdOrKey }),
      response: { 200: Profile },
    },
    handler: (request) => service.getProfile(ctx, actorOf(request), request.params.id),
  });
  r.post('/api/1.0/profiles', {
    schema: { tags, summary: "Creates the caller's profile", body: ProfileInput, response: { 201: Profile } },
    handler: async (request, reply) => reply.code(201).send(await service.createProfile(ctx, actorOf(request), request.body)),
  });
  r.put('/api/1.0/profiles/:id', {
    schema: { tags, summary: 'Updates a profile with the changed fields', params: z.object({ id: IdOrKey }), body: ProfilePatch, response: { 200: Profile } },
    handler: (request) => service.updateProfile(ctx, actorOf(request), request.params.id, request.body),
  });
}
