import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CampaignInput, CampaignPatch } from '../../../domain/campaigns/campaign.js';
import { CreativeInput, CreativePatch } from '../../../domain/creatives/creative.js';
import { EventInput, EventPatch } from '../../../domain/events/event.js';
import { ItemInput, ItemPatch, VenueInput } from '../../../domain/media-items/item.js';
import { MAX_LIST_IDS, MAX_LIST_LIMIT } from '../../../domain/media-items/list-limits.js';
import { parseFields, project } from '../../authorize.js';
import { sendJsonText } from '../../compression.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../iam/authenticate.js';
import { IdOrKey } from '../common-schemas.js';
import { countItemsByPeriod, createItem, getItem, listItems, rotateDeviceSecret, updateItem, type ItemKind } from './service.js';
import { LIST_ORDERS, SCHEDULE_PERIODS } from './repo.js';

/** The item kinds, their spec paths and body schemas; one set of routes serves them all. */
const KINDS: { kind: ItemKind; path: string; tag: string; input: z.ZodType; patch: z.ZodType }[] = [
  { kind: 'venue', path: '/api/2.0/media-venues', tag: 'venues', input: VenueInput, patch: ItemPatch },
  { kind: 'asset', path: '/api/2.0/media-assets', tag: 'assets', input: ItemInput, patch: ItemPatch },
  { kind: 'device', path: '/api/2.0/media-devices', tag: 'devices', input: ItemInput, patch: ItemPatch },
  { kind: 'campaign', path: '/api/2.0/media-campaigns', tag: 'campaigns', input: CampaignInput, patch: CampaignPatch },
  { kind: 'event', path: '/api/2.0/events', tag: 'events', input: EventInput, patch: EventPatch },
  { kind: 'creative', path: '/api/2.0/media-creatives', tag: 'creatives', input: CreativeInput, patch: CreativePatch },
];

const Scope = { tenant: IdOrKey.optional(), project: IdOrKey.optional(), aggregate: IdOrKey.optional() };
const Fields = z.string().max(1000).optional();
const Name = z.string().trim().max(100).optional();
const ListQuery = z.object({
  ...Scope,
  fields: Fields,
  public: z.enum(['true', 'false']).optional(),
  sort: z.enum(LIST_ORDERS).default('newest'),
  period: z.enum(SCHEDULE_PERIODS).optional(),
  name: Name,
  ids: z
    .string()
    .max(MAX_LIST_IDS * 25)
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.string().regex(/^[0-9a-f]{24}$/, 'ids must be 24-character hexadecimal ids')).max(MAX_LIST_IDS))
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(200),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
const GetQuery = z.object({ ...Scope, fields: Fields });
const PeriodsQuery = z.object({ ...Scope, name: Name });
const IdParam = z.object({ id: z.string().min(1).max(100) });

export async function mediaItemRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const { kind, path, tag, input, patch } of KINDS) {
    r.get(path, {
      schema: {
        tags: [tag],
        summary: `A workspace's ${tag}, newest first or sort=schedule, name= filtering (public=true adds those shared with it)`,
        querystring: ListQuery,
      },
      handler: async (request, reply) => {
        const fields = parseFields(request.query.fields);
        const q = {
          ...request.query,
          public: request.query.public === 'true',
          // DESIGN §4: header `reset: true` asks for a fresh read (the console's Refresh).
          fresh: request.headers.reset === 'true',
        };
        // Answered as ready JSON text: a kept list is sent without being serialised or compressed again.
        return sendJsonText(reply, await listItems(ctx, actorOf(request), kind, q, fields));
      },
    });

    // The events list's group counts (spec 02 §2.6 hints): a static path, so it outranks `/:id`.
    if (kind === 'event') {
      r.get(`${path}/periods`, {
        schema: { tags: [tag], summary: "How many of a workspace's events are current and historical (name= filters)", querystring: PeriodsQuery },
        handler: async (request) => countItemsByPeriod(ctx, actorOf(request), kind, request.query),
      });
    }

    r.get(`${path}/:id`, {
      schema: { tags: [tag], summary: `One of the ${tag} by id, or by name with ?aggregate=`, params: IdParam, querystring: GetQuery },
      handler: async (request) => project(await getItem(ctx, actorOf(request), kind, request.params.id, request.query), parseFields(request.query.fields)),
    });

    r.post(path, {
      schema: { tags: [tag], summary: `Create one of the ${tag} (ADMIN on the workspace)`, querystring: z.object(Scope), body: input },
      handler: async (request, reply) => {
        reply.code(201);
        return createItem(ctx, actorOf(request), kind, request.query, request.body as Parameters<typeof createItem>[4]);
      },
    });

    r.put(`${path}/:id`, {
      schema: { tags: [tag], summary: `Change one of the ${tag}: each field needs its group's role`, params: IdParam, body: patch },
      handler: async (request) => updateItem(ctx, actorOf(request), kind, request.params.id, request.body as Parameters<typeof updateItem>[4]),
    });
  }

  r.post('/api/2.0/media-devices/:id/secret', {
    schema: { tags: ['devices'], summary: "Rotate a device's ingestion secret (ADMIN); the new one is shown once", params: IdParam },
    handler: async (request) => rotateDeviceSecret(ctx, actorOf(request), request.params.id),
  });
}
