/**
 * The bytes a Range header asks of a file of `size` bytes, as the player's service worker answers a <video> from its
 * cache: one `bytes=a-b`, `bytes=a-` or suffix `bytes=-n` range; null means the whole file (no header, or a form
 * it does not serve), 'unsatisfiable' a range past the end.
 */
export function requestedBytes(header: string | null, size: number): { first: number; last: number } | null | 'unsatisfiable' {
  const match = header ? /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header) : null;
  if (!match || (!match[1] && !match[2])) return null;
  const [first, last] = match[1]
    ? [Number(match[1]), match[2] ? Math.min(Number(match[2]), size - 1) : size - 1]
    : [Math.max(0, size - Number(match[2])), size - 1];
  if (size === 0 || first >= size || last < first || (!match[1] && Number(match[2]) === 0)) return 'unsatisfiable';
  return { first, last };
}
