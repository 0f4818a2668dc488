import { z } from 'zod';
import { SIGNAGE_MESSAGES } from './messages.js';

/** docs/product/creatives-assets-signage.md §3 Signage: what a media file is, from its extension. */
export const MEDIA_KINDS = ['IMAGE', 'VIDEO', 'PDF', 'HTML', 'TICKER', 'CANVA', 'UNKNOWN'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const KIND_BY_EXTENSION: Record<string, MediaKind> = {
  jpg: 'IMAGE',
  jpeg: 'IMAGE',
  png: 'IMAGE',
  mp4: 'VIDEO',
  avi: 'VIDEO',
  mov: 'VIDEO',
  webm: 'VIDEO',
  pdf: 'PDF',
  html: 'HTML',
  htm: 'HTML',
  txt: 'TICKER',
  canva: 'CANVA',
};

/** The file name's last extension, lowercased ('' when there is none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

export const mediaKindOf = (fileName: string): MediaKind => KIND_BY_EXTENSION[extensionOf(fileName)] ?? 'UNKNOWN';

/** The content type a file of this extension is served with; the bytes are checked against it on upload. */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
  mov: 'video/quicktime',
  webm: 'video/webm',
  pdf: 'application/pdf',
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};
export const contentTypeOf = (fileName: string): string => CONTENT_TYPES[extensionOf(fileName)] ?? 'application/octet-stream';

/** docs/product/creatives-assets-signage.md §9: a media item shows 5 seconds unless told otherwise. */
export const MEDIA_DEFAULTS = { duration: 5 } as const;
/** Ours: a day is the longest one item holds the screen; a name is as long as an item's. */
export const SIGNAGE_LIMITS = { name: 100, description: 500, duration: 86_400, freq: 100, rows: 500, playOrder: 10_000, genToken: 64 } as const;
/** Ours: uploads up to 512 MB unless the server is configured otherwise (SIGNAGE_MAX_UPLOAD_BYTES). */
export const DEFAULT_MAX_UPLOAD_BYTES = 512 * 1024 * 1024;

// Years 1970 to 9999: a negative or larger epoch is not a time a screen shows anything at.
const LATEST_MS = Date.parse('9999-12-31T23:59:59.999Z');

/** Epoch milliseconds, as a number (JSON) or as the digits a multipart field carries. */
export const EpochMs = (required: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,16}$/.test(v.trim()) ? Number(v.trim()) : v === '' ? undefined : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? required : SIGNAGE_MESSAGES.epochMs) })
      .int(SIGNAGE_MESSAGES.epochMs)
      .min(0, SIGNAGE_MESSAGES.epochMs)
      .max(LATEST_MS, SIGNAGE_MESSAGES.epochMs),
  );

/** Whole seconds, as a number or the digits of a form field. */
export const Seconds = (required: string, min = 0) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,6}$/.test(v.trim()) ? Number(v.trim()) : v === '' ? undefined : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? required : `${required.replace(/ is required$/, '')} must be a whole number of seconds`) })
      .int()
      .min(min)
      .max(SIGNAGE_LIMITS.duration),
  );

const Name = z.string({ error: SIGNAGE_MESSAGES.nameRequired }).trim().min(1, SIGNAGE_MESSAGES.nameRequired).max(SIGNAGE_LIMITS.name);

/**
 * The fields of POST /media/file besides the file (docs/product/creatives-assets-signage.md §7: name, expiryAt,
 * startAt, type). `type` is the declared content type of the file (the browser's, or a kind name); the stored kind
 * always comes from the extension.
 */
export const MediaUploadFields = z
  .object({
    name: Name,
    startAt: EpochMs(SIGNAGE_MESSAGES.startAtRequired),
    expiryAt: EpochMs(SIGNAGE_MESSAGES.expiryAtRequired),
    duration: Seconds(SIGNAGE_MESSAGES.durationRequired, 1).default(MEDIA_DEFAULTS.duration),
    type: z.string().trim().max(100).optional(),
  })
  .refine((m) => m.expiryAt > m.startAt, { message: SIGNAGE_MESSAGES.expiryAfterStart, path: ['expiryAt'] });
export type MediaUploadFields = z.infer<typeof MediaUploadFields>;

/** A media item as the API answers it. */
export interface SignageMedia {
  id: string;
  name: string;
  type: MediaKind;
  duration: number;
  startAt: number;
  expiryAt: number;
  fileName: string;
  contentType: string;
  size: number;
  url: string;
  aggregate_id: string;
  updatedOn: string;
}

/**
 * Whether a declared type agrees with the file's kind: a kind name, or a content type of the kind's family
 * ('image/…' for IMAGE …). An empty declaration or application/octet-stream says nothing, so it agrees.
 */
export function declaredTypeAgrees(declared: string | undefined, kind: MediaKind): boolean {
  const d = (declared ?? '').trim().toLowerCase().split(';')[0];
  if (!d || d === 'application/octet-stream') return true;
  if (d === kind.toLowerCase()) return true;
  switch (kind) {
    case 'IMAGE':
      return d.startsWith('image/');
    case 'VIDEO':
      return d.startsWith('video/');
    case 'PDF':
      return d === 'application/pdf';
    case 'HTML':
      return d === 'text/html';
    case 'TICKER':
      return d === 'text/plain';
    default:
      // CANVA and UNKNOWN: a declaration of another kind's family is a disagreement.
      return !/^(image|video)\//.test(d) && !['application/pdf', 'text/html', 'text/plain'].includes(d) && MEDIA_KINDS.every((k) => k.toLowerCase() !== d);
  }
}
