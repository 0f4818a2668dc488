/** Two field values are the same when they serialise alike (lists and objects compare by content). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The `fields` of a form whose draft value differs from the stored one: the body of a section's PUT
 * (without id). Every editor page's save computes its changes with it.
 */
export function changedOf<T extends object, K extends keyof T>(saved: T, draft: T, fields: Iterable<K>): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const f of fields) if (!same(saved[f], draft[f])) out[f] = draft[f];
  return out;
}
