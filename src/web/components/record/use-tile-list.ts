import { useState, useSyncExternalStore } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { getSession, subscribeSession } from '../../lib/session';
import { useNameFilter, usePagedList } from '../../lib/use-paged-list';
import { useRefresh } from '../../lib/use-refresh';
import { useWorkspacePrivilege } from './use-workspace-scope';

/** A list page's items and controls, however they are read. */
export interface TileList<T> {
  items: T[];
  /** The filter box's text. */
  filter: string;
  setFilter(text: string): void;
  /** A filter is typed (or its answer still awaited): the box stays whatever the count. */
  filtering: boolean;
  /** Nothing read yet. */
  pending: boolean;
  error: unknown;
  /** The list holds nothing (its empty text shows). */
  empty: boolean;
  refreshing: boolean;
  refresh(): void;
  showMore: { visible: boolean; loading: boolean; onClick(): void };
}

interface PagedTiles<T> {
  /** The list's key for a name filter (under the kind's root, see lib/resource.ts). */
  queryKey(name: string): QueryKey;
  /** One page of records whose name contains `name`; `reset` reads afresh (Refresh). */
  readPage(name: string, offset: number, limit: number, reset: boolean): Promise<T[]>;
  enabled: boolean;
}

/** A list read from the server a page at a time, filtered by name on the server. */
export function usePagedTiles<T extends { id: string }>({ queryKey, readPage, enabled }: PagedTiles<T>): TileList<T> {
  const { filter, setFilter, name, typed } = useNameFilter();
  const { fresh, refresh } = useRefresh();
  const list = usePagedList<T>({ queryKey: queryKey(name), enabled, fresh, readPage: (offset, limit, reset) => readPage(name, offset, limit, reset) });
  return {
    items: list.items,
    filter,
    setFilter,
    filtering: typed || list.stale,
    pending: list.query.isPending && enabled,
    error: list.query.error,
    empty: list.query.isSuccess && !list.stale && list.items.length === 0,
    refreshing: list.refreshing,
    refresh: () => void refresh(list.reload),
    showMore: list.showMore,
  };
}

/** One page of a workspace's list: records whose name contains `name`, from `offset`. */
export interface NamePage {
  name: string;
  limit: number;
  offset: number;
}

/**
 * A list of the current workspace read a page at a time (campaigns, creatives …): its tiles, the
 * workspace's id, the list's own path, which tile links hang off, and the user's privilege on the
 * workspace, the one its records' pages judge by.
 */
export function useWorkspaceTiles<T extends { id: string }>(
  queryKey: (aggregateId: string, name: string) => QueryKey,
  readPage: (aggregateId: string, page: NamePage, reset: boolean) => Promise<T[]>,
) {
  const aggregateId = useSyncExternalStore(subscribeSession, () => getSession().aggregate?.id) ?? '';
  const listPath = useLocation().pathname.replace(/\/+$/, '');
  const list = usePagedTiles({
    queryKey: (name) => queryKey(aggregateId, name),
    readPage: (name, offset, limit, reset) => readPage(aggregateId, { name, limit, offset }, reset),
    enabled: Boolean(aggregateId),
  });
  const privilege = useWorkspacePrivilege();
  return { list, aggregateId, listPath, privilege };
}

interface WholeTiles<T> {
  queryKey: QueryKey;
  /** Every record of the list; `reset` reads afresh (Refresh). */
  read(reset: boolean): Promise<T[]>;
  /** The records of the answer the list shows (those the caller reaches, say). */
  select?(all: T[]): T[];
  /** The records the filter box's text keeps. */
  matches(item: T, text: string): boolean;
  enabled?: boolean;
}

/** A short list read whole (the project's workspaces) and filtered on the screen. */
export function useWholeTiles<T>({ queryKey, read, select = (all) => all, matches, enabled = true }: WholeTiles<T>): TileList<T> {
  const [filter, setFilter] = useState('');
  const { fresh, refresh } = useRefresh();
  const query = useQuery({ queryKey, queryFn: () => read(fresh.current), enabled, placeholderData: keepPreviousData, retry: false });
  const all = select(query.data ?? []);
  return {
    items: filter.trim() ? all.filter((item) => matches(item, filter)) : all,
    filter,
    setFilter,
    // The box shows above 2 records of the whole list, whatever the filter keeps.
    filtering: filter !== '' || all.length > 2,
    pending: query.isPending && enabled,
    error: query.error,
    empty: query.isSuccess && all.length === 0,
    refreshing: query.isRefetching,
    refresh: () => void refresh(() => query.refetch()),
    showMore: { visible: false, loading: false, onClick: () => {} },
  };
}
