import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import type { MediaRow } from './repo.js';

/**
 * What a media file may do in a browser. HTML runs sandboxed (an opaque origin: no console cookies, storage or API
 * calls) with its own scripts and inline styles and nothing fetched from elsewhere; every other file runs nothing.
 */
const HTML_POLICY = [
  'sandbox allow-scripts',
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'media-src data: blob:',
  'font-src data:',
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');
const FILE_POLICY = "sandbox; default-src 'none'; frame-ancestors 'self'";

/** One byte range of `size` bytes: 'ok' with its ends, 'whole' (no usable single range: send everything), or 'unsatisfiable'. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'whole' | 'unsatisfiable' {
  if (!header) return 'whole';
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: the whole file answers them (RFC 9110 lets a server ignore Range).
  if (!m || (m[1] === '' && m[2] === '')) return 'whole';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export const tagsMatch = (header: string | undefined, etag: string) =>
  Boolean(header) && header!.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === etag);

/** Whether the client's copy is current: If-None-Match when sent, else If-Modified-Since (whole seconds). */
function notModified(request: FastifyRequest, row: MediaRow): boolean {
  const inm = request.headers['if-none-match'];
  if (inm) return tagsMatch(inm, row.etag);
  const ims = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(ims) && Math.floor(row.updatedOn.getTime() / 1000) * 1000 <= ims;
}

/** Sends a media file: validators and 304, single byte ranges (206/416) for seeking, and its content policy. */
export async function sendMediaFile(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, row: MediaRow) {
  reply
    .header('etag', row.etag)
    .header('last-modified', row.updatedOn.toUTCString())
    .header('cache-control', 'private, no-cache')
    .header('accept-ranges', 'bytes')
    .header('content-security-policy', row.kind === 'HTML' ? HTML_POLICY : FILE_POLICY)
    .header('x-content-type-options', 'nosniff');
  if (notModified(request, row)) return reply.code(304).send();
  // If-Range with another validator asks for the whole file (the copy it would complete has changed).
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== row.etag && ifRange !== row.updatedOn.toUTCString() ? 'whole' : parseRange(request.headers.range, row.size);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${row.size}`).send();
  const inline = row.kind !== 'CANVA' && row.kind !== 'UNKNOWN';
  reply.type(row.contentType).header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.fileName)}`);
  if (row.size === 0) return reply.header('content-length', '0').send('');
  const part = range === 'whole' ? undefined : range;
  const stream = await ctx.storage.read(row.storageKey, part);
  if (!stream) throw notFound('Media');
  if (part) reply.code(206).header('content-range', `bytes ${part.start}-${part.end}/${row.size}`);
  return reply.header('content-length', String(part ? part.end - part.start + 1 : row.size)).send(stream);
}
