import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CampaignInput, CampaignPatch } from '../../../domain/campaigns/campaign.js';
import { CreativeInput, CreativePatch } from '../../../domain/creatives/creative.js';
import { EventInput, EventPatch } from '../../../domain/events/event.js';
import { ItemInput, ItemPatch, VenueInput } from '../../../domain/media-items/item.js';
import { FieldsParam, IdOrKey, ItemListQuery, LIST_PERIODS, ListScope, parseFields, PeriodCountQuery } from '../../../domain/common/list-query.js';
import { project } from '../../authorize.js';
import { sendJsonText } from '../../compression.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../iam/authenticate.js';
import { NoContent } from '../../answers.js';
import { kindAnswers } from './answers.js';
import { countItemsByPeriod, createItem, getCreative, getItem, listItems, rotateDeviceSecret, updateItem, type ItemKind } from './service.js';

/** The item kinds, their paths (docs/api.md) and body schemas; one set of routes serves them all. */
const KINDS: { kind: ItemKind; path: string; tag: string; input: z.ZodObject; patch: z.ZodType }[] = [
  { kind: 'venue', path: '/api/2.0/media-venues', tag: 'venues', input: VenueInput, patch: ItemPatch },
  { kind: 'asset', path: '/api/2.0/media-assets', tag: 'assets', input: ItemInput, patch: ItemPatch },
  { kind: 'device', path: '/api/2.0/media-devices', tag: 'devices', input: ItemInput, patch: ItemPatch },
  { kind: 'campaign', path: '/api/2.0/media-campaigns', tag: 'campaigns', input: CampaignInput, patch: CampaignPatch },
  { kind: 'event', path: '/api/2.0/events', tag: 'events', input: EventInput, patch: EventPatch },
  { kind: 'creative', path: '/api/2.0/media-creatives', tag: 'creatives', input: CreativeInput, patch: CreativePatch },
];

/** Each kind's PUT body (an audit restore is checked against it as a PUT would be). */
export const ITEM_PATCHES = Object.fromEntries(KINDS.map((k) => [k.kind, k.patch])) as Record<ItemKind, z.ZodType>;

const GetQuery = ListScope.extend({ fields: FieldsParam });
/** A POST body may name its workspace as older clients send it (aggregates/service.ts locateWriteWorkspace). */
const BodyScope = { tenant_id: IdOrKey.nullish(), project_id: IdOrKey.nullish(), aggregate_id: IdOrKey.nullish() };
const IdParam = z.object({ id: z.string().min(1).max(100) });

export async function mediaItemRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const { kind, path, tag, input, patch } of KINDS) {
    const answers = kindAnswers(kind);
    r.get(path, {
      schema: {
        tags: [tag],
        summary: `A workspace's ${tag}, newest first or sort=schedule, name= filtering (public=true adds those shared with it)`,
        querystring: ItemListQuery,
        response: { 200: answers.list },
      },
      handler: async (request, reply) => {
        const fields = parseFields(request.query.fields);
        const q = {
          ...request.query,
          // docs/product/platform.md §7: header `reset: true` asks for a fresh read (the console's Refresh).
          fresh: request.headers.reset === 'true',
        };
        // Answered as ready JSON text: a kept list is sent without being serialised or compressed again.
        return sendJsonText(reply, await listItems(ctx, actorOf(request), kind, q, fields));
      },
    });

    // The events list's group counts (docs/product/campaigns-venues-events.md §2.6 hints): a static path, so it
    // outranks `/:id`.
    if (kind === 'event') {
      r.get(`${path}/periods`, {
        schema: {
          tags: [tag],
          summary: "How many of a workspace's events are current and historical (name= filters)",
          querystring: PeriodCountQuery,
          response: { 200: z.object(Object.fromEntries(LIST_PERIODS.map((p) => [p, z.number().int()]))) },
        },
        handler: async (request) => countItemsByPeriod(ctx, actorOf(request), kind, request.query),
      });
    }

    r.get(`${path}/:id`, {
      schema: {
        tags: [tag],
        summary: `One of the ${tag} by id, or by name with ?aggregate=`,
        params: IdParam,
        querystring: GetQuery,
        // A creative is revalidated by its ETag.
        response: { 200: answers.read, ...(kind === 'creative' ? { 304: NoContent } : {}) },
      },
      handler: async (request, reply) => {
        const fields = parseFields(request.query.fields);
        if (kind !== 'creative') return project(await getItem(ctx, actorOf(request), kind, request.params.id, request.query), fields);
        // A creative with all its cards is large: a revalidation by ETag is answered 304 when nothing changed.
        const { etag, item } = await getCreative(
          ctx,
          actorOf(request),
          request.params.id,
          request.query,
          fields?.join(',') ?? '*',
          request.headers['if-none-match'],
        );
        reply.header('etag', etag).header('cache-control', 'private, no-cache');
        if (!item) return reply.code(304).send();
        return project(item, fields);
      },
    });

    r.post(path, {
      schema: {
        tags: [tag],
        summary: `Create one of the ${tag} (ADMIN on the workspace of ?aggregate= or the body's aggregate_id)`,
        querystring: ListScope,
        body: input.extend(BodyScope),
        response: { 201: answers.created },
      },
      handler: async (request, reply) => {
        const { tenant_id, project_id, aggregate_id, ...fields } = request.body as z.infer<z.ZodObject<typeof BodyScope>>;
        reply.code(201);
        return createItem(ctx, actorOf(request), kind, request.query, { tenant_id, project_id, aggregate_id }, fields as Parameters<typeof createItem>[5]);
      },
    });

    r.put(`${path}/:id`, {
      schema: {
        tags: [tag],
        summary: `Change one of the ${tag}: each field needs its group's role`,
        params: IdParam,
        body: patch,
        response: { 200: answers.item },
      },
      handler: async (request) => updateItem(ctx, actorOf(request), kind, request.params.id, request.body as Parameters<typeof updateItem>[4]),
    });
  }

  r.post('/api/2.0/media-devices/:id/secret', {
    schema: {
      tags: ['devices'],
      summary: "Rotate a device's ingestion secret (ADMIN); the new one is shown once",
      params: IdParam,
      response: { 200: z.object({ secret: z.string() }) },
    },
    handler: async (request) => rotateDeviceSecret(ctx, actorOf(request), request.params.id),
  });
}
