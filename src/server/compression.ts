/**
 * Compressed JSON answers. An answer of COMPRESS_MIN_BYTES or more goes out with brotli (quality 4) or
 * gzip (level 4) when the caller's accept-encoding allows — fast settings, since answers are
 * compressed per request; the console's static files are compressed harder once, at build time
 * (scripts/precompress.ts). Smaller answers, streams and files go as they are.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** Below this, compressing saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(application\/([\w.+-]*\+)?json|text\/)/;
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 4;
/**
 * Answers up to this size are compressed in line. Node's asynchronous call costs a stream, a native handle
 * and a trip through the thread pool each time: ~0.5 ms of CPU for a 10 kB list page, against ~0.13 ms in
 * line (docs/performance.md, "Reads, 2026-12"). In line, 64 kB holds the event loop for well under 1 ms.
 */
const INLINE_MAX_BYTES = 64 * 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Negotiated encodings of the accept-encoding values seen; a few dozen at most (callers send few distinct ones). */
class SeenHeaders extends Map<string, string> {
  override set(header: string, encoding: string): this {
    if (this.size >= 64) this.clear();
    return super.set(header, encoding);
  }
}
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'], cache: new SeenHeaders() });

/** The encoding to answer with for an accept-encoding header (brotli preferred at equal weight); null for none. */
export function encodingFor(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(', ') : acceptEncoding;
  return header ? negotiator.negotiate(header) : null;
}

/**
 * The compressed forms of recent answers, by their exact text: an answer asked for again (a page several consoles
 * read, or one read again before anything changed) is not compressed again. A compression costs the server far
 * more than its own work: a stream, a native encoder, and the major garbage collections their memory brings on.
 * Each form is kept with its whole text, so a changed answer is never sent an old form. Bounded by the texts' and
 * forms' lengths; the least recently used go first.
 */
class RecentForms {
  /** Entries by `shortKey` of their text; texts that share one are told apart by their whole text. */
  private readonly forms = new Map<string, { text: string; form: Buffer }[]>();
  private size = 0;
  constructor(private readonly maxSize: number) {}

  /**
   * The map's key for a text: its length and its two ends. A fresh 10 kB text as the key itself cost ~20 µs a
   * request to hash; comparing it whole with the kept text that shares its key costs about a tenth of that.
   */
  private static shortKey(text: string): string {
    return text.length <= 128 ? text : `${text.length}:${text.slice(0, 48)}:${text.slice(-48)}`;
  }

  get(text: string, make: () => Buffer): Buffer {
    const key = RecentForms.shortKey(text);
    const entries = this.forms.get(key) ?? [];
    let entry = entries.find((e) => e.text === text);
    if (!entry) {
      entry = { text, form: make() };
      entries.push(entry);
      this.size += text.length + entry.form.length;
    }
    // Most recently used last, so the oldest is the first to go.
    this.forms.delete(key);
    this.forms.set(key, entries);
    while (this.size > this.maxSize) {
      const [oldestKey, oldest] = this.forms.entries().next().value as [string, { text: string; form: Buffer }[]];
      this.forms.delete(oldestKey);
      for (const e of oldest) this.size -= e.text.length + e.form.length;
    }
    return entry.form;
  }
}
const RECENT_SIZE = 8 * 1024 * 1024;
const recent: Record<Encoding, RecentForms> = { br: new RecentForms(RECENT_SIZE), gzip: new RecentForms(RECENT_SIZE) };

function compressInline(body: string | Buffer, encoding: Encoding, size: number): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: GZIP_LEVEL });
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
}

const byteLength = (body: string | Buffer) => (typeof body === 'string' ? Buffer.byteLength(body) : body.length);

/** `body` compressed; `size` is its length in bytes when the caller has it already (a 10 kB text takes a scan to measure). */
export async function compress(body: string | Buffer, encoding: Encoding, size = byteLength(body)): Promise<Buffer> {
  if (size <= INLINE_MAX_BYTES) {
    return typeof body === 'string' ? recent[encoding].get(body, () => compressInline(body, encoding, size)) : compressInline(body, encoding, size);
  }
  if (encoding === 'gzip') return gzipAsync(body, { level: GZIP_LEVEL });
  return brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
}

/**
 * A JSON answer kept for repeated sending (the list cache's entries): each compressed form is made
 * once, on the first request that asks for it, and kept with the text.
 */
export class JsonText {
  private readonly forms = new Map<Encoding, Promise<Buffer>>();
  constructor(readonly text: string) {}

  /** The text's size, for the bounds of whatever keeps it. */
  get length(): number {
    return this.text.length;
  }

  encoded(encoding: Encoding, size?: number): Promise<Buffer> {
    let form = this.forms.get(encoding);
    if (!form) {
      form = compress(this.text, encoding, size);
      this.forms.set(encoding, form);
    }
    return form;
  }
}

const kept = new WeakMap<FastifyReply, JsonText>();

/** Sends a kept JSON answer; compressed, it reuses the answer's compressed form. */
export function sendJsonText(reply: FastifyReply, answer: JsonText): FastifyReply {
  kept.set(reply, answer);
  return reply.type('application/json; charset=utf-8').send(answer.text);
}

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const values = vary === undefined ? [] : String(vary).split(/\s*,\s*/);
  if (!values.some((v) => v === '*' || v.toLowerCase() === 'accept-encoding')) reply.header('vary', [...values, 'accept-encoding'].join(', '));
}

async function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  const size = byteLength(payload);
  if (size < COMPRESS_MIN_BYTES) return payload;
  varyOnEncoding(reply);
  const encoding = encodingFor(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const answer = kept.get(reply);
  const body = answer && answer.text === payload ? await answer.encoded(encoding, size) : await compress(payload, encoding, size);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return body;
}

/** Compresses every JSON or text answer of COMPRESS_MIN_BYTES or more that the caller accepts compressed. */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => compressAnswer(request, reply, payload));
}
