import { ApiError } from './api-error';
import type { TokenResponse } from '../../domain/iam/oauth';
import type { ConsoleConfig } from '../../domain/ops/console-config';

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;
/** A request whose body's sending is reported as it goes (fetch cannot tell; lib/xhr-upload.ts can). */
export type UploadFn = (input: string, init: RequestInit, onProgress: (loaded: number, total: number) => void) => Promise<Response>;

/** Where the client reads and keeps the signed-in user's tokens (the session, or a fake in tests). */
export interface TokenStore {
  accessToken(): string | undefined;
  refreshToken(): string | undefined;
  saveTokens(tokens: TokenResponse): void;
  /** A 401 needed a refresh and the refresh was refused. */
  refreshFailed(): void;
}

export interface RequestOptions {
  /** GET: a read of its own, joining none on its way, with header `reset: true` (the server answers it fresh, not from its list cache). */
  reset?: boolean;
  /** GET: may join an identical read already on its way (default true); a GET with `headers` of its own never does. */
  share?: boolean;
  /** Send the bearer token when signed in (default true; never on /iam). */
  auth?: boolean;
  headers?: Record<string, string>;
  /** POST that only reads (a graph query): reads on their way may still be joined. */
  readOnly?: boolean;
  /** Read the answer as bytes (images) instead of JSON. */
  responseType?: 'blob';
  /** Told the bytes of the body sent so far (an upload's progress bar); needs the client's `upload`. */
  onUploadProgress?(loaded: number, total: number): void;
}

export interface ApiClient {
  config(): Promise<ConsoleConfig>;
  get<T>(url: string, options?: RequestOptions): Promise<T>;
  post<T>(url: string, body: unknown, options?: RequestOptions): Promise<T>;
  put<T>(url: string, body: unknown, options?: RequestOptions): Promise<T>;
  del<T>(url: string, options?: RequestOptions): Promise<T>;
  postForm<T>(url: string, fields: Record<string, string>, options?: RequestOptions): Promise<T>;
  /** GET bytes with the bearer token (images, exports: a File when the server names an attachment); never shared, the browser's cache revalidates by ETag. */
  getBlob(url: string, options?: RequestOptions): Promise<Blob>;
  /** POST a multipart form (image uploads); the browser sets the boundary. */
  postMultipart<T>(url: string, form: FormData, options?: RequestOptions): Promise<T>;
  /** POST or PUT a body of its own type as it is (a CSV text, a zip): JSON is answered. */
  sendBody<T>(method: 'POST' | 'PUT', url: string, body: Blob | string, type: string, options?: RequestOptions): Promise<T>;
  /** OPTIONS: tells the server to drop what it caches for the URL (docs/product/platform.md §7). */
  options(url: string, options?: RequestOptions): Promise<void>;
  /** Trades the refresh token for new tokens; concurrent callers share one exchange. */
  refresh(): Promise<boolean>;
}

const TOKEN_URL = '/iam/oauth/token';
const FORM = 'application/x-www-form-urlencoded';
const isIam = (url: string) => url === '/iam' || url.startsWith('/iam/');
const needsKey = (url: string) => isIam(url) || url === '/api' || url.startsWith('/api/');
const clone = <T>(v: T): T => (v === undefined ? v : structuredClone(v));

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const pathOf = (key: string) => key.split('?', 1)[0];

/** An attachment's bytes as a File named as the server named it (RFC 6266: `filename*` in UTF-8 before `filename`); other bytes stay a Blob. */
function named(blob: Blob, disposition: string | null): Blob {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  const plain = disposition?.match(/filename="([^"]*)"/i)?.[1];
  let name = plain;
  try {
    if (encoded) name = decodeURIComponent(encoded);
  } catch {
    // a malformed encoding: the ASCII name serves
  }
  return name ? new File([blob], name, { type: blob.type }) : blob;
}

/**
 * The console's client of the API. It keeps no answers: the console's one cache is TanStack Query's
 * (docs/decisions/0139-one-console-cache.md). Identical GETs made while one is on its way share its request, and each
 * caller gets a copy of the answer. `onWrite`: told after every write (not read-only) ends, whether it succeeded or not.
 */
