import type { RouteObject } from 'react-router';
import { RecordRoute } from '../../components/record';
import { EventListPage } from './pages/event-list-page';
import { EventPage } from './pages/event-page';

const page = <RecordRoute name="event" render={(id) => <EventPage id={id} />} />;

/** The workspace shell's event routes (spec 02 §2.6): the list, a new event and a stored one. */
export const eventRoutes: RouteObject[] = [
  { path: 'events', element: <EventListPage /> },
  { path: 'events/create', element: page },
  { path: 'events/:id', element: page },
];
