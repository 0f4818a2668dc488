import { useParams } from 'react-router';
import { Privilege, privilegeOn, projectResource, workspaceResource } from '../../../../domain/access';
import { RecordPage } from '../../../components/record/record-page';
import { useConsoleConfig } from '../../../lib/console-config';
import { getSession } from '../../../lib/session';
import { workspaces } from '../api/workspaces';
import { WorkspaceForm } from './workspace-form';

/**
 * `/{tenant}/{project}/workspaces/create` and `/workspaces/{id}`: the workspace screen
 * (docs/product/platform.md §2.12).
 */
export function WorkspacePage({ id }: { id?: string }) {
  const { tenant = '', project = '' } = useParams();
  const scope = { tenant, project };
  const grants = getSession().roles ?? [];
  const config = useConsoleConfig();
  return (
    <RecordPage
      id={id}
      api={workspaces.in(scope)}
      noun="Workspace"
      closeTo={`/${encodeURIComponent(tenant)}/${encodeURIComponent(project)}/workspaces`}
      // Creating needs ADMIN on the project (docs/product/platform.md §2.6: 'Create Workspace' (admin)); a workspace is
      // seen with its own resource's privilege.
      createRole={Privilege.ADMIN}
      privilegeOf={(ws) => privilegeOn(grants, ws ? workspaceResource(tenant, project, ws.key) : projectResource(tenant, project))}
    >
      {(page) => <WorkspaceForm page={page} scope={scope} qrBases={config?.qr} tileUrl={config?.mapTileUrl} />}
    </RecordPage>
  );
}
