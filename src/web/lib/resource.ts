import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { listPageParams, type ListPage } from '../../domain/common/list-page';
import type { RelationKind } from '../../domain/media-items/types';
import { api } from './api';

/**
 * The kinds of record the console lists, edits and picks. Every query that shows records of a kind (its
 * lists, its pickers, one record) has a key under `kindKey(kind)`: that is what makes one invalidation
 * rule per kind possible.
 */
export type RecordKind = RelationKind | 'workspace' | 'ticonfig';

/** The root of every query key that shows records of `kind`. */
export const kindKey = (kind: RecordKind) => [kind] as const;

/** A view of records of `kind` other than their lists and pages (a campaign's history, a workspace's settings): under the kind's root. */
export const kindPartKey = (kind: RecordKind, part: string, ...rest: unknown[]) => [kind, part, ...rest] as const;

/** A picker's key (relation targets, workspace choices, names …): under the kind's root. */
export const pickerKey = (kind: RecordKind, ...parts: unknown[]) => kindPartKey(kind, 'picker', ...parts);

/**
 * The one invalidation rule: a save, create or delete of a `kind` record makes every list and picker of
 * the kind read again (those on screen at once, the others when next shown), and every cached record of
 * the kind too, since anchors show on both sides. The record just stored (`storedId`) is left alone: its
 * page has put the stored answer in the cache itself.
 */
export function refreshKind(queryClient: QueryClient, kind: RecordKind, storedId?: string): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: kindKey(kind),
    predicate: (q) => !(storedId && q.queryKey[1] === 'detail' && q.queryKey[q.queryKey.length - 1] === storedId),
  });
}

/** A query string of `params` without the blank ones. */
export const queryOf = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== '')).toString();

/** One page of a list in the list vocabulary of src/domain (the scope comes from the resource). */
export type ListParams = Omit<ListPage, 'aggregate'>;

interface CallsConfig<S> {
  /** The collection, `/api/2.0/media-venues`. */
  path: string;
  /** The query naming where the records live: `{ aggregate }` for items, `{ tenant, project }` for workspaces. */
  scope(scope: S): Record<string, string>;
}

/** The calls every collection answers alike: a list page, one record, create in a scope, and a PUT of changed fields plus the id. */
export function resourceCalls<T, S>({ path, scope }: CallsConfig<S>) {
  const at = (id: string) => `${path}/${encodeURIComponent(id)}`;
  return {
    /** One page; blank filters are left out of the query. */
    list: <R = T>(s: S, params: ListParams, reset = false) =>
      api.get<R[]>(`${path}?${queryOf({ ...scope(s), ...listPageParams({ ...params, aggregate: '' }) })}`, { reset }),
    /** A whole short list (the API pages no workspaces). */
    all: <R = T>(s: S, fields: string, reset = false) => api.get<R[]>(`${path}?${queryOf({ ...scope(s), fields })}`, { reset }),
    get: <R = T>(s: S, id: string, reset = false, fields?: string) => api.get<R>(`${at(id)}?${queryOf({ ...scope(s), fields })}`, { reset }),
    create: <R = T>(s: S, body: object) => api.post<R>(`${path}?${queryOf(scope(s))}`, body),
    update: (id: string, changes: object) => api.put<T>(at(id), { ...changes, id }),
  };
}

/**
 * One kind's calls and query keys (react-admin's data provider, per kind); `reset` reads afresh (a
 * Refresh). The verb-noun API files of a feature are one line each over it.
 */
export function defineResource<T, S>(config: CallsConfig<S> & { kind: RecordKind }) {
  const { kind, scope } = config;
  const calls = resourceCalls<T, S>(config);
  const scopeKey = (s: S) => Object.values(scope(s)).join('/');
  const keys = {
    all: kindKey(kind),
    list: (s: S, ...params: unknown[]) => [kind, 'list', scopeKey(s), ...params] as const,
    detail: (s: S, id: string) => [kind, 'detail', scopeKey(s), id] as const,
  };
  return {
    ...calls,
    kind,
    keys,
    /** The kind's records in one scope: what the record kit's page and editor read and write through. */
    in: (s: S): RecordApi<T> => ({
      kind,
      detailKey: (id) => keys.detail(s, id),
      get: (id, reset) => calls.get<T>(s, id, reset),
      create: <R = T>(body: object) => calls.create<R>(s, body),
      update: calls.update,
    }),
  };
}

/** A kind whose records live in one workspace, named by `?aggregate=` (items, campaigns, events, creatives). */
export const itemResource = <T>(kind: RecordKind, path: string) => defineResource<T, string>({ kind, path, scope: (aggregate) => ({ aggregate }) });

/** One kind's records in one scope, as the record kit uses them. */
export interface RecordApi<T> {
  kind: RecordKind;
  detailKey(id: string): QueryKey;
  get(id: string, reset?: boolean): Promise<T>;
  /** POST → the stored record (a device's answer carries its secret once). */
  create<R = T>(body: object): Promise<R>;
  update(id: string, changes: object): Promise<T>;
}
