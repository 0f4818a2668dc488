import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ItemInput, ItemPatch, VenueInput } from '../../../domain/media-items/item.js';
import type { MediaItemPageKind } from '../../../domain/media-items/types.js';
import { parseFields, project } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../iam/authenticate.js';
import { IdOrKey } from '../common-schemas.js';
import { createItem, getItem, listItems, rotateDeviceSecret, updateItem } from './service.js';
import { COLUMN_FIELDS } from './repo.js';

/** The three item kinds and their spec paths; one set of routes serves them all. */
const KINDS: { kind: MediaItemPageKind; path: string; tag: string }[] = [
  { kind: 'venue', path: '/api/2.0/media-venues', tag: 'venues' },
  { kind: 'asset', path: '/api/2.0/media-assets', tag: 'assets' },
  { kind: 'device', path: '/api/2.0/media-devices', tag: 'devices' },
];

const Scope = { tenant: IdOrKey.optional(), project: IdOrKey.optional(), aggregate: IdOrKey.optional() };
const Fields = z.string().max(1000).optional();
const ListQuery = z.object({
  ...Scope,
  fields: Fields,
  public: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
const GetQuery = z.object({ ...Scope, fields: Fields });
const IdParam = z.object({ id: z.string().min(1).max(100) });

export async function mediaItemRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const { kind, path, tag } of KINDS) {
    r.get(path, {
      schema: { tags: [tag], summary: `A workspace's ${tag}, newest first (public=true adds those shared with it)`, querystring: ListQuery },
      handler: async (request) => {
        const fields = parseFields(request.query.fields);
        const q = {
          ...request.query,
          public: request.query.public === 'true',
          withRelations: !fields || fields.includes('relations'),
          columnsOnly: !!fields && fields.every((f) => COLUMN_FIELDS.has(f)),
        };
        const list = await listItems(ctx, actorOf(request), kind, q);
        return fields ? list.map((item) => project(item, fields)) : list;
      },
    });

    r.get(`${path}/:id`, {
      schema: { tags: [tag], summary: `One of the ${tag} by id, or by name with ?aggregate=`, params: IdParam, querystring: GetQuery },
      handler: async (request) => project(await getItem(ctx, actorOf(request), kind, request.params.id, request.query), parseFields(request.query.fields)),
    });

    r.post(path, {
      schema: { tags: [tag], summary: `Create one of the ${tag} (ADMIN on the workspace)`, querystring: z.object(Scope), body: kind === 'venue' ? VenueInput : ItemInput },
      handler: async (request, reply) => {
        reply.code(201);
        return createItem(ctx, actorOf(request), kind, request.query, request.body);
      },
    });

    r.put(`${path}/:id`, {
      schema: { tags: [tag], summary: `Change one of the ${tag}: each field needs its group's role`, params: IdParam, body: ItemPatch },
      handler: async (request) => updateItem(ctx, actorOf(request), kind, request.params.id, request.body),
    });
  }

  r.post('/api/2.0/media-devices/:id/secret', {
    schema: { tags: ['devices'], summary: "Rotate a device's ingestion secret (ADMIN); the new one is shown once", params: IdParam },
    handler: async (request) => rotateDeviceSecret(ctx, actorOf(request), request.params.id),
  });
}
