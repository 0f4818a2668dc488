import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

// The list and the record pages are chunks of their own.
const list = () => import('./pages/wallet-list-page');
const record = () => import('./pages/routes');

/**
 * WALLETS (docs/product/platform.md §2.5): wallets, wallets/create, wallets/{id} — the same pages in the treasury and
 * the workspace views.
 */
export const walletRoutes: RouteObject[] = [
  { path: 'wallets', ...lazyPage(list, (m) => <m.WalletListPage />) },
  ...['create', ':id'].map((child) => ({ path: `wallets/${child}`, ...lazyPage(record, (m) => m.recordPage) })),
];
