import { useCallback, useRef } from 'react';

/**
 * The Refresh button's read: while `refresh(read)` runs, `fresh.current` is true, so a query function
 * passes it on as the API client's `reset` (the server reads its lists afresh); paging and revisits read as usual.
 */
export function useRefresh() {
  const fresh = useRef(false);
  const refresh = useCallback(async (read: () => Promise<unknown>) => {
    fresh.current = true;
    try {
      await read();
    } finally {
      fresh.current = false;
    }
  }, []);
  return { fresh, refresh };
}
