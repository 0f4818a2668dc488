/** A play as the player buffers and sends it (POST /player/api/plays). */
export interface PlayRecord {
  id: string;
  mediaId: string;
  rowId: string | null;
  playlistId: string | null;
  startedAt: number;
  endedAt: number;
  completed: boolean;
}

/** A play under way: everything but its end. */
export type OpenPlay = Omit<PlayRecord, 'endedAt' | 'completed'>;

/** At most this many plays go in one request (the API takes 1–500). */
export const PLAYS_PER_BATCH = 500;
/** The server refuses plays that started more than 30 days ago; the player drops them instead of sending them. */
export const PLAY_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A play id unique per display: the start time and 16 random characters (`random` gives bytes), within the API's
 * 8–100 characters of A-Za-z0-9_.:-. The display sends each play until answered, so the id makes a resend harmless.
 */
export function newPlayId(now: number, random: (n: number) => Uint8Array): string {
  const tail = [...random(16)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `p.${now.toString(36)}.${tail}`;
}

export const startPlay = (id: string, media: { mediaId: string; rowId?: string | null }, playlistId: string | null, now: number): OpenPlay => ({
  id,
  mediaId: media.mediaId,
  rowId: media.rowId ?? null,
  playlistId: media.rowId ? playlistId : null,
  startedAt: now,
});

/** The finished play: completed when it ran its course, skipped (false) when cut short. Null when no time passed (the API refuses those). */
export const endPlay = (open: OpenPlay, now: number, completed: boolean): PlayRecord | null =>
  now > open.startedAt ? { ...open, endedAt: now, completed } : null;

/** The next batch to send: the oldest plays first, at most PLAYS_PER_BATCH, none older than the server takes. */
export function nextBatch(buffered: readonly PlayRecord[], now: number, size = PLAYS_PER_BATCH): PlayRecord[] {
  return buffered
    .filter((p) => now - p.startedAt <= PLAY_MAX_AGE_MS)
    .sort((a, b) => a.startedAt - b.startedAt || (a.id < b.id ? -1 : 1))
    .slice(0, size);
}

/** Plays too old to send: dropped from the buffer. */
export const expiredPlays = (buffered: readonly PlayRecord[], now: number) => buffered.filter((p) => now - p.startedAt > PLAY_MAX_AGE_MS).map((p) => p.id);

/** The server's answer to a batch. */
export interface PlaysAnswer {
  stored: string[];
  repeated: string[];
  refused: { id: string; reason: string }[];
}

/** The ids of a sent batch that leave the buffer: every one the server answered; the rest stay for the next batch. */
export function settledIds(sent: readonly PlayRecord[], answer: PlaysAnswer): string[] {
  const answered = new Set([...answer.stored, ...answer.repeated, ...answer.refused.map((r) => r.id)]);
  return sent.filter((p) => answered.has(p.id)).map((p) => p.id);
}
