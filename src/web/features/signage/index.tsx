import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const page = () => import('./pages/signage-page');

/**
 * The workspace shell's Digital Signage page (docs/product/creatives-assets-signage.md §2.13;
 * docs/decisions/0110-signage-page.md), a chunk of its own.
 */
export const signageRoutes: RouteObject[] = [{ path: 'signage', ...lazyPage(page, (m) => <m.SignagePage />) }];
