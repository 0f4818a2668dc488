import { api } from './api';

/** A query string of `params` without the blank ones. */
export const queryOf = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== '')).toString();

/** One page of a catalogue list (docs/api.md "Items"); blank filters are left out of the query. */
export interface ListPage {
  aggregate: string;
  fields: string;
  limit: number;
  offset: number;
  /** Only items whose name contains this, any case (the server filters). */
  name?: string;
  sort?: 'newest' | 'schedule';
  /** Events: 'current' or 'historical'. */
  period?: string;
  /** Also other workspaces' public, shared and partner items. */
  withPublic?: boolean;
  /** Only these items (at most MAX_LIST_IDS). */
  ids?: string[];
}

/**
 * The calls every catalogue kind answers the same way at `path` (/api/2.0/media-venues, …/events …):
 * a list page, one item by id, create with `?aggregate=`, and a PUT of the changed fields plus the id.
 * `reset` skips every cache (a Refresh).
 */
export function itemApi<T>(path: string) {
  return {
    page: <R = T>(p: ListPage, reset = false) =>
      api.get<R[]>(
        `${path}?${queryOf({ aggregate: p.aggregate, public: p.withPublic === undefined ? undefined : String(p.withPublic), period: p.period, sort: p.sort, name: p.name, limit: String(p.limit), offset: String(p.offset), fields: p.fields, ids: p.ids?.join(',') })}`,
        { reset },
      ),
    get: (aggregate: string, id: string, reset = false) => api.get<T>(`${path}/${encodeURIComponent(id)}?${queryOf({ aggregate })}`, { reset }),
    create: <R = T>(aggregate: string, body: object) => api.post<R>(`${path}?${queryOf({ aggregate })}`, body),
    update: (id: string, changes: object) => api.put<T>(`${path}/${encodeURIComponent(id)}`, { ...changes, id }),
  };
}
