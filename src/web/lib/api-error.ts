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

/**
 * The text to show for a failure: a refused body's problems as sentences, else error_description, else
 * the message, else the error.
 */
export function describeError(e: unknown): string {
  const problems = validationProblems(e);
  if (problems.length > 0) return problems.map((p) => sentenceOf(humanName(p.field), p.message)).join('. ');
  if (e instanceof ApiError) return e.error_description ?? e.message ?? e.error ?? e.statusText;
  if (e instanceof Error) return e.message;
  return String(e);
}

/** One problem of a refused body (the server's 400 `details`): the top-level field it is about ('' for the body itself). */
export interface ValidationProblem {
  field: string;
  message: string;
}

/** The problems of a 400 answer naming them (`details: [{ path: '/name', message }]`); none for any other failure. */
export function validationProblems(e: unknown): ValidationProblem[] {
  if (!(e instanceof ApiError) || e.status !== 400 || !Array.isArray(e.details)) return [];
  return e.details
    .filter(isRecord)
    .flatMap((d) =>
      typeof d.path === 'string' && typeof d.message === 'string' ? [{ field: d.path.split('/').filter(Boolean)[0] ?? '', message: d.message }] : [],
    );
}

/** A field's name as words when no form labels it: `maxAllowed` → 'Max allowed'. */
export function humanName(field: string): string {
  const words = field
    .replace(/_id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : 'The request';
}

const unquoted = (list: string) => list.replace(/"/g, '').split('|').join(', ');

// The schema library's words for the usual problems, said as the console says them elsewhere.
const SENTENCES: [RegExp, (label: string, n: string) => string][] = [
  [/^Too big: expected string to have <=?(\d+) characters?$/, (l, n) => `${l} must be at most ${n} characters`],
  [/^Too big: expected array to have <=?(\d+) items?$/, (l, n) => `${l} must have at most ${n} entries`],
  [/^Too big: expected \w+ to (?:be|have) <=?(\S+)$/, (l, n) => `${l} must be at most ${n}`],
  [/^Too small: expected string to have >=?1 characters?$/, (l) => `${l} is required`],
  [/^Too small: expected string to have >=?(\d+) characters?$/, (l, n) => `${l} must be at least ${n} characters`],
  [/^Too small: expected array to have >=?(\d+) items?$/, (l, n) => `${l} must have at least ${n} entries`],
  [/^Too small: expected \w+ to (?:be|have) >=?(\S+)$/, (l, n) => `${l} must be at least ${n}`],
  [/^Invalid email address$/, (l) => `${l} must be an email address`],
  [/^Invalid (?:ISO )?(?:datetime|date)/, (l) => `${l} must be a date and time`],
  [/^Invalid option: expected one of (.+)$/, (l, list) => `${l} must be one of ${unquoted(list)}`],
  [/^Invalid (?:input|string)\b/, (l) => `${l} is not valid`],
];

/**
 * A problem as a sentence about the field called `label`: the schema library's generic words become the
 * console's ("Name must be at most 100 characters"); a domain message that is already a sentence stays
 * as it is; a fragment ('must be an id or a key') gets the label in front.
 */
export function sentenceOf(label: string, message: string): string {
  for (const [pattern, say] of SENTENCES) {
    const m = pattern.exec(message);
    if (m) return say(label, m[1] ?? '');
  }
  return /^[A-Z]/.test(message) ? message : `${label} ${message}`;
}

/**
 * A refused save's problems on the form: those about a field the form has (`labels` names it, or the
 * field's own name in words), one sentence each, and the rest as one sentence; null when the failure
 * names no problems (a 409's message, a network failure), so the caller shows it as it is.
 */
export function formProblems<F extends string>(e: unknown, isField: (field: string) => field is F, labels: Partial<Record<F, string>> = {}) {
  const problems = validationProblems(e);
  if (problems.length === 0) return null;
  const fields: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const { field, message } of problems) {
    if (isField(field)) fields[field] ??= sentenceOf(labels[field] ?? humanName(field), message);
    else rest.push(sentenceOf(humanName(field), message));
  }
  return { fields, other: rest.length > 0 ? rest.join('. ') : null };
}
