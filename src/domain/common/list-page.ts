import type { ListOrder, ListPeriod } from './list-query.js';

// Apart from list-query.ts (which re-exports them): the console's list calls write these words without the
// schemas the server parses them with, so a list page loads no zod (docs/performance.md "First load").

/** One page of an item list as the console asks for it; blank filters are left out of the query. */
export interface ListPage {
  aggregate: string;
  fields: string;
  limit: number;
  offset: number;
  name?: string;
  sort?: ListOrder;
  period?: ListPeriod;
  /** Also other workspaces' public, shared and partner items. */
  withPublic?: boolean;
  /** Only these items (at most MAX_LIST_IDS). */
  ids?: readonly string[];
}

/** The query words of a list page, blanks left out (`new URLSearchParams(listPageParams(p))`). */
export function listPageParams(p: ListPage): Record<string, string> {
  const words: Record<string, string | undefined> = {
    aggregate: p.aggregate,
    public: p.withPublic === undefined ? undefined : String(p.withPublic),
    period: p.period,
    sort: p.sort,
    name: p.name,
    limit: String(p.limit),
    offset: String(p.offset),
    fields: p.fields,
    ids: p.ids?.join(','),
  };
  return Object.fromEntries(Object.entries(words).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));
}
