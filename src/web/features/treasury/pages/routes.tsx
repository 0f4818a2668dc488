import { RecordRoute } from '../../../components/record/record-page';
import { InstrumentPage } from './instrument-page';

/** The element of the instrument record routes (../index.tsx), loaded with their chunk. */
export const recordPage = <RecordRoute name="instrument" render={(id) => <InstrumentPage id={id} />} />;
