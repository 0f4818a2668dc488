import { RecordRoute } from '../../../components/record/record-page';
import { CreativePage } from './creative-page';

/** The element of the creative record routes (../index.tsx), loaded with their chunk. */
export const recordPage = <RecordRoute name="creative" render={(id) => <CreativePage id={id} />} />;
