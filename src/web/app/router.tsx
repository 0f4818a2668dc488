import { createBrowserRouter, matchRoutes, type Location, type RouteObject } from 'react-router';
import { PageLoader } from '../components/spinner';
import { RouteError } from '../components/route-error';
import { preloadMatched } from '../lib/lazy-page';
import { RootLayout } from './root-layout';
import { routes } from './routes';

const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoader />,
    errorElement: <RouteError />,
    children: routes,
  },
];

// A signed-in page is a lazy page inside the lazy signed-in shell: left to rendering, its chunk would be asked for
// only once the shell's had arrived, after the shell's loader. Every matched route's chunk is asked for at once
// instead, beside the loaders: for the first page now, for later ones when their navigation starts.
const preload = (location: Partial<Location> | string) => preloadMatched(matchRoutes(appRoutes, location));
preload(window.location);

export const router = createBrowserRouter(appRoutes);

let preloaded: Location | undefined;
router.subscribe((state) => {
  const next = state.navigation.location;
  if (next && next !== preloaded) preload((preloaded = next));
});
