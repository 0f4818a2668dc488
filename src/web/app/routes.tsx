import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { InsufficientPrivilegePage, NotFoundContent, NotFoundPage } from '../components/status-message';
import { SignInPage } from '../features/auth';
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

// The landing and sign-in pages come with the first download; every other area is its own chunk,
// loaded on its first visit.
const signedInShell = () => import('./shell/signed-in-shell');
const profile = () => import('../features/profile');
const projects = () => import('../features/projects');
const summary = () => import('../features/summary');
const users = () => import('../features/users');
const workspaceEditor = () => import('../features/workspaces/editor');
const workspaceList = () => import('../features/workspaces/list');
const mediaItemList = () => import('../features/media-items/list');
const itemDetail = () => import('../features/media-items/detail');
const campaigns = () => import('../features/campaigns');
const events = () => import('../features/events');
const creatives = () => import('../features/creatives');

/** A route whose element comes from a module loaded on the route's first visit. */
function page<M>(load: () => Promise<M>, render: (module: M) => ReactElement): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ element: render(await load()) }) };
}

// Pages of later issues (summaries, lists, details) show not-found inside the shell until they land.
const later = { element: <NotFoundContent /> };
const shellChildren = (...children: (string | RouteObject)[]): RouteObject[] => [
  { index: true, loader: summaryRedirect, element: null },
  ...children.map((child) => (typeof child === 'string' ? { path: child, ...later } : child)),
];
const shell = { ...page(signedInShell, (m) => <m.SignedInShell />), shouldRevalidate: revalidateOnMove };

/** The route table of spec §2.1 (this part); guards run in the loaders. */
export const routes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: '404', element: <NotFoundPage /> },
  { path: 'insufficient-privilege', element: <InsufficientPrivilegePage /> },
  { path: ':tenant', loader: tenantLoader, element: <SignInPage /> },
  { path: ':tenant/profile', loader: profileLoader, ...shell, children: [{ index: true, ...page(profile, (m) => <m.ProfilePage />) }] },
  // Named children outrank the project shell's own (`/:tenant/:project/summary`); '*' catches the rest.
  {
    path: ':tenant/portfolio',
    loader: portfolioLoader,
    ...shell,
    children: shellChildren(
      { path: 'summary', ...page(summary, (m) => <m.SummaryPage key="portfolio" level="portfolio" />) },
      { path: 'projects', ...page(projects, (m) => <m.ProjectListPage />) },
      'treasury',
      { path: 'users', ...page(users, (m) => <m.UsersPage />) },
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
    children: shellChildren(
      { path: 'summary', ...page(summary, (m) => <m.SummaryPage key="project" level="project" />) },
      { path: 'workspaces', ...page(workspaceList, (m) => <m.WorkspaceListPage />) },
      { path: 'workspaces/create', ...page(workspaceEditor, (m) => <m.WorkspaceEditorRoute />) },
      { path: 'workspaces/:id', ...page(workspaceEditor, (m) => <m.WorkspaceEditorRoute />) },
    ),
  },
  {
    path: ':tenant/:project/:aggregate',
    loader: workspaceLoader,
    ...shell,
    children: shellChildren(
      { path: 'summary', ...page(summary, (m) => <m.SummaryPage key="workspace" level="workspace" />) },
      ...(['venue', 'asset', 'device'] as const).map((kind) => ({
        path: `${kind}s`,
        ...page(mediaItemList, (m) => <m.MediaItemListPage key={kind} kind={kind} />),
      })),
      ...(['venue', 'asset', 'device'] as const).flatMap((kind) =>
        ['create', ':id', ':id/edit'].map((child) => ({ path: `${kind}s/${child}`, ...page(itemDetail, (m) => <m.ItemDetailRoute page={kind} />) })),
      ),
      { path: 'campaigns', ...page(campaigns, (m) => <m.CampaignListPage />) },
      ...['campaigns/create', 'campaigns/:id'].map((path) => ({ path, ...page(campaigns, (m) => <m.CampaignDetailRoute />) })),
      { path: 'events', ...page(events, (m) => <m.EventListPage />) },
      ...['events/create', 'events/:id'].map((path) => ({ path, ...page(events, (m) => <m.EventDetailRoute />) })),
      { path: 'creatives', ...page(creatives, (m) => <m.CreativeListPage />) },
      ...['creatives/create', 'creatives/:id', 'creatives/:id/edit'].map((path) => ({ path, ...page(creatives, (m) => <m.CreativeDetailRoute />) })),
      '*',
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];
