/** A promise as React's `use` reads it: once settled, its outcome is written on it, so `use` answers at once. */
interface Tracked<T> extends Promise<T> {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
}

/**
 * `load`, asked for once and remembered (asked again after a failure), as a promise a component reads with `use`.
 * Read after it has come, it renders at once. React.lazy instead suspends on a component's first render even when its
 * chunk has come, and React holds back revealing a suspended boundary's content until 300 ms after its fallback
 * showed: every page of a first load painted that much later for it.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let current: Tracked<T> | undefined;
  return () => {
    if (current) return current;
    const promise: Tracked<T> = load();
    promise.status = 'pending';
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
        if (current === promise) current = undefined; // the next render asks again
      },
    );
    return (current = promise);
  };
}
