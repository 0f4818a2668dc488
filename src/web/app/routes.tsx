import type { RouteObject } from 'react-router';
import { InsufficientPrivilegePage, NotFoundContent, NotFoundPage } from '../components/status-message';
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
import { tenantLoader } from './guards/tenant-loader';
import { ShellLayout } from './shell/shell-layout';

// Pages of later issues (summaries, lists, details) show not-found inside the shell until they land.
const later = { element: <NotFoundContent /> };
const shellChildren = (...children: (string | RouteObject)[]): RouteObject[] => [
  { index: true, loader: summaryRedirect, element: null },
  ...children.map((child) => (typeof child === 'string' ? { path: child, ...later } : child)),
];
const shell = { element: <ShellLayout />, shouldRevalidate: revalidateOnMove };

/** The route table of spec §2.1 (this part); guards run in the loaders. */
export const routes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: '404', element: <NotFoundPage /> },
  { path: 'insufficient-privilege', element: <InsufficientPrivilegePage /> },
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
