import type { RouteObject } from 'react-router';
import { RecordRoute } from '../../components/record';
import { CreativeListPage } from './pages/creative-list-page';
import { CreativePage } from './pages/creative-page';

const page = <RecordRoute name="creative" render={(id) => <CreativePage id={id} />} />;

/** The workspace shell's creative routes (spec 03 §2.1–2.2): the list, a new creative and a stored one. */
export const creativeRoutes: RouteObject[] = [
  { path: 'creatives', element: <CreativeListPage /> },
  ...['create', ':id', ':id/edit'].map((child) => ({ path: `creatives/${child}`, element: page })),
];
