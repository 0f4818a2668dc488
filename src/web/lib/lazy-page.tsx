import { lazy, Suspense, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/spinner';
import { withConsoleStyles } from './console-styles';

/** What lazyPage puts in its route's `handle`: `preload` asks for the page's chunk before the page renders. */
export interface LazyPageHandle {
  preload(): void;
}

/**
 * A route whose page comes from a module loaded on its first visit: each area of the console is its own
 * chunk, so the first download carries only the landing and sign-in pages (docs/performance.md). The page
 * is a React lazy component rather than the router's `lazy`, so that a navigation commits (and the address
 * bar changes) at once, as with pages in the first download; a move keeps the old page until the new one's
 * chunk has arrived, and a first visit shows the page loader meanwhile. The route's `handle` can ask for the
 * chunk earlier (preloadMatched): a page inside a lazy shell would otherwise be asked for only once the shell's
 * chunk had arrived and rendered. The page renders once the whole stylesheet applies too (lib/console-styles.ts).
 */
export function lazyPage<M>(loadPage: () => Promise<M>, render: (module: M) => ReactElement): Pick<RouteObject, 'element' | 'handle'> {
  const load = withConsoleStyles(loadPage);
  const Page = lazy(async () => {
    const module = await load();
    return { default: () => render(module) };
  });
  // A failed early request is left to the page's own, which shows or handles the failure as before.
  const handle: LazyPageHandle = { preload: () => void load().catch(() => undefined) };
  return {
    element: (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    ),
    handle,
  };
}

/** Asks at once for the chunks of every matched route that has one (app/router.tsx, at each navigation's start). */
export function preloadMatched(matches: readonly { route: RouteObject }[] | null): void {
  for (const { route } of matches ?? []) (route.handle as Partial<LazyPageHandle> | undefined)?.preload?.();
}
