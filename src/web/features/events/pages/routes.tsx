import { RecordRoute } from '../../../components/record';
import { EventPage } from './event-page';

/** The element of the event record routes (../index.tsx), loaded with their chunk. */
export const recordPage = <RecordRoute name="event" render={(id) => <EventPage id={id} />} />;
