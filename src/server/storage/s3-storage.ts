import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { HttpError } from '../errors.js';
import type { Storage } from './storage.js';

export interface S3Settings {
  /** The store's address, e.g. https://s3.eu-west-1.amazonaws.com or a MinIO's http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Prepended to every key, so one bucket can hold several consoles. */
  prefix: string;
}

/** S3 refuses parts under 5 MiB except the last; 8 MiB keeps a 512 MB upload at 64 parts and memory at one part. */
export const PART_BYTES = 8 * 1024 * 1024;

/**
 * Objects in an S3-compatible store, addressed path-style (`{endpoint}/{bucket}/{key}`), which AWS, MinIO, Ceph and
 * Garage all accept. A stream is sent as a multipart upload one part at a time, so a large file never sits in memory,
 * and an upload that fails is aborted, so nothing is stored under its key — S3 makes an object visible only when whole.
 */
export class S3Storage implements Storage {
  private client: AwsClient;

  constructor(private settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
      // A failed answer is the caller's to see, not to be hidden behind retries of a half-sent stream.
      retries: 0,
    });
  }

  private url(key: string, query = ''): string {
    const path = `${this.settings.prefix}${key}`.split('/').map(encodeURIComponent).join('/');
    return `${this.settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(this.settings.bucket)}/${path}${query}`;
  }

  private async send(url: string, init: RequestInit, expected: number[]): Promise<Response> {
    let response: Response;
    try {
      response = await this.client.fetch(url, init);
    } catch (error) {
      throw storeUnavailable(error);
    }
    if (response.status >= 500 && !expected.includes(response.status)) {
      await response.body?.cancel();
      throw storeUnavailable(new Error(`S3 ${init.method ?? 'GET'} answered ${response.status}`));
    }
    if (!expected.includes(response.status)) {
      const detail = (await response.text()).slice(0, 500);
      throw new Error(`S3 ${init.method ?? 'GET'} ${new URL(url).pathname} answered ${response.status}: ${detail}`);
    }
    return response;
  }

  async put(key: string, bytes: Buffer, contentType = 'application/octet-stream'): Promise<void> {
    await this.send(this.url(key), { method: 'PUT', body: asBody(bytes), headers: { 'content-type': contentType } }, [200]);
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send(this.url(key), { method: 'GET' }, [200, 404]);
    if (response.status === 404) return (await response.body?.cancel(), null);
    return Buffer.from(await response.arrayBuffer());
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
    const response = await this.send(this.url(key), { method: 'GET', headers }, [200, 206, 404]);
    if (response.status === 404 || !response.body) return (await response.body?.cancel(), null);
    return Readable.fromWeb(response.body as NodeWebStream<Uint8Array>);
  }

  async delete(key: string): Promise<void> {
    await this.send(this.url(key), { method: 'DELETE' }, [200, 204, 404]);
  }

  async putStream(key: string, source: AsyncIterable<Buffer>): Promise<void> {
    const parts = chunksOf(source, PART_BYTES);
    const first = await parts.next();
    const firstPart = first.done ? Buffer.alloc(0) : first.value;
    // A file that fits in one part goes up in one request.
    if (firstPart.length < PART_BYTES) {
      const second = await parts.next();
      if (second.done) return this.put(key, firstPart);
      return this.multipart(key, prepend([firstPart, second.value], parts));
    }
    return this.multipart(key, prepend([firstPart], parts));
  }

  private async multipart(key: string, parts: AsyncIterable<Buffer>): Promise<void> {
    const created = await this.send(this.url(key, '?uploads'), { method: 'POST' }, [200]);
    const uploadId = xmlValue(await created.text(), 'UploadId');
    if (!uploadId) throw new Error('S3 did not answer an UploadId');
    const upload = `uploadId=${encodeURIComponent(uploadId)}`;
    try {
      const etags: string[] = [];
      for await (const part of parts) {
        const n = etags.length + 1;
        const answer = await this.send(this.url(key, `?partNumber=${n}&${upload}`), { method: 'PUT', body: asBody(part) }, [200]);
        etags.push(answer.headers.get('etag') ?? '');
      }
      const body = `<CompleteMultipartUpload>${etags.map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`).join('')}</CompleteMultipartUpload>`;
      const completed = await this.send(this.url(key, `?${upload}`), { method: 'POST', body, headers: { 'content-type': 'application/xml' } }, [200]);
      // S3 may answer 200 with an error document when the completion fails late.
      const text = await completed.text();
      if (/<Error>/.test(text)) throw new Error(`S3 could not complete the upload: ${text.slice(0, 500)}`);
    } catch (error) {
      await this.send(this.url(key, `?${upload}`), { method: 'DELETE' }, [200, 204, 404]).catch(() => undefined);
      throw error;
    }
  }
}

/** Regroups a stream's chunks into buffers of `size` bytes (the last one shorter). */
export async function* chunksOf(source: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const chunk of source) {
    pending.push(chunk);
    length += chunk.length;
    while (length >= size) {
      const all = Buffer.concat(pending, length);
      yield all.subarray(0, size);
      pending = [all.subarray(size)];
      length -= size;
    }
  }
  if (length > 0) yield Buffer.concat(pending, length);
}

async function* prepend(first: Buffer[], rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield* first;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

// A Buffer is a Uint8Array, which fetch sends as is; only the DOM typing asks for an ArrayBuffer-backed view.
const asBody = (bytes: Buffer) => bytes as unknown as BodyInit;
const xmlValue = (xml: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const STORE_UNAVAILABLE = 'The file store is unavailable at the moment; try again shortly.';

/**
 * The store out of reach (refused, cut, or failing on its side) is a 503 the caller may retry, not a 500: the upload was
 * not recorded, since the `images` row naming a file is written only after the file is whole.
 */
function storeUnavailable(cause: unknown): HttpError {
  const error = new HttpError(503, 'Service Unavailable', STORE_UNAVAILABLE, undefined, { 'retry-after': '5' });
  error.cause = cause;
  return error;
}
