import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const page = () => import('./pages/audience-page');

/** The workspace shell's Audience page (docs/product/campaigns-venues-events.md §2.11), a chunk of its own. */
export const audienceRoutes: RouteObject[] = [{ path: 'audience', ...lazyPage(page, (m) => <m.AudiencePage />) }];
