import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RouteError } from '../components/route-error';
import { NotFoundContent, NotFoundPage, NotPermittedContent } from '../components/status-message';
import { SignInPage } from '../features/auth';
import { ProfilePage } from '../features/profile';
import { ProjectListPage } from '../features/projects';
import { SummaryPage } from '../features/summary';
import { UsersPage } from '../features/users';
import { workspaceRoutes } from '../features/workspaces';
import { mediaItemRoutes } from '../features/media-items';
import { campaignRoutes } from '../features/campaigns';
import { eventRoutes } from '../features/events';
import { creativeRoutes } from '../features/creatives';
import { LandingPage } from '../features/tenancy';
import {
  portfolioLoader,
  profileLoader,
  projectLoader,
  revalidateOnMove,
  summaryRedirect,
  treasuryLoader,
  treasuryRedirect,
  workspaceLoader,
} from './guards/shell-loaders';
import { statusShellLoader } from './guards/status-loader';
import { tenantLoader } from './guards/tenant-loader';
import { ShellLayout } from './shell/shell-layout';
import { StatusLayout } from './shell/status-layout';

// Paths without a page (areas not built, unknown words) show not-found inside the shell; a page that fails
// shows its error there too, with the header and menu still around it.
const notBuilt = { element: <NotFoundContent /> };
const shellChildren = (...children: (string | RouteObject)[]): RouteObject[] => [
  {
    errorElement: <RouteError />,
    children: [
      { index: true, loader: summaryRedirect, element: null },
      ...children.map((child) => (typeof child === 'string' ? { path: child, ...notBuilt } : child)),
    ],
  },
];
const shell = { element: <ShellLayout />, shouldRevalidate: revalidateOnMove };
// Reached from inside a tenant (the guards name it), the status pages keep its shell.
const statusPage = (content: ReactNode): RouteObject => ({
  loader: statusShellLoader,
  element: <StatusLayout />,
  children: [{ index: true, element: content }],
});

/** The route table of spec §2.1 (this part); guards run in the loaders. */
export const routes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: '404', ...statusPage(<NotFoundContent />) },
  { path: 'insufficient-privilege', ...statusPage(<NotPermittedContent />) },
  { path: ':tenant', loader: tenantLoader, element: <SignInPage /> },
  { path: ':tenant/profile', loader: profileLoader, ...shell, children: [{ index: true, element: <ProfilePage /> }] },
  // Named children outrank the project shell's own (`/:tenant/:project/summary`); '*' catches the rest.
  {
    path: ':tenant/portfolio',
    loader: portfolioLoader,
    ...shell,
    children: shellChildren(
      { path: 'summary', element: <SummaryPage key="portfolio" level="portfolio" /> },
      { path: 'projects', element: <ProjectListPage /> },
      'treasury',
      { path: 'users', element: <UsersPage /> },
      '*',
    ),
  },
  { path: ':tenant/treasury', loader: treasuryRedirect, element: null },
  { path: ':tenant/treasury/:project', loader: treasuryLoader, ...shell, children: shellChildren('*') },
  // The project's own children are named, so that any other third segment is a workspace.
  {
    path: ':tenant/:project',
    loader: projectLoader,
    ...shell,
    children: shellChildren({ path: 'summary', element: <SummaryPage key="project" level="project" /> }, ...workspaceRoutes),
  },
  {
    path: ':tenant/:project/:aggregate',
    loader: workspaceLoader,
    ...shell,
    children: shellChildren(
      { path: 'summary', element: <SummaryPage key="workspace" level="workspace" /> },
      ...mediaItemRoutes,
      ...campaignRoutes,
      ...eventRoutes,
      ...creativeRoutes,
      '*',
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];
