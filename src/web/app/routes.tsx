import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RouteError } from '../components/route-error';
import { NotFoundContent, NotFoundPage, NotPermittedContent } from '../components/status-message';
import { SignInPage } from '../features/auth';
import { workspaceRoutes } from '../features/workspaces';
import { mediaItemRoutes } from '../features/media-items';
import { campaignRoutes } from '../features/campaigns';
import { eventRoutes } from '../features/events';
import { creativeRoutes } from '../features/creatives';
import { audienceRoutes } from '../features/audience';
import { signageRoutes } from '../features/signage';
import { treasuryRoutes, workspaceInstrumentRoutes } from '../features/treasury';
import { walletRoutes } from '../features/wallets';
import { loyaltyRoutes } from '../features/loyalty';
import { LandingPage } from '../features/tenancy';
import { sharedReportRoutes } from '../features/reports/routes';
import { lazyPage } from '../lib/lazy-page';
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

// The landing and sign-in pages come with the first download; every other area is its own chunk, loaded
// on its first visit (features that export their routes make their own pages lazy the same way).
const signedInShell = () => import('./shell/signed-in-shell');
const statusLayout = () => import('./shell/status-layout');
const profile = () => import('../features/profile');
const projects = () => import('../features/projects');
const summary = () => import('../features/summary');
const users = () => import('../features/users');
const audit = () => import('../features/audit');

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
const shell = { ...lazyPage(signedInShell, (m) => <m.SignedInShell />), shouldRevalidate: revalidateOnMove };
// Reached from inside a tenant (the guards name it), the status pages keep its shell.
const statusPage = (content: ReactNode): RouteObject => ({
  loader: statusShellLoader,
  ...lazyPage(statusLayout, (m) => <m.StatusLayout />),
  children: [{ index: true, element: content }],
});

/**
 * The route table of docs/product/platform.md §2.1 (areas not built show not-found in their shell); guards run in the
 * loaders.
 */
export const routes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: '404', ...statusPage(<NotFoundContent />) },
  { path: 'insufficient-privilege', ...statusPage(<NotPermittedContent />) },
  // A share link's page: no shell, no sign-in (docs/decisions/0095-share-links.md).
  ...sharedReportRoutes,
  { path: ':tenant', loader: tenantLoader, element: <SignInPage /> },
  { path: ':tenant/profile', loader: profileLoader, ...shell, children: [{ index: true, ...lazyPage(profile, (m) => <m.ProfilePage />) }] },
  // Named children outrank the project shell's own (`/:tenant/:project/summary`); '*' catches the rest.
  {
    path: ':tenant/portfolio',
    loader: portfolioLoader,
    ...shell,
    children: shellChildren(
      { path: 'summary', ...lazyPage(summary, (m) => <m.SummaryPage key="portfolio" level="portfolio" />) },
      { path: 'projects', ...lazyPage(projects, (m) => <m.ProjectListPage />) },
      { path: 'treasury', ...lazyPage(projects, (m) => <m.ProjectListPage area="treasury" />) },
      { path: 'users', ...lazyPage(users, (m) => <m.UsersPage />) },
      { path: 'audit', ...lazyPage(audit, (m) => <m.AuditTrailPage />) },
      '*',
    ),
  },
  { path: ':tenant/treasury', loader: treasuryRedirect, element: null },
  { path: ':tenant/treasury/:project', loader: treasuryLoader, ...shell, children: shellChildren(...treasuryRoutes, ...walletRoutes, '*') },
  // The project's own children are named, so that any other third segment is a workspace.
  {
    path: ':tenant/:project',
    loader: projectLoader,
    ...shell,
    children: shellChildren({ path: 'summary', ...lazyPage(summary, (m) => <m.SummaryPage key="project" level="project" />) }, ...workspaceRoutes),
  },
  {
    path: ':tenant/:project/:aggregate',
    loader: workspaceLoader,
    ...shell,
    children: shellChildren(
      { path: 'summary', ...lazyPage(summary, (m) => <m.SummaryPage key="workspace" level="workspace" />) },
      ...mediaItemRoutes,
      ...campaignRoutes,
      ...eventRoutes,
      ...creativeRoutes,
      ...audienceRoutes,
      ...workspaceInstrumentRoutes,
      ...walletRoutes,
      ...loyaltyRoutes,
      ...signageRoutes,
      '*',
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];
