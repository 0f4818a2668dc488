/**
 * Keyset cursors of the detailed action lists: the (time, id) of a page's last row, which clients hand back as they got it.
 * The time is the database's own text of the timestamp (microseconds), so no row is skipped or repeated.
 */
export interface Cursor {
  at: string;
  id: number;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

export const encodeCursor = (c: Cursor): string => `${c.at}~${c.id}`;

/** The cursor a client sent back, or null when it is not one of ours. */
export function decodeCursor(text: string): Cursor | null {
  const [at, id, ...rest] = text.split('~');
  if (rest.length || !at || !AT.test(at) || Number.isNaN(Date.parse(at)) || !/^\d{1,15}$/.test(id ?? '')) return null;
  return { at, id: Number(id) };
}

/**
 * Detailed pages: 2,000 rows at most (docs/product/campaigns-venues-events.md §9's largest page size), 25 by default.
 */
export const MAX_PAGE = 2000;
export const DEFAULT_PAGE = 25;

export function pageProblem(limit: number | undefined | null): string | null {
  if (limit == null) return null;
  return Number.isInteger(limit) && limit >= 1 && limit <= MAX_PAGE ? null : `limit must be from 1 to ${MAX_PAGE}`;
}
