import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdOrKey } from '../../../domain/common/list-query.js';
import { DisplayInput, DisplayPatch } from '../../../domain/signage/display.js';
import { DisplayListQuery, SignageListQuery as ListQuery } from '../../../domain/signage/lists.js';
import { OverrideInput, PlaysQuery } from '../../../domain/signage/player.js';
import { PlaylistInput, PlaylistUpdate } from '../../../domain/signage/playlist.js';
import { fileAnswer, NoContent } from '../../answers.js';
import type { AppContext } from '../../context.js';
import { Deleted, Display, Override, Playlist, PlaySummary, SignageMedia } from './answers.js';
import { actorOf } from '../../iam/authenticate.js';
import { ITEMS_CHANGED_CHANNEL } from '../../lists/list-cache.js';
import { createDisplay, deleteDisplay, listDisplays, updateDisplay } from './displays.js';
import { deleteMedia, listMedia, mediaByAddress, uploadMedia } from './media.js';
import { createPlaylist, deletePlaylist, getPlaylist, listPlaylists, updatePlaylist } from './playlists.js';
import { clearOverride, getOverride, setOverride } from './override.js';
import { playsCsv, playsSummary } from './plays.js';
import { sendMediaFile } from './serve.js';

const BASE = '/api/2.0/zeetaminds';
const FILE = fileAnswer('*/*', 'The file, or the byte range asked');
const WorkspaceQuery = z.object({ aggregate: IdOrKey, project: IdOrKey.optional() });
const params = z.object({ id: z.string().max(100) });

/**
 * Digital signage (docs/product/creatives-assets-signage.md §7 Signage; docs/api.md "Digital signage"): a workspace's
 * media and playlists, named by ?aggregate= like the item lists; VIEWER reads, EDITOR changes
 * (docs/product/creatives-assets-signage.md §6, the asset's playlist and display groups).
 */
