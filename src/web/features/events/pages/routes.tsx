import { RecordRoute } from '../../../components/record/record-page';
import { EventPage } from './event-page';

/** The element of the event record routes (../index.tsx), loaded with their chunk. */
export const recordPage = <RecordRoute name="event" render={(id) => <EventPage id={id} />} />;
