import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose element comes from a module loaded on the route's first visit: each area of the console
 * is its own chunk, so the first download carries only the landing and sign-in pages (docs/performance.md).
 */
export function lazyPage<M>(load: () => Promise<M>, render: (module: M) => ReactElement): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ element: render(await load()) }) };
}