export function createApiClient(deps: { fetch: FetchFn; tokens: TokenStore; baseUrl?: string; upload?: UploadFn; onWrite?: () => void }): ApiClient {
  const { fetch: fetchFn, tokens, baseUrl = '', upload, onWrite } = deps;
  // GETs on their way, by URL, until they settle.
  const inFlight = new Map<string, Promise<unknown>>();
  let inFlightOwner: string | undefined;
  let configLoad: Promise<ConsoleConfig> | null = null;
  let refreshing: Promise<boolean> | null = null;

  function config(): Promise<ConsoleConfig> {
    configLoad ??= fetchFn(`${baseUrl}/console-config.json`, { headers: { accept: 'application/json' } })
      .then(async (res) => {
        const body = await readBody(res);
        if (!res.ok) throw new ApiError(res.status, res.statusText, body);
        return body as ConsoleConfig;
      })
      .catch((e: unknown) => {
        configLoad = null;
        throw e;
      });
    return configLoad;
  }

  async function send(
    method: string,
    url: string,
    body: BodyInit | undefined,
    type: string | undefined,
    opts: RequestOptions,
    retried = false,
  ): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (needsKey(url)) headers['x-api-key'] = (await config()).apiKey;
    const bearer = opts.auth !== false && !isIam(url) ? tokens.accessToken() : undefined;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (type) headers['content-type'] = type;
    if (opts.reset) headers.reset = 'true';
    Object.assign(headers, opts.headers);
    const progress = opts.onUploadProgress;
    const res = progress && upload ? await upload(baseUrl + url, { method, headers, body }, progress) : await fetchFn(baseUrl + url, { method, headers, body });
    if (res.status === 401 && bearer && !retried) {
      // Another call may already have refreshed the token this one was sent with.
      const renewed = tokens.accessToken() !== bearer || (await refresh());
      if (renewed) return send(method, url, body, type, opts, true);
    }
    const payload = opts.responseType === 'blob' && res.ok ? named(await res.blob(), res.headers.get('content-disposition')) : await readBody(res);
    if (!res.ok) throw new ApiError(res.status, res.statusText, payload);
    return payload;
  }

  async function exchangeRefreshToken(): Promise<boolean> {
    const refreshToken = tokens.refreshToken();
    if (!refreshToken) return false;
    try {
      const { clientId, clientSecret } = await config();
      const form = new URLSearchParams({ grant_type: 'refresh_token', client_id: clientId, client_secret: clientSecret, refresh_token: refreshToken });
      tokens.saveTokens((await send('POST', TOKEN_URL, form.toString(), FORM, {}, true)) as TokenResponse);
      return true;
    } catch {
      tokens.refreshFailed();
      return false;
    }
  }

  function refresh(): Promise<boolean> {
    refreshing ??= exchangeRefreshToken().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function get<T>(url: string, opts: RequestOptions = {}): Promise<T> {
    const owner = tokens.accessToken();
    if (owner !== inFlightOwner) {
      inFlight.clear(); // a read is shared only within one sign-in
      inFlightOwner = owner;
    }
    // Its own headers (another token) may change the answer: such a read is never shared.
    if (opts.share === false || opts.headers) return clone((await send('GET', url, undefined, undefined, opts)) as T);
    const key = `${opts.auth === false ? 'public' : 'user'} ${url}`;
    // A fresh read of a path: reads of it begun before (a list's later pages) may answer from what the server dropped.
    if (opts.reset) for (const other of [...inFlight.keys()]) if (pathOf(other) === pathOf(key)) inFlight.delete(other);
    const joined = opts.reset ? undefined : inFlight.get(key);
    if (joined) return clone((await joined) as T);
    const pending = send('GET', url, undefined, undefined, opts);
    inFlight.set(key, pending);
    const settled = () => inFlight.get(key) === pending && inFlight.delete(key);
    pending.then(settled, settled);
    return clone((await pending) as T);
  }

  async function write<T>(method: string, url: string, body: BodyInit | undefined, type: string | undefined, opts: RequestOptions = {}): Promise<T> {
    if (opts.readOnly) return (await send(method, url, body, type, opts)) as T;
    inFlight.clear(); // reads begun before the write may answer what it changes
    try {
      return (await send(method, url, body, type, opts)) as T;
    } finally {
      inFlight.clear(); // and so may reads begun while it ran
      onWrite?.();
    }
  }

  return {
    config,
    get,
    post: (url, body, opts) => write('POST', url, JSON.stringify(body ?? {}), 'application/json', opts),
    put: (url, body, opts) => write('PUT', url, JSON.stringify(body ?? {}), 'application/json', opts),
    del: (url, opts) => write('DELETE', url, undefined, undefined, opts),
    postForm: (url, fields, opts) => write('POST', url, new URLSearchParams(fields).toString(), FORM, opts),
    getBlob: (url, opts = {}) =>
      send('GET', url, undefined, undefined, { ...opts, responseType: 'blob', headers: { accept: '*/*', ...opts.headers } }) as Promise<Blob>,
    postMultipart: (url, form, opts) => write('POST', url, form, undefined, opts),
    sendBody: (method, url, body, type, opts) => write(method, url, body, type, opts),
    options: async (url, opts) => {
      await write('OPTIONS', url, undefined, undefined, opts);
    },
    refresh,
  };
}
