import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdOrKey } from '../../../domain/common/list-query.js';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '../../../domain/images/aspect.js';
import { fileAnswer, NoContent } from '../../answers.js';
import type { AppContext } from '../../context.js';
import { badRequest, HttpError } from '../../errors.js';
import { actorOf } from '../../iam/authenticate.js';
import { IMAGE_OWNER_TYPES } from './owners.js';
import { authoriseUpload, checkAssetRef, ownerImage, storeOwnerImage, tenantLogo, type ImageRef, type StoredImage } from './service.js';

const PURPOSES = ['img', 'banner', 'icon', 'logo'] as const;

// One path serves two forms (docs/product/platform.md §7): ?tenant={key}&type=logo (public) and ?type=&id=&for= (signed
// in).
const ImageQuery = z.object({
  tenant: IdOrKey.optional(),
  type: z.enum([...IMAGE_OWNER_TYPES, 'logo']),
  id: IdOrKey.optional(),
  for: z.enum(PURPOSES).optional(),
  asset: IdOrKey.optional(),
  choice: IdOrKey.optional(),
});
type ImageQuery = z.infer<typeof ImageQuery>;

function ownerRef(q: ImageQuery): ImageRef {
  if (q.type === 'logo' || !q.id || !q.for) throw badRequest('Name the image with type, id and for (or tenant and type=logo)');
  if (q.choice && (q.type !== 'question' || q.asset)) throw badRequest('Only a question names a choice, and not together with an asset');
  const ref = { type: q.type, id: q.id, for: q.for, ...(q.asset ? { asset: q.asset } : {}), ...(q.choice ? { choice: q.choice } : {}) };
  checkAssetRef(ref);
  return ref;
}

// If-None-Match may list several tags, weak or not.
const matches = (header: string | undefined, etag: string) =>
  Boolean(header) && header!.split(',').some((t) => t.trim().replace(/^W\//, '') === etag || t.trim() === '*');

function sendImage(request: FastifyRequest, reply: FastifyReply, image: StoredImage, cacheControl: string) {
  reply.header('etag', image.etag).header('cache-control', cacheControl).header('last-modified', image.updatedOn.toUTCString());
  if (matches(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
  return reply.type(image.contentType).header('x-content-type-options', 'nosniff').send(image.bytes);
}

/**
 * The single uploaded file of field `image`, at most 1 MB (413 with the message of docs/product/platform.md §5 beyond).
 */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest("Send the image as multipart/form-data in the field 'image'");
  const part = await request.file();
  if (!part || part.fieldname !== 'image') throw badRequest("Send the image as multipart/form-data in the field 'image'");
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'Payload Too Large', IMAGE_MESSAGES.tooLarge);
    throw error;
  }
}

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const Stored = z.object({ url: z.string(), etag: z.string(), width: z.number().int(), height: z.number().int() });

export async function imageRoutes(app: FastifyInstance, ctx: AppContext) {
  // Multipart parsing is registered only in this scope: no other route accepts uploads.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get('/images', {
      schema: {
        tags: ['images'],
        summary: 'An image: ?tenant={key}&type=logo (public) or ?type=&id=&for= (VIEWER on the owner)',
        querystring: ImageQuery,
        response: { 200: fileAnswer(IMAGE_TYPES, 'The image'), 304: NoContent },
      },
      config: { auth: 'optional' },
      handler: async (request, reply) => {
        const q = request.query;
        if (q.type === 'logo') {
          if (!q.tenant) throw badRequest('The tenant logo needs ?tenant={key}');
          return sendImage(request, reply, await tenantLogo(ctx, q.tenant), 'public, max-age=300');
        }
        const ref = ownerRef(q);
        return sendImage(request, reply, await ownerImage(ctx, actorOf(request), ref), 'private, no-cache');
      },
    });

    r.post('/images', {
      schema: {
        tags: ['images'],
        summary: "Upload an owner's image: multipart field 'image', PNG/JPEG/GIF/WebP up to 1 MB",
        querystring: ImageQuery,
        response: { 201: Stored },
      },
      config: { auth: 'optional' },
      // The multipart envelope around a 1 MB file is a little larger than 1 MB.
      bodyLimit: MAX_IMAGE_BYTES + 64 * 1024,
      handler: async (request, reply) => {
        const ref = ownerRef(request.query);
        const actor = actorOf(request);
        const owner = await authoriseUpload(ctx, actor, ref);
        const stored = await storeOwnerImage(ctx, actor, ref, owner.ownerId, await readUpload(request));
        // A creative's list tile counts its asset pictures.
        if (ref.asset) ctx.itemChanges.announce(actor.tenantId);
        return reply.code(201).send(stored);
      },
    });

    // docs/product/platform.md §7: the console sends OPTIONS after an upload to drop its cached copy; nothing is cached
    // here.
    r.options('/images', {
      schema: { tags: ['images'], summary: 'Cache drop after an upload (204)', querystring: ImageQuery, response: { 204: NoContent } },
      config: { auth: 'optional' },
      handler: async (_request, reply) => reply.code(204).header('cache-control', 'no-store').send(),
    });
  });
}
