import { z } from 'zod';
import { SIGNAGE_LIMITS } from './media.js';
import { SIGNAGE_MESSAGES } from './messages.js';
import { filledDuration, NEW_ROW_ID, PlaylistRowFields, withoutRow } from './playlist.js';

/**
 * A row as the playlist form holds it: a stored row's id, or -1 for a new one
 * (docs/product/creatives-assets-signage.md §4).
 */
export interface FormRow {
  id: string | number;
  media: string;
  duration: number | '';
  play_order: number | '';
  freq: number | '';
}

const FormRowCheck = z.object(PlaylistRowFields);
const Name = z.string().trim().min(1, SIGNAGE_MESSAGES.nameRequired).max(SIGNAGE_LIMITS.name);
const valueOf = (v: number | '') => (v === '' ? undefined : v);

/**
 * docs/product/creatives-assets-signage.md §5: media, duration and play_order are required per row; the playlist needs
 * a name. Problems by row index.
 */
export function playlistFormProblems(name: string, rows: readonly FormRow[]): PlaylistProblems {
  const named = Name.safeParse(name);
  const out: PlaylistProblems = { rows: {}, cells: {} };
  if (!named.success) out.name = named.error.issues[0].message;
  rows.forEach((r, i) => {
    const checked = FormRowCheck.safeParse({ media: r.media, duration: valueOf(r.duration), play_order: valueOf(r.play_order), freq: valueOf(r.freq) });
    // One problem per field: the first the field's rules name.
    const firsts: Partial<Record<RowField, string>> = {};
    for (const issue of checked.success ? [] : checked.error.issues) firsts[issue.path[0] as RowField] ??= issue.message;
    if (Object.keys(firsts).length) {
      out.rows[i] = Object.values(firsts).join('. ');
      out.cells[i] = firsts;
    }
  });
  return out;
}

type RowField = 'media' | 'duration' | 'play_order' | 'freq';

/** The playlist form's problems: the name's, each row's in one sentence, and each row's by field (shown beside it). */
export interface PlaylistProblems {
  name?: string;
  rows: Record<number, string>;
  cells: Record<number, Partial<Record<RowField, string>>>;
}

export const playlistFormValid = (name: string, rows: readonly FormRow[]) => {
  const p = playlistFormProblems(name, rows);
  return !p.name && Object.keys(p.rows).length === 0;
};

/** A row given its media: a duration of 0 takes the media's own (docs/product/creatives-assets-signage.md §5). */
export const withMedia = (row: FormRow, media: string, mediaDuration: number | undefined): FormRow => ({
  ...row,
  media,
  duration: filledDuration(row.duration === '' ? 0 : row.duration, mediaDuration),
});

/** The rows as the API takes them (after playlistFormValid). */
export const sentRows = (rows: readonly FormRow[]) =>
  rows.map((r) => ({ id: r.id, media: r.media, duration: Number(r.duration), play_order: Number(r.play_order), freq: r.freq === '' ? 1 : r.freq }));

export const isNewRow = (row: FormRow) => row.id === NEW_ROW_ID;

/**
 * The form's removal of row `index` (docs/product/creatives-assets-signage.md §3): the rest in play order, numbered
 * again from 0; a blank order goes last.
 */
export const withoutFormRow = (rows: readonly FormRow[], index: number): FormRow[] =>
  withoutRow(
    rows.map((r) => ({ ...r, play_order: r.play_order === '' ? Number.MAX_SAFE_INTEGER : r.play_order })),
    index,
  );
