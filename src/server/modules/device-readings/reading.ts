import { z } from 'zod';

/** Most readings one request may carry (docs/api.md). */
export const MAX_READINGS = 1000;
/** Largest request body, in bytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

// PostgreSQL text and jsonb cannot hold NUL characters: refuse them here rather than fail on insert.
const Text = (max: number) => z.string().max(max).refine((s) => !s.includes('\u0000'), 'must not contain NUL characters');
const Count = z.number().int().min(0).max(1_000_000);
const Iso = Text(40).refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO date-time');
const Id = Text(100);
// Whatever else a sensor reports is kept as flat scalars in `doc`; nested documents are refused.
const Extra = z.union([Text(1000), z.number(), z.boolean(), z.null()]);

/** A device reading as sent (spec 03 §3); receivedTS is the server's, and id is assigned on storage. */
export const ReadingInput = z
  .object({
    peopleCount: Count,
    deviceTS: Iso,
    imageURL: Text(2000).optional(),
    femaleCount: Count.optional(),
    maleCount: Count.optional(),
    assetId: Id.optional(),
    venueId: Id.optional(),
    deviceId: Id.optional(),
  })
  .catchall(Extra)
  .refine((r) => Object.keys(r).length <= 50, 'at most 50 fields');
export type ReadingInput = z.infer<typeof ReadingInput>;

export interface ReadingProblem {
  index: number;
  path: string;
  message: string;
}

/** Every reading checked; problems name the reading's index so a device can tell which one was refused. */
export function checkReadings(body: unknown[]): { readings: ReadingInput[]; problems: ReadingProblem[] } {
  const readings: ReadingInput[] = [];
  const problems: ReadingProblem[] = [];
  body.forEach((raw, index) => {
    const parsed = ReadingInput.safeParse(raw);
    if (parsed.success) readings.push(parsed.data);
    else for (const issue of parsed.error.issues.slice(0, 5)) problems.push({ index, path: issue.path.join('.') || '(reading)', message: issue.message });
  });
  return { readings, problems };
}

/** The API shape of a stored reading (spec 03 §7 dashboard fields). */
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
