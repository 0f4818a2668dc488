import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Privilege, privilegeOn, projectResource, workspaceResource } from '../../../../../domain/access';
import { EditorPage, isNotFound, LoadFailure } from '../../../../components/editor-page';
import { PageLoader } from '../../../../components/spinner';
import { NotPermittedContent } from '../../../../components/status-message';
import { api } from '../../../../lib/api';
import { getSession } from '../../../../lib/session';
import { workspaceQueryKey } from '../api/workspace';
import { getWorkspace } from '../api/workspace-calls';
import { WorkspaceForm } from './workspace-form';

/** `/{tenant}/{project}/workspaces/create` and `/workspaces/{id}`: one page per workspace, remounted per id. */
export function WorkspaceEditorRoute() {
  const { id } = useParams();
  return <WorkspaceEditorPage key={id ?? 'create'} id={id} />;
}

function WorkspaceEditorPage({ id }: { id?: string }) {
  const params = useParams();
  const tenantKey = params.tenant ?? '';
  const projectKey = params.project ?? '';
  const navigate = useNavigate();
  const creating = !id;
  const grants = getSession().roles ?? [];

  const close = useCallback(
    () => navigate(`/${encodeURIComponent(tenantKey)}/${encodeURIComponent(projectKey)}/workspaces`),
    [navigate, tenantKey, projectKey],
  );
  const workspace = useQuery({
    queryKey: workspaceQueryKey(tenantKey, projectKey, id ?? ''),
    queryFn: () => getWorkspace(tenantKey, projectKey, id ?? ''),
    enabled: !creating,
    retry: false,
    staleTime: Infinity,
  });
  const config = useQuery({ queryKey: ['console-config'], queryFn: () => api.config(), staleTime: Infinity });

  let body;
  if (creating) {
    // Creating needs ADMIN on the project (spec §2.6: 'Create Workspace' (admin)).
    const privilege = privilegeOn(grants, projectResource(tenantKey, projectKey));
    body =
      privilege < Privilege.ADMIN ? (
        <NotPermittedContent />
      ) : (
        <WorkspaceForm tenantKey={tenantKey} projectKey={projectKey} privilege={privilege} qrBases={config.data?.qr} tileUrl={config.data?.mapTileUrl} />
      );
  } else if (workspace.isError) {
    const e = workspace.error;
    // Not loadable goes to /404 (spec §8); another tenant's workspace is a 404 too.
    if (isNotFound(e)) return <Navigate to="/404" replace />;
    body = <LoadFailure error={e} />;
  } else if (!workspace.data) {
    body = <PageLoader />;
  } else {
    const privilege = privilegeOn(grants, workspaceResource(tenantKey, projectKey, workspace.data.key));
    body =
      privilege < Privilege.VIEWER ? (
        <NotPermittedContent />
      ) : (
        <WorkspaceForm
          tenantKey={tenantKey}
          projectKey={projectKey}
          initial={workspace.data}
          privilege={privilege}
          qrBases={config.data?.qr}
          tileUrl={config.data?.mapTileUrl}
        />
      );
  }

  const title = creating ? 'Create Workspace' : `Workspace ${workspace.data?.name ?? ''}`.trim();
  return (
    <EditorPage title={title} onClose={close}>
      {body}
    </EditorPage>
  );
}
