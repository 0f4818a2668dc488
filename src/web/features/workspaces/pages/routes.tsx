import { RecordRoute } from '../../../components/record/record-page';
import { WorkspacePage } from './workspace-page';

/** The element of the workspace record routes (../index.tsx), loaded with its chunk. */
export const recordPage = <RecordRoute name="workspace" render={(id) => <WorkspacePage id={id} />} />;
