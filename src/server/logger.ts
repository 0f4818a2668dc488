import type { FastifyLoggerOptions, FastifyRequest } from 'fastify';
import type { PinoLoggerOptions } from 'fastify/types/logger.js';

/**
 * What the server logs holds no secrets and no personal data: no SQL parameters, password
 * hashes, passwords, tokens, e-mail addresses or phone numbers, however a request spells them. Errors
 * are logged by class, code, a message without values and their stack frames.
 */

// A query name is a secret's when, lower-cased and without separators, it holds one of these.
const SECRET_NAME = /pass|pwd|secret|token|apikey|authorization|credential|hash/;
// Path parameters whose values are personal data.
const PERSONAL_PARAMS = new Set(['phone', 'email']);

// Values recognisable wherever they stand: argon2 hashes, JWTs, e-mail addresses and phone numbers.
const MASKS: [RegExp, string][] = [
  [/\$argon2(?:id|i|d)\$(?:v=\d+\$)?[\w=,]+\$[\w+/]+(?:\$[\w+/]+)?/g, '[hash]'],
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]'],
  [/[\w.!#$%'*+/?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  [/(?<![\w+])\+\d[\d ()-]{5,22}\d(?!\w)|(?<![\w+.-])\d{9,20}(?![\w.-])/g, '[phone]'],
];

// A log line keeps this much of any one text. Masking reads a little further, so that a value cut at the
// end is masked whole first; and the patterns never run over a request's megabyte (the e-mail one is
// quadratic on a long run without '@').
const KEPT = 2000;
const READ = KEPT + 500;

/** Text with hashes, tokens, e-mail addresses and phone numbers masked, cut to its first 2000 characters. */
export function maskText(text: string): string {
  const masked = MASKS.reduce((out, [pattern, mask]) => out.replace(pattern, mask), text.slice(0, READ));
  return masked.length > KEPT || text.length > READ ? `${masked.slice(0, KEPT)}…` : masked;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

const isSecretName = (name: string) =>
  SECRET_NAME.test(
    decoded(name)
      .toLowerCase()
      .replace(/[^a-z]/g, ''),
  );

/** A query string (after its `?`) with secret values redacted and the rest masked; names are read decoded (`%70assword`). */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      if (isSecretName(name)) return `${maskText(decoded(name))}=[redacted]`;
      const [plainName, plainValue] = [decoded(name), eq < 0 ? '' : decoded(pair.slice(eq + 1))];
      const [maskedName, maskedValue] = [maskText(plainName), maskText(plainValue)];
      if (maskedName === plainName && maskedValue === plainValue) return pair;
      return eq < 0 ? maskedName : `${maskedName}=${maskedValue}`;
    })
    .join('&');
}

/**
 * A request URL fit for the log: secret query values redacted (names compared decoded), personal path
 * parameters (`params`, e.g. a phone) redacted, and hashes, tokens, e-mails and phones masked anywhere.
 */
export function redactUrl(url: string, params?: Record<string, unknown>): string {
  const q = url.indexOf('?');
  let path = q < 0 ? url : url.slice(0, q);
  for (const [name, value] of Object.entries(params ?? {})) {
    if (!PERSONAL_PARAMS.has(name) || typeof value !== 'string' || !value) continue;
    path = path
      .split('/')
      .map((segment) => (decoded(segment) === value ? '[redacted]' : segment))
      .join('/');
  }
  const plainPath = decoded(path);
  const safePath = maskText(plainPath) === plainPath ? path : maskText(plainPath);
  return q < 0 ? safePath : `${safePath}?${redactQuery(url.slice(q + 1))}`;
}

/** Free text that may quote a URL (fastify's 'Route GET:/x?password=… not found'). */
const redactMessage = (text: string) => maskText(text.replace(/\?[^\s]*/g, (query) => `?${redactQuery(query.slice(1))}`));

// PostgreSQL quotes the offending input after a colon ('invalid input syntax for type json: "…"');
// names it quotes without one (a constraint, a relation) are kept.
const withoutQuotedValues = (message: string) => message.replace(/(:\s*)"(?:[^"\\]|\\.)*"/g, '$1[value]');

interface LoggedError {
  [key: string]: unknown;
  type: string;
  code?: string;
  message: string;
  table?: string;
  column?: string;
  constraint?: string;
  stack: string;
  cause?: LoggedError;
}

/**
 * An error as the log keeps it. A failed query's message names its SQL but never its parameters
 * (drizzle puts them in the message and on `params`); the database's own error keeps its code and the
 * names of what it concerns, never `detail` (which quotes the row). The stack keeps only its frames.
 */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (typeof err !== 'object' || err === null) return { type: typeof err, message: maskText(String(err)), stack: '' };
  const e = err as Error & { code?: unknown; query?: unknown; params?: unknown; table?: unknown; column?: unknown; constraint?: unknown; cause?: unknown };
  // Drizzle's message is 'Failed query: <sql>\nparams: <values>'; the driver's own error keeps its message.
  const failedQuery = typeof e.query === 'string' && String(e.message).startsWith('Failed query');
  const message = failedQuery ? `Failed query: ${e.query}` : withoutQuotedValues(String(e.message ?? ''));
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: LoggedError = { type: e.constructor?.name ?? 'Error', message: maskText(message), stack: frames.join('\n') };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = String(e.code);
  for (const key of ['table', 'column', 'constraint'] as const) if (typeof e[key] === 'string') out[key] = e[key];
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

export function loggerOptions(level: string): FastifyLoggerOptions & PinoLoggerOptions {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url, req.params as Record<string, unknown>), remoteAddress: req.ip }),
      err: serializeError,
    },
    hooks: {
      // Messages are free text: a URL or an error message may be quoted in them.
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? redactMessage(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
}
