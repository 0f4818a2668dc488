import { Suspense, use, type ReactElement } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { Params, RouteObject } from 'react-router';
import { PageLoader } from '../components/spinner';
import { withConsoleStyles } from './console-styles';
import { loadOnce } from './load-once';
import { PAGE_SIZE } from './paging';
import type { RecordApi } from './resource';
import { prefetchPage, type PageRead } from './route-queries';

/** Where a page's first read happens: the route's params and, inside a workspace, the workspace's id. */
export interface PrefetchScope {
  params: Params;
  aggregateId?: string;
}

/**
 * A page's first read, made before its code arrives with the very call the page makes, under the page's own query key:
 * the answer waits in the query cache for the page (lib/route-queries.ts prefetchPage).
 */
export type Prefetch = (scope: PrefetchScope) => PageRead | undefined;

/**
 * What lazyPage puts in its route's `handle`: `preload` asks for the page's chunk before the page renders (settling once
 * it has come, failed or not), `prefetch` for its data.
 */
export interface LazyPageHandle {
  preload(): Promise<void>;
  prefetch?: Prefetch;
  /** The page's import as written (`() => import('./pages/…')`): app/page-routes.test.ts reads which module it loads. */
  load: () => Promise<unknown>;
}

/**
 * A route whose page comes from a module loaded on its first visit: each area of the console is its own
 * chunk, so the first download carries only the landing and sign-in pages (docs/performance.md). The page
 * reads its module with React's `use` rather than through the router's `lazy`, so that a navigation commits (and the
 * address bar changes) at once, as with pages in the first download; a move keeps the old page until the new one's
 * chunk has arrived, and a first visit shows the page loader meanwhile. A page whose chunk has already come renders
 * without suspending (lib/load-once.ts). The route's `handle` can ask for the chunk earlier (preloadMatched): a page
 * inside a lazy shell would otherwise be asked for only once the shell's chunk had arrived and rendered. The page
 * renders once the whole stylesheet applies too (lib/console-styles.ts).
 * `prefetch`, when given, is the page's first read, asked for beside its chunk rather than after it.
 */
export function lazyPage<M>(loadPage: () => Promise<M>, render: (module: M) => ReactElement, prefetch?: Prefetch): Pick<RouteObject, 'element' | 'handle'> {
  const load = loadOnce(withConsoleStyles(loadPage));
  const Page = () => render(use(load()));
  // A failed early request is left to the page's own, which shows or handles the failure as before.
  const handle: LazyPageHandle = {
    preload: () =>
      load().then(
        () => undefined,
        () => undefined,
      ),
    prefetch,
    load: loadPage,
  };
  return {
    element: (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    ),
    handle,
  };
}

/** A workspace tile list's prefetch: the first page of its unfiltered list, read and keyed as the list page does. */
export const firstTiles =
  (
    queryKey: (aggregateId: string) => QueryKey,
    readPage: (aggregateId: string, page: { name: string; limit: number; offset: number }) => Promise<unknown>,
  ): Prefetch =>
  ({ aggregateId }) =>
    aggregateId
      ? { queryKey: queryKey(aggregateId), read: () => readPage(aggregateId, { name: '', limit: PAGE_SIZE, offset: 0 }), firstPage: true }
      : undefined;

/**
 * A workspace record page's prefetch: the record named by the route's `:id`, read and keyed as the record page does
 * (components/record/record-page.tsx, whose record stands until a write of its kind).
 */
export const recordById =
  (resource: { in(aggregateId: string): Pick<RecordApi<unknown>, 'detailKey' | 'get'> }): Prefetch =>
  ({ aggregateId, params: { id } }) => {
    if (!aggregateId || !id) return undefined;
    const records = resource.in(aggregateId);
    return { queryKey: records.detailKey(id), read: () => records.get(id), staleTime: Infinity };
  };

type Matches = readonly { route: RouteObject; params: Params }[] | null;

/**
 * Asks at once for the chunks of every matched route that has one, and, when a matched page has a first read,
 * for its data too (app/router.tsx, at each navigation's start). Settles once the chunks have come (or failed). `scope` works out where the read happens (it may
 * need a request of its own); nothing is read when it answers undefined (signed out, say).
 */
export function preloadMatched(matches: Matches, scope?: (params: Params) => Promise<PrefetchScope | undefined>): Promise<unknown> {
  const handles = (matches ?? []).map(({ route, params }) => ({ handle: route.handle as Partial<LazyPageHandle> | undefined, params }));
  const chunks = Promise.all(handles.map(({ handle }) => handle?.preload?.()));
  const reads = handles.filter(({ handle }) => handle?.prefetch);
  if (!scope || reads.length === 0) return chunks;
  void scope(reads[reads.length - 1].params)
    .then((found) => {
      if (!found) return;
      for (const { handle } of reads) {
        const read = handle?.prefetch?.(found);
        if (read) prefetchPage(read);
      }
    })
    .catch(() => undefined); // the page makes its own read and shows its own failure
  return chunks;
}
