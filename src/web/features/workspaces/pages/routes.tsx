import { RecordRoute } from '../../../components/record';
import { WorkspaceListPage } from './workspace-list-page';
import { WorkspacePage } from './workspace-page';

/** The elements of the workspace routes (../index.tsx), loaded with the area's chunk. */
export const listPage = <WorkspaceListPage />;
export const recordPage = <RecordRoute name="workspace" render={(id) => <WorkspacePage id={id} />} />;
