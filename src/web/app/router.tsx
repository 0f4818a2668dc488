import { createBrowserRouter } from 'react-router';
import { PageLoader } from '../components/spinner';
import { RouteError } from '../components/route-error';
import { RootLayout } from './root-layout';
import { routes } from './routes';

export const router = createBrowserRouter([
  {
    id: 'root',
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoader />,
    errorElement: <RouteError />,
    children: routes,
  },
]);
