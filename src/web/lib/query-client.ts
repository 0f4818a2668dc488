import { QueryClient } from '@tanstack/react-query';
import { afterEachWrite } from './api';

/**
 * TanStack Query over the api client (which has its own per-URL cache). HTTP failures are left to
 * each page: the product shows messages only in a few named cases (docs/product/platform.md §8).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});

// Any write may add to a shown History (a creative's card changes its creative's): the History sections on screen
// read theirs again after each. Every History is read through this client, so it is registered before any is shown.
afterEachWrite(() => void queryClient.invalidateQueries({ queryKey: ['audit-history'] }));
