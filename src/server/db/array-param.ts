/**
 * A PostgreSQL array literal: both drivers take it as one text parameter (PGlite does not serialise
 * JS arrays the way node-postgres does). Elements are quoted, so commas and quotes in values are safe;
 * numbers are written as JavaScript prints them, which a float8 reads back to the same value.
 */
export function arrayParam(values: readonly (string | number | null)[]): string {
  const items = values.map((v) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`));
  return `{${items.join(',')}}`;
}
