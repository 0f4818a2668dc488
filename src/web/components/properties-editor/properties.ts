/** Shown beside a row whose name another row already has. */
export const REPEATED_NAME = 'This name is used twice';

export interface PropertyRow {
  key: string;
  value: string;
}

/** The rows of the key/value editor, in the map's order. */
export function rowsOf(properties: Record<string, string>): PropertyRow[] {
  return Object.entries(properties).map(([key, value]) => ({ key, value }));
}

/** The map saved from the rows: keys trimmed, rows without a key dropped, a repeated key keeps its first value. */
export function mapOf(rows: readonly PropertyRow[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of rows) {
    const key = row.key.trim();
    if (key && !Object.hasOwn(out, key)) out[key] = row.value;
  }
  return out;
}

/** Keys typed more than once (shown as an error on those rows). */
export function repeatedKeys(rows: readonly PropertyRow[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { key } of rows) {
    const k = key.trim();
    if (!k) continue;
    if (seen.has(k)) repeated.add(k);
    seen.add(k);
  }
  return repeated;
}
