import { INSTANT_MESSAGE, storableTime } from '../../../domain/common/instants.js';

/**
 * Device readings as devices send them (docs/product/creatives-assets-signage.md §3). Checked by hand rather than with
 * zod: ingestion validates up to 1000 readings per request and zod took 5–6 µs a reading (2.5–3 ms of a
 * 500-reading batch; docs/performance.md); this check takes about 1.6 µs.
 */

/** Most readings one request may carry (docs/api.md). */
export const MAX_READINGS = 1000;
/** Largest request body, in bytes. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Most fields one reading may carry, named ones included. */
export const MAX_FIELDS = 50;

const MAX_COUNT = 1_000_000;

/** A reading that passed checkReadings; receivedTS is the server's and id is assigned on storage. */
export interface ReadingInput {
  peopleCount: number;
  deviceTS: string;
  imageURL?: string;
  femaleCount?: number;
  maleCount?: number;
  assetId?: string;
  venueId?: string;
  deviceId?: string;
  /** Whatever else a sensor reports, kept as flat scalars in `doc`. */
  [extra: string]: string | number | boolean | null | undefined;
}

export interface ReadingProblem {
  index: number;
  path: string;
  message: string;
}

// PostgreSQL text and jsonb cannot hold NUL characters: refuse them here rather than fail on insert.
function textProblem(v: unknown, max: number): string | null {
  if (typeof v !== 'string') return 'must be a string';
  if (v.length > max) return `must be at most ${max} characters`;
  if (v.includes('\u0000')) return 'must not contain NUL characters';
  return null;
}
function countProblem(v: unknown): string | null {
  return Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_COUNT ? null : `must be a whole number from 0 to ${MAX_COUNT}`;
}
function isoProblem(v: unknown): string | null {
  return textProblem(v, 40) ?? (storableTime(v as string) === null ? INSTANT_MESSAGE : null);
}

const RULES: Record<string, { required?: boolean; check: (v: unknown) => string | null }> = {
  peopleCount: { required: true, check: countProblem },
  deviceTS: { required: true, check: isoProblem },
  imageURL: { check: (v) => textProblem(v, 2000) },
  femaleCount: { check: countProblem },
  maleCount: { check: countProblem },
  assetId: { check: (v) => textProblem(v, 100) },
  venueId: { check: (v) => textProblem(v, 100) },
  deviceId: { check: (v) => textProblem(v, 100) },
};
const REQUIRED = Object.keys(RULES).filter((k) => RULES[k].required);

function extraProblem(v: unknown): string | null {
  if (v === null || typeof v === 'boolean') return null;
  if (typeof v === 'number') return Number.isFinite(v) ? null : 'must be a finite number';
  if (typeof v === 'string') return textProblem(v, 1000);
  return 'must be a string, number, boolean or null';
}

/** The problems of one reading (at most 5), empty when it is valid. */
export function readingProblems(raw: unknown, index: number): ReadingProblem[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return [{ index, path: '(reading)', message: 'must be an object' }];
  const out: ReadingProblem[] = [];
  const r = raw as Record<string, unknown>;
  for (const key of REQUIRED) if (r[key] === undefined) out.push({ index, path: key, message: 'is required' });
  let fields = 0;
  for (const key in r) {
    fields += 1;
    const rule = Object.hasOwn(RULES, key) ? RULES[key] : null;
    const message = rule ? rule.check(r[key]) : extraProblem(r[key]);
    if (message) out.push({ index, path: key, message });
    if (out.length >= 5) return out;
  }
  if (fields > MAX_FIELDS) out.push({ index, path: '(reading)', message: `must have at most ${MAX_FIELDS} fields` });
  return out;
}

/** Every reading checked; problems name the reading's index so a device can tell which one was refused. */
export function checkReadings(body: unknown[]): { readings: ReadingInput[]; problems: ReadingProblem[] } {
  const problems: ReadingProblem[] = [];
  for (let i = 0; i < body.length && problems.length < 50; i++) problems.push(...readingProblems(body[i], i));
  return { readings: problems.length ? [] : (body as ReadingInput[]), problems };
}

/** The API shape of a stored reading (docs/product/creatives-assets-signage.md §7 dashboard fields). */
export interface Reading {
  id: string;
  deviceId: string;
  peopleCount: number;
  femaleCount: number | null;
  maleCount: number | null;
  imageURL: string | null;
  deviceTS: string;
  receivedTS: string;
  assetId: string | null;
  venueId: string | null;
}
