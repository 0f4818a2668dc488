import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LazyPageHandle } from '../lib/lazy-page';
import { routes } from './routes';

/**
 * page-routes.json: each path of the console's router with the modules its page loads lazily (the shell's, the
 * page's). The build turns it into a page per path naming those modules' scripts for the browser to fetch with the
 * HTML (scripts/shell-page.ts), and the server picks the page by path (src/server/web.ts). This test reads the router
 * and keeps the file in step: after a route changes, `npx vitest run --project unit src/web/app/page-routes.test.ts -u`
 * rewrites it.
 */
interface PageRoute {
  /** The path as the router matches it, from the root: `/:tenant/:project/:aggregate/venues`. */
  path: string;
  /** The modules it loads lazily, from src/web, outermost first: `features/media-items/pages/item-list-page.tsx`. */
  modules: string[];
}

/** The source module a lazy route imports, read from its import as the test's transform writes it. */
function moduleOf(route: RouteObject): string[] {
  const handle = route.handle as LazyPageHandle | undefined;
  if (!handle?.load) return [];
  const found = /["']\/src\/web\/([^"']+)["']/.exec(String(handle.load));
  if (!found) throw new Error(`Cannot read which module the route ${route.path ?? '(index)'} loads: ${String(handle.load)}`);
  return [found[1]];
}

/** The modules of a route's index child, and of its index child in turn: shown at the route's own path. */
const indexModules = (children: RouteObject[] = []): string[] => {
  const index = children.find((child) => child.index);
  if (index) return moduleOf(index);
  // A pathless layout (an error boundary) holds the index one level down.
  const layout = children.find((child) => child.path === undefined && !child.index && child.children);
  return layout ? indexModules(layout.children) : [];
};

const joinPath = (parent: string, path: string) => (path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`);

function pageRoutes(tree: RouteObject[], parentPath = '', parentModules: string[] = [], into: PageRoute[] = []): PageRoute[] {
  for (const route of tree) {
    const path = route.path === undefined ? parentPath : joinPath(parentPath, route.path);
    const modules = [...parentModules, ...moduleOf(route)];
    if (route.path !== undefined) {
      const all = [...new Set([...modules, ...indexModules(route.children)])];
      // The router takes the first of two routes with the same path.
      if (all.length > 0 && !into.some((known) => known.path === path)) into.push({ path, modules: all });
    }
    if (route.children) pageRoutes(route.children, path, modules, into);
  }
  return into;
}

describe("the console's page routes", () => {
  it('name, for each path of the router, the modules its page loads (page-routes.json)', async () => {
    const found = pageRoutes(routes);
    expect(found.find((r) => r.path === '/:tenant/:project/:aggregate/venues')?.modules).toEqual([
      'app/shell/signed-in-shell.tsx',
      'features/media-items/pages/item-list-page.tsx',
    ]);
    await expect(`${JSON.stringify(found, null, 2)}\n`).toMatchFileSnapshot('./page-routes.json');
  });
});
