/** Any non-2xx answer of the server, with the fields of Fastify's and OAuth's error shapes. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly error?: string;
  readonly error_description?: string;
  readonly details?: unknown;
  readonly body: unknown;

  constructor(status: number, statusText: string, body: unknown) {
    const b = isRecord(body) ? body : {};
    const text = (k: string) => (typeof b[k] === 'string' && b[k] ? (b[k] as string) : undefined);
    // HTTP/2 has no reason phrase: Fastify's `error` field carries it.
    const reason = statusText || (typeof b.statusCode === 'number' ? text('error') : undefined) || '';
    super(text('message') ?? text('error_description') ?? text('error') ?? (reason || `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.statusText = reason;
    this.error = text('error');
    this.error_description = text('error_description');
    this.details = b.details;
    this.body = body;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** The text to show for a failure: error_description, else the message, else the error. */
export function describeError(e: unknown): string {
  if (e instanceof ApiError) return e.error_description ?? e.message ?? e.error ?? e.statusText;
  if (e instanceof Error) return e.message;
  return String(e);
}
