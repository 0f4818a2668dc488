import { lazy, Suspense, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/spinner';

/**
 * A route whose page comes from a module loaded on its first visit: each area of the console is its own
 * chunk, so the first download carries only the landing and sign-in pages (docs/performance.md). The page
 * is a React lazy component rather than the router's `lazy`, so that a navigation commits (and the address
 * bar changes) at once, as with pages in the first download; a move keeps the old page until the new one's
 * chunk has arrived, and a first visit shows the page loader meanwhile.
 */
export function lazyPage<M>(load: () => Promise<M>, render: (module: M) => ReactElement): Pick<RouteObject, 'element'> {
  const Page = lazy(async () => {
    const module = await load();
    return { default: () => render(module) };
  });
  return {
    element: (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    ),
  };
}
