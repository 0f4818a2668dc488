import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The query cache for the code of the first download: the router, its loaders and the route prefetches. TanStack Query
 * comes with the signed-in shell's chunk, so the landing and sign-in pages download none of it; lib/query-client.ts
 * hands its client over here when that chunk loads. A read made before then is started at once all the same and
 * handed to the query cache once the client has come, so a page finds it under its own query key.
 */
let client: QueryClient | undefined;
const waiting: ((client: QueryClient) => void)[] = [];

/** lib/query-client.ts gives its client here as it loads. */
export function provideQueryClient(queryClient: QueryClient): void {
  client = queryClient;
  for (const hand of waiting.splice(0)) hand(queryClient);
}

function withClient(hand: (client: QueryClient) => void): void {
  if (client) hand(client);
  else waiting.push(hand);
}

/**
 * How long a look-up's answer stands before a move reads it again in the background (the query client's default);
 * the answer is kept for the whole sign-in, so a move never waits for one it has had.
 */
export const LOOK_UP_STALE_MS = 60_000;

/**
 * A look-up a route's loader makes on every move (the tenant, project and workspace of the shell): answered at once
 * from the query cache when it has one, read again in the background once older than LOOK_UP_STALE_MS; read and
 * awaited when there is none, when a write of this tab invalidated it, or when its last read failed.
 */
export function lookUp<T>(queryKey: QueryKey, read: () => Promise<T>): Promise<T> {
  const options = { queryKey, queryFn: read, staleTime: LOOK_UP_STALE_MS, gcTime: Infinity };
  if (!client) {
    const pending = read();
    withClient((c) => void c.prefetchQuery({ ...options, queryFn: () => pending }));
    return pending;
  }
  const query = client.getQueryCache().find<T>({ queryKey, exact: true });
  if (query?.state.status === 'success' && !query.state.isInvalidated) {
    if (query.isStaleByTime(LOOK_UP_STALE_MS)) void client.prefetchQuery(options);
    return Promise.resolve(query.state.data as T);
  }
  return client.fetchQuery(options);
}

/** A page's first read, keyed as the page's own query (lib/lazy-page.tsx `Prefetch`). */
export interface PageRead {
  queryKey: QueryKey;
  read(): Promise<unknown>;
  /** The page's query's staleTime, when it is not the query client's default. */
  staleTime?: number;
  /** The first page of a list the page reads a page at a time (useInfiniteQuery from offset 0). */
  firstPage?: boolean;
}

function fill(c: QueryClient, { queryKey, staleTime, firstPage }: PageRead, queryFn: () => Promise<unknown>): void {
  const options = { queryKey, queryFn, ...(staleTime === undefined ? {} : { staleTime }) };
  if (!firstPage) {
    void c.prefetchQuery(options);
    return;
  }
  // A list already read is left to the page: read again, it reads all its loaded pages, as only the page knows how.
  if (c.getQueryData(queryKey) === undefined) void c.prefetchInfiniteQuery({ ...options, initialPageParam: 0 });
}

/**
 * Puts a page's first read in the query cache under the page's key, where the page's query finds it: read now when
 * the cache has no fresh answer; before the query client has come, read at once and handed over when it comes.
 */
export function prefetchPage(read: PageRead): void {
  if (client) {
    fill(client, read, read.read);
    return;
  }
  const pending = read.read();
  pending.catch(() => undefined); // the page reads for itself and shows its own failure
  withClient((c) => fill(c, read, () => pending));
}
