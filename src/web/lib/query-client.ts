import { QueryClient } from '@tanstack/react-query';
import { afterEachWrite } from './api';
import { provideQueryClient } from './route-queries';
import { getSession, subscribeSession } from './session';
import { historyKeys } from '../components/history/history-keys';

/**
 * TanStack Query: the console's one cache of API answers (the api client keeps none, docs/decisions/0139-one-console-cache.md).
 * An answer serves for a minute unless a query says otherwise; older, it is read again when next shown, and shown
 * meanwhile: a page seen in the last half hour comes back at once. HTTP failures are left to each page: the product
 * shows messages only in a few named cases (docs/product/platform.md §8).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000, gcTime: 30 * 60_000 },
    // A write runs when asked, as fetch would, even when the browser says it is offline: it fails with the client's
    // message rather than waiting for the network.
    mutations: { retry: false, networkMode: 'always' },
  },
});

// The router's loaders and prefetches, in the first download, reach the cache through lib/route-queries.ts.
provideQueryClient(queryClient);

// The cache belongs to one sign-in: a new one (another user's, or the same user's again) starts with it empty.
let signedIn = Boolean(getSession().accessToken);
subscribeSession(() => {
  const now = Boolean(getSession().accessToken);
  if (now && !signedIn) queryClient.clear();
  signedIn = now;
});

// Any write may add to a shown History (a creative's card changes its creative's): the History sections on screen
// read theirs again after each. Every History is read through this client, so it is registered before any is shown.
afterEachWrite(() => void queryClient.invalidateQueries({ queryKey: historyKeys.all }));
