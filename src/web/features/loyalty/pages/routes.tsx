import { RecordRoute } from '../../../components/record/record-page';
import { ProgramCreatePage } from './program-create-page';
import { ProgramPage } from './program-page';

/** The element of the program record routes (../index.tsx), loaded with their chunk. */
export const recordPage = <RecordRoute name="loyalty" render={(id) => (id ? <ProgramPage id={id} /> : <ProgramCreatePage />)} />;
