import { createBrowserRouter, matchRoutes, type DataStrategyFunction, type Location, type Params, type RouteObject } from 'react-router';
import { PageLoader } from '../components/spinner';
import { RouteError } from '../components/route-error';
import { lookUpAccess } from '../features/tenancy';
import { preloadMatched, type PrefetchScope } from '../lib/lazy-page';
import { getSession, isExpired } from '../lib/session';
import { RootLayout } from './root-layout';
import { routes } from './routes';

const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    // The first page's wait: the console's code, the session's renewal and the page's first reads. It says so at once.
    hydrateFallbackElement: <PageLoader label="Opening the console…" />,
    errorElement: <RouteError />,
    children: routes,
  },
];

// A signed-in page is a lazy page inside the lazy signed-in shell: left to rendering, its chunk would be asked for
// only once the shell's had arrived, after the shell's loader. Every matched route's chunk is asked for at once
// instead, beside the loaders: for the first page now, for later ones when their navigation starts.
// A page's first read (its route's prefetch) starts then too, once the workspace's id is known: the shell's loader asks
// for the same access resource, and both find it in the query cache, or share one request for it.
async function prefetchScope(params: Params): Promise<PrefetchScope | undefined> {
  // Signed out, or a token the loader will renew first: the page reads for itself.
  if (!getSession().accessToken || isExpired()) return undefined;
  const { tenant, project, aggregate } = params;
  if (!tenant || !project || !aggregate) return { params };
  return { params, aggregateId: (await lookUpAccess(tenant, project, aggregate)).id };
}
const preload = (location: Partial<Location> | string) => preloadMatched(matchRoutes(appRoutes, location), prefetchScope);

// The first page's loaders also wait for its chunks, asked for below: rendered before they have come, the page would
// show its loader and React would then hold the page back for up to 300 ms more (lib/load-once.ts). Later moves commit
// at once and show the page loader while a new chunk comes (lib/lazy-page.tsx).
let firstChunksAsked: (chunks: Promise<unknown>) => void = () => undefined;
let firstChunks: Promise<unknown> | undefined = new Promise((settle) => (firstChunksAsked = settle));
const dataStrategy: DataStrategyFunction = async ({ matches }) => {
  const chunks = firstChunks;
  firstChunks = undefined;
  const loading = matches.filter((match) => match.shouldLoad);
  const results = await Promise.all(loading.map((match) => match.resolve()));
  // A redirect (to sign in, say) or a failure goes ahead at once: the page asked for is not the one shown.
  if (results.every(({ type, result }) => type === 'data' && !(result instanceof Response))) await chunks;
  return Object.fromEntries(loading.map((match, i) => [match.route.id, results[i]]));
};

export const router = createBrowserRouter(appRoutes, { dataStrategy });
// The first page's matches are the router's own, worked out as it was made: matching the route table again would
// rank every route once more on the page's busiest moment.
firstChunksAsked(preloadMatched(router.state.matches, prefetchScope));

let preloaded: Location | undefined;
router.subscribe((state) => {
  const next = state.navigation.location;
  if (next && next !== preloaded) preload((preloaded = next));
});
