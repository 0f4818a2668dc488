import { z } from 'zod';
import { ID_PATTERN } from '../common/ids.js';
import { Id } from '../media-items/item.js';
import { SIGNAGE_LIMITS } from './media.js';
import { SIGNAGE_MESSAGES } from './messages.js';

const int = (required: string, min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? required : `${required.replace(/ is required$/, '')} must be a number`) })
    .int(`${required.replace(/ is required$/, '')} must be a whole number`)
    .min(min)
    .max(max);

/**
 * A new row of the playlist form carries id -1 (docs/product/creatives-assets-signage.md §4); the server gives it its
 * own.
 */
export const NEW_ROW_ID = -1;

/**
 * docs/product/creatives-assets-signage.md §3/§5: a playlist row — its media, seconds on screen (0: the media's own),
 * place in the order, and frequency.
 */
export const PlaylistRowFields = {
  media: z
    .string({ error: SIGNAGE_MESSAGES.mediaRequired })
    .min(1, SIGNAGE_MESSAGES.mediaRequired)
    .regex(ID_PATTERN, 'media must be a 24-character hexadecimal id'),
  duration: int(SIGNAGE_MESSAGES.durationRequired, 0, SIGNAGE_LIMITS.duration),
  play_order: int(SIGNAGE_MESSAGES.playOrderRequired, 0, SIGNAGE_LIMITS.playOrder),
  freq: int('Frequency is required', 1, SIGNAGE_LIMITS.freq).default(1),
};
export const NewPlaylistRow = z.object({ id: z.union([z.literal(NEW_ROW_ID), z.null()]).optional(), ...PlaylistRowFields });
export const StoredPlaylistRow = z.object({ id: Id, ...PlaylistRowFields });
/** A row as stored and answered. */
export type PlaylistRow = z.output<typeof StoredPlaylistRow>;

const Name = z.string({ error: SIGNAGE_MESSAGES.nameRequired }).trim().min(1, SIGNAGE_MESSAGES.nameRequired).max(SIGNAGE_LIMITS.name);
const RowsOf = <T extends z.ZodType>(row: T) => z.array(row).max(SIGNAGE_LIMITS.rows);

/** POST /playlists (docs/product/creatives-assets-signage.md §7): name and add_media. */
export const PlaylistInput = z.object({ name: Name, add_media: RowsOf(NewPlaylistRow).default([]) });
export type PlaylistInput = z.infer<typeof PlaylistInput>;

/** A removed row: its id, or the row itself as the form held it. */
const RemovedRow = z.union([Id, z.object({ id: Id }).transform((r) => r.id)]);

/**
 * PUT /playlists/{id} (docs/product/creatives-assets-signage.md §4): {id, name, add_media (new), edit_plm (changed),
 * delete_plm (removed)}.
 */
export const PlaylistUpdate = z
  .object({
    id: Id.optional(),
    name: Name.optional(),
    add_media: RowsOf(NewPlaylistRow).default([]),
    edit_plm: RowsOf(StoredPlaylistRow).default([]),
    delete_plm: RowsOf(RemovedRow).default([]),
  })
  .refine((u) => new Set([...u.edit_plm.map((r) => r.id), ...u.delete_plm]).size === u.edit_plm.length + u.delete_plm.length, {
    message: SIGNAGE_MESSAGES.duplicateRow,
    path: ['edit_plm'],
  });
export type PlaylistUpdate = z.infer<typeof PlaylistUpdate>;

/**
 * docs/product/creatives-assets-signage.md §5: a new row shows 0 seconds (filled from its media later) and goes last.
 */
export const newPlaylistRow = (rows: readonly unknown[], media = ''): { id: number; media: string; duration: number; play_order: number; freq: number } => ({
  id: NEW_ROW_ID,
  media,
  duration: 0,
  play_order: rows.length,
  freq: 1,
});

/** docs/product/creatives-assets-signage.md §5: a row of 0 seconds takes its media's duration. */
export const filledDuration = (duration: number, mediaDuration: number | undefined) =>
  duration === 0 && mediaDuration !== undefined ? mediaDuration : duration;

/**
 * Rows sorted by play_order (ties keep their order) and numbered again from 0
 * (docs/product/creatives-assets-signage.md §3: after a removal).
 */
export function renumbered<R extends { play_order: number }>(rows: readonly R[]): R[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => a.row.play_order - b.row.play_order || a.index - b.index)
    .map(({ row }, i) => ({ ...row, play_order: i }));
}

/** The form's removal of row `index`: the others are numbered again from 0. */
export const withoutRow = <R extends { play_order: number }>(rows: readonly R[], index: number): R[] => renumbered(rows.filter((_, i) => i !== index));

type FormRow = { id?: string | number | null; media: string; duration: number; play_order: number; freq?: number };
const isStored = (row: FormRow): row is FormRow & { id: string } => typeof row.id === 'string' && row.id !== '';

/**
 * The update the playlist form sends (docs/product/creatives-assets-signage.md §4): rows without a stored id are added,
 * stored rows that differ from what was read are edited, and stored rows no longer in the form are deleted.
 */
export function playlistDiff(id: string, name: string, stored: readonly PlaylistRow[], form: readonly FormRow[]) {
  const before = new Map(stored.map((r) => [r.id, r]));
  const kept = new Set(form.filter(isStored).map((r) => r.id));
  const rowOf = (r: FormRow) => ({ media: r.media, duration: r.duration, play_order: r.play_order, freq: r.freq ?? 1 });
  return {
    id,
    name,
    add_media: form.filter((r) => !isStored(r)).map((r) => ({ id: NEW_ROW_ID, ...rowOf(r) })),
    edit_plm: form
      .filter(isStored)
      .filter((r) => {
        const old = before.get(r.id);
        const now = rowOf(r);
        return !old || old.media !== now.media || old.duration !== now.duration || old.play_order !== now.play_order || old.freq !== now.freq;
      })
      .map((r) => ({ id: r.id, ...rowOf(r) })),
    delete_plm: stored.filter((r) => !kept.has(r.id)).map((r) => r.id),
  };
}

/**
 * The server's side of an update: removed rows go, edited rows change, new rows (with ids from `newRowId`) go last
 * unless they say otherwise; a removal numbers the rows again from 0. Null when a row named is not in the playlist.
 */
export function applyPlaylistUpdate(
  stored: readonly PlaylistRow[],
  update: Pick<PlaylistUpdate, 'add_media' | 'edit_plm' | 'delete_plm'>,
  newRowId: () => string,
): PlaylistRow[] | null {
  const ids = new Set(stored.map((r) => r.id));
  if (![...update.delete_plm, ...update.edit_plm.map((r) => r.id)].every((id) => ids.has(id))) return null;
  const removed = new Set(update.delete_plm);
  const edits = new Map(update.edit_plm.map((r) => [r.id, r]));
  const rows: PlaylistRow[] = stored.filter((r) => !removed.has(r.id)).map((r) => ({ ...r, ...edits.get(r.id) }));
  for (const add of update.add_media) rows.push({ id: newRowId(), media: add.media, duration: add.duration, play_order: add.play_order, freq: add.freq });
  return removed.size > 0 ? renumbered(rows) : rows;
}