export async function signageRoutes(app: FastifyInstance, ctx: AppContext) {
  // Multipart parsing in this scope only, with the configured upload limit.
  await app.register(async (scope) => {
    const limit = ctx.config.signageMaxUploadBytes;
    await scope.register(multipart, { limits: { fileSize: limit, files: 1, fields: 10, parts: 11, fieldSize: 1000 } });
    // Players' manifests hang on displays, playlists, media and overrides: every server drops what it keeps of the
    // tenant's players once a write here has committed (this server already has, in app.ts's onSend). The notice is
    // sent before the answer leaves, not after: a player's next revalidation on another server, however soon, finds its
    // kept state gone (docs/decisions/0107-player-revalidations-from-memory.md). Unsent, the announcer retries it.
    scope.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && request.actor) {
        const tenantId = request.actor.tenantId;
        await ctx.database.notify(ITEMS_CHANGED_CHANNEL, [tenantId]).catch(() => ctx.itemChanges.announce(tenantId));
      }
      return payload;
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(`${BASE}/media`, {
      schema: {
        tags: ['signage'],
        summary: "A workspace's media (?aggregate=), oldest first; name, ids, limit (≤ 1000, all up to it by default) and offset (VIEWER)",
        querystring: ListQuery,
        response: { 200: z.array(SignageMedia) },
      },
      handler: async (request) => listMedia(ctx, actorOf(request), request.query, request.query),
    });
    r.post(`${BASE}/media/file`, {
      schema: {
        tags: ['signage'],
        summary:
          "Upload a media file (EDITOR on ?aggregate=): multipart fields name, startAt and expiryAt (epoch ms), type, duration (5 s by default) and the file in 'file'; kind from the extension, bytes checked against it (415), size limited (413)",
        querystring: WorkspaceQuery,
        response: { 201: SignageMedia },
      },
      bodyLimit: limit + 1024 * 1024,
      handler: async (request, reply) => {
        reply.code(201);
        return uploadMedia(ctx, actorOf(request), request.query, request);
      },
    });
    r.delete(`${BASE}/media/:id`, {
      schema: {
        tags: ['signage'],
        summary: 'Delete a media item and its file (EDITOR); 409 naming the playlists that play it',
        params,
        response: { 200: Deleted },
      },
      handler: async (request) => deleteMedia(ctx, actorOf(request), request.params.id),
    });

    r.get(`${BASE}/playlists`, {
      schema: {
        tags: ['signage'],
        summary: "A workspace's playlists (?aggregate=) with media_count and display_count, oldest first; name, ids, limit and offset (VIEWER)",
        querystring: ListQuery,
        response: { 200: z.array(Playlist) },
      },
      handler: async (request) => listPlaylists(ctx, actorOf(request), request.query, request.query),
    });
    r.get(`${BASE}/playlists/:id`, {
      schema: { tags: ['signage'], summary: 'A playlist: name and media rows in play order (VIEWER on its workspace)', params, response: { 200: Playlist } },
      handler: async (request) => getPlaylist(ctx, actorOf(request), request.params.id),
    });
    r.post(`${BASE}/playlists`, {
      schema: {
        tags: ['signage'],
        summary: 'A new playlist (EDITOR on ?aggregate=): name and add_media rows {media, duration (0: the media’s), play_order, freq}',
        querystring: WorkspaceQuery,
        body: PlaylistInput,
        response: { 201: Playlist },
      },
      handler: async (request, reply) => {
        reply.code(201);
        return createPlaylist(ctx, actorOf(request), request.query, request.body);
      },
    });
    r.put(`${BASE}/playlists/:id`, {
      schema: {
        tags: ['signage'],
        summary: 'Change a playlist (EDITOR): {id, name, add_media, edit_plm, delete_plm}; a removal numbers play_order again from 0',
        params,
        body: PlaylistUpdate,
        response: { 200: Playlist },
      },
      handler: async (request) => updatePlaylist(ctx, actorOf(request), request.params.id, request.body),
    });
    r.delete(`${BASE}/playlists/:id`, {
      schema: { tags: ['signage'], summary: 'Delete a playlist (EDITOR); 409 while a display plays it', params, response: { 200: Deleted } },
      handler: async (request) => deletePlaylist(ctx, actorOf(request), request.params.id),
    });

    r.get(`${BASE}/displays`, {
      schema: {
        tags: ['signage'],
        summary:
          "A workspace's displays (?aggregate=) with their playlist, asset, last seen and player version, oldest first; name, ids, asset, limit and offset (VIEWER)",
        querystring: DisplayListQuery,
        response: { 200: z.array(Display) },
      },
      handler: async (request) => listDisplays(ctx, actorOf(request), request.query, request.query),
    });
    r.post(`${BASE}/displays`, {
      schema: {
        tags: ['signage'],
        summary:
          "A new display (EDITOR on ?aggregate=): gen_token (device ID), name, description, orientation (0 default), np {type 'pl', id, name}, pa true, asset_id; 400 unless a campaign is attached to the asset now",
        querystring: WorkspaceQuery,
        body: DisplayInput,
        response: { 201: Display },
      },
      handler: async (request, reply) => {
        reply.code(201);
        return createDisplay(ctx, actorOf(request), request.query, request.body);
      },
    });
    r.put(`${BASE}/displays/:id`, {
      schema: {
        tags: ['signage'],
        summary: 'Change a display (EDITOR): the named fields; checked as a new one (campaign attached, device ID free)',
        params,
        body: DisplayPatch,
        response: { 200: Display },
      },
      handler: async (request) => updateDisplay(ctx, actorOf(request), request.params.id, request.body),
    });
    r.delete(`${BASE}/displays/:id`, {
      schema: { tags: ['signage'], summary: 'Delete a display (EDITOR)', params, response: { 200: Deleted } },
      handler: async (request) => deleteDisplay(ctx, actorOf(request), request.params.id),
    });

    r.get(`${BASE}/plays/summary`, {
      schema: {
        tags: ['signage'],
        summary:
          'Proof of play per media of the workspace (?aggregate=, from, to: epoch ms, to exclusive, at most 366 days): plays, completed, skipped, seconds; most played first (VIEWER)',
        querystring: PlaysQuery,
        response: { 200: z.array(PlaySummary) },
      },
      handler: async (request) => playsSummary(ctx, actorOf(request), request.query),
    });
    r.get(`${BASE}/plays.csv`, {
      schema: {
        tags: ['signage'],
        summary:
          "The workspace's plays in a period as CSV, streamed (VIEWER): Play ID, Display, Device ID, Asset, Playlist, Media, Campaign, Started, Ended, Seconds, Completed",
        querystring: PlaysQuery,
        response: { 200: fileAnswer('text/csv', 'The plays, streamed') },
      },
      handler: async (request, reply) => {
        const stream = await playsCsv(ctx, actorOf(request), request.query);
        reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="proof-of-play.csv"').header('cache-control', 'no-store');
        return reply.send(stream);
      },
    });

    r.get(`${BASE}/override`, {
      schema: {
        tags: ['signage'],
        summary: "The workspace's emergency override (?aggregate=), or null (VIEWER)",
        querystring: WorkspaceQuery,
        response: { 200: Override.nullable() },
      },
      handler: async (request) => getOverride(ctx, actorOf(request), request.query),
    });
    r.put(`${BASE}/override`, {
      schema: {
        tags: ['signage'],
        summary: 'Show a message (1–500 characters) or a media item of the workspace on every display of it until cleared (EDITOR): {message} or {mediaId}',
        querystring: WorkspaceQuery,
        body: OverrideInput,
        response: { 200: Override.nullable() },
      },
      handler: async (request) => setOverride(ctx, actorOf(request), request.query, request.body),
    });
    r.delete(`${BASE}/override`, {
      schema: {
        tags: ['signage'],
        summary: "Clear the workspace's emergency override (EDITOR): the displays play their playlists again",
        querystring: WorkspaceQuery,
        response: { 200: z.object({ cleared: z.literal(true) }) },
      },
      handler: async (request) => clearOverride(ctx, actorOf(request), request.query),
    });
  });

  // The file's own address, outside /api: <video> elements and players fetch it without headers; its token is the credential.
  app.withTypeProvider<ZodTypeProvider>().get('/signage/files/:tenant/:id/:token', {
    config: { auth: 'public', apiKey: false },
    schema: {
      tags: ['signage'],
      summary: 'A media file (no sign-in: the address holds its token): ETag/Last-Modified (304), single byte ranges (206, 416); HTML sandboxed',
      params: z.object({ tenant: z.string().max(100), id: z.string().max(100), token: z.string().max(100) }),
      // Any type a media item may have (its stored content type).
      response: { 200: FILE, 206: FILE, 304: NoContent, 416: NoContent.describe('The range cannot be satisfied') },
    },
    handler: async (request, reply) => {
      const { tenant, id, token } = request.params;
      return sendMediaFile(ctx, request, reply, await mediaByAddress(ctx, tenant, id, token));
    },
  });
}
