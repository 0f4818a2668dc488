import { QueryClient } from '@tanstack/react-query';

/**
 * TanStack Query over the api client (which has its own per-URL cache). HTTP failures are left to
 * each page: the spec shows messages only in a few named cases (§8).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
