import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { newId } from '../../../domain/common/ids.js';
import { contentTypeOf, declaredTypeAgrees, mediaKindOf, MediaUploadFields, type MediaKind, type SignageMedia } from '../../../domain/signage/media.js';
import type { SignageListWindow } from '../../../domain/signage/lists.js';
import { SIGNAGE_MESSAGES } from '../../../domain/signage/messages.js';
import { SIGNAGE_EDIT_ROLE, SIGNAGE_READ_ROLE } from '../../../domain/signage/roles.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, HttpError, notFound } from '../../errors.js';
import { requireOn } from '../learning/index.js';
import { profileIdOf } from '../profiles/index.js';
import { workspaceWith, type WorkspaceScope } from './access.js';
import { overrideShows } from './repo-player.js';
import * as repo from './repo.js';
import { bytesAgree, sniff, SNIFF_BYTES } from './sniff.js';

/** The file's own address: the random token is what lets players and <video> elements fetch it without a bearer token. */
export const mediaFileUrl = (row: Pick<repo.MediaRow, 'tenantId' | 'id' | 'fileToken'>) => `/signage/files/${row.tenantId}/${row.id}/${row.fileToken}`;

export function presentMedia(row: repo.MediaRow): SignageMedia {
  return {
    id: row.id,
    name: row.name,
    type: row.kind as MediaKind,
    duration: row.duration,
    startAt: row.startAt,
    expiryAt: row.expiryAt,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    url: mediaFileUrl(row),
    aggregate_id: row.aggregateId,
    updatedOn: row.updatedOn.toISOString(),
  };
}

export async function listMedia(ctx: AppContext, actor: Actor, scope: WorkspaceScope, page: SignageListWindow) {
  const at = await workspaceWith(ctx, actor, scope, SIGNAGE_READ_ROLE, 'media');
  return (await repo.listMedia(ctx.db, at.tenant.id, at.workspace.id, page)).map(presentMedia);
}

const humanSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} kB`);
const tooLarge = (limit: number) => new HttpError(413, 'Payload Too Large', SIGNAGE_MESSAGES.tooLarge(humanSize(limit)));
const spoofed = () => new HttpError(415, 'Unsupported Media Type', SIGNAGE_MESSAGES.spoofedType);
const UPLOAD_SHAPE = "Send the media as multipart/form-data: the fields name, startAt, expiryAt (epoch ms), type, duration and the file in 'file'";

/** What streaming a file into storage learnt about it on the way. */
interface Received {
  fileName: string;
  declared: string;
  head: Buffer;
  size: number;
  sha256: string;
}

/** Streams the file part into storage under `key`, keeping its first bytes, its size and its digest. */
async function receive(ctx: AppContext, key: string, part: MultipartFile): Promise<Received> {
  const hash = createHash('sha256');
  const heads: Buffer[] = [];
  let size = 0;
  async function* tap(source: Readable) {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      if (size < SNIFF_BYTES) heads.push(chunk.subarray(0, SNIFF_BYTES - size));
      size += chunk.length;
      hash.update(chunk);
      yield chunk;
    }
  }
  try {
    await ctx.storage.putStream(key, tap(part.file));
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(ctx.config.signageMaxUploadBytes);
    throw error;
  }
  if (part.file.truncated) {
    await ctx.storage.delete(key);
    throw tooLarge(ctx.config.signageMaxUploadBytes);
  }
  return { fileName: part.filename, declared: part.mimetype, head: Buffer.concat(heads), size, sha256: hash.digest('hex') };
}

/**
 * POST /media/file: EDITOR on the workspace is checked before a byte is read; the file is streamed into storage (the
 * fields may come before or after it, as a form sends them), then fields, declared types and bytes are checked — a
 * refusal removes what was stored.
 */
export async function uploadMedia(ctx: AppContext, actor: Actor, scope: WorkspaceScope, request: FastifyRequest) {
  const at = await workspaceWith(ctx, actor, scope, SIGNAGE_EDIT_ROLE, 'media');
  if (!request.isMultipart()) throw badRequest(UPLOAD_SHAPE);
  const id = newId();
  const key = `signage/${at.tenant.id}/${at.workspace.id}/${id}`;
  const fields: Record<string, string> = {};
  let received: Received | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || received) {
        part.file.resume();
        throw badRequest(UPLOAD_SHAPE);
      }
      received = await receive(ctx, key, part);
    }
    if (!received || received.size === 0 || !received.fileName) throw badRequest(SIGNAGE_MESSAGES.selectFile);
    const parsed = MediaUploadFields.safeParse(fields);
    if (!parsed.success) throw badRequest(parsed.error.issues[0].message, parsed.error.issues);
    const kind = mediaKindOf(received.fileName);
    const sniffed = sniff(received.head);
    if (!declaredTypeAgrees(parsed.data.type, kind) || !declaredTypeAgrees(received.declared, kind) || !bytesAgree(kind, sniffed)) throw spoofed();
    const binary = kind === 'IMAGE' || kind === 'VIDEO' || kind === 'PDF';
    const row = await repo.insertMedia(ctx.db, {
      tenantId: at.tenant.id,
      id,
      aggregateId: at.workspace.id,
      projectId: at.workspace.projectId,
      name: parsed.data.name,
      kind,
      duration: parsed.data.duration,
      startAt: parsed.data.startAt,
      expiryAt: parsed.data.expiryAt,
      fileName: received.fileName.slice(-200),
      contentType: binary ? sniffed.contentType : contentTypeOf(received.fileName),
      size: received.size,
      etag: `"${received.sha256.slice(0, 32)}"`,
      storageKey: key,
      fileToken: randomBytes(16).toString('hex'),
      profileId: (await profileIdOf(ctx, actor)) ?? '',
    });
    return presentMedia(row);
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
}

/** The media row a file address names, when its token is right (compared in constant time). */
export async function mediaByAddress(ctx: AppContext, tenantId: string, id: string, token: string): Promise<repo.MediaRow> {
  const row = /^[0-9a-f]{24}$/.test(id) ? await repo.findMedia(ctx.db, tenantId, id) : null;
  const given = Buffer.from(token);
  const expected = Buffer.from(row?.fileToken ?? '');
  if (!row || given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound('Media');
  return row;
}

/** DELETE /media/{id}: EDITOR on its workspace; refused (409) while a playlist (named) or the override shows it; its bytes go too. */
export async function deleteMedia(ctx: AppContext, actor: Actor, id: string) {
  const row = await repo.findMedia(ctx.db, actor.tenantId, id);
  if (!row) throw notFound('Media');
  await requireOn(ctx, actor, row.aggregateId, SIGNAGE_EDIT_ROLE, 'Media');
  const playlists = await repo.playlistsPlaying(ctx.db, row.tenantId, row.aggregateId, row.id);
  if (playlists.length > 0) throw conflict(SIGNAGE_MESSAGES.mediaInUse(playlists));
  // The displays show the override's media until it is cleared.
  if (await overrideShows(ctx.db, row.tenantId, row.id)) throw conflict(SIGNAGE_MESSAGES.mediaInOverride);
  await repo.deleteMedia(ctx.db, row.tenantId, row.id);
  await ctx.storage.delete(row.storageKey);
  return { id, deleted: true as const };
}
