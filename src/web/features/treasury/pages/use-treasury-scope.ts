import { useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { privilegeOn, projectResource, workspaceResource, type PrivilegeLevel } from '../../../../domain/access';
import { getSession, subscribeSession } from '../../../lib/session';
import type { TiScope } from '../../../lib/ti-configs';
import { useWorkspaceChoicesQuery } from '../../../lib/workspace-choices';

const path = (...segments: string[]) => '/' + segments.map(encodeURIComponent).join('/');

/**
 * Where the instrument screens stand: a project's treasury (`/{tenant}/treasury/{project}/instruments`,
 * privilege on sdm/{tenant}/{project}) or a workspace's INSTRUMENT menu (`/{tenant}/{project}/{aggregate}/instrument`,
 * privilege on the workspace). The ids a new instrument is stored under come from the shell's session.
 * In the treasury, a workspace's instrument is judged as the API judges it: by the privilege on its workspace too, so
 * a user who holds a role on that workspace alone opens it there as from the workspace's menu.
 */
export function useTreasuryScope() {
  const { tenant = '', project = '', aggregate } = useParams();
  const session = useSyncExternalStore(subscribeSession, getSession);
  const grants = session.roles ?? [];
  const projectId = session.project?.id ?? '';
  const workspaces = useWorkspaceChoicesQuery(tenant, project, !aggregate);
  if (aggregate) {
    const aggregateId = session.aggregate?.id ?? '';
    const privilege = privilegeOn(grants, workspaceResource(tenant, project, aggregate));
    return {
      scope: { aggregate: aggregateId } as TiScope,
      ready: Boolean(aggregateId),
      privilege,
      privilegeOf: () => privilege,
      listPath: path(tenant, project, aggregate, 'instrument'),
      projectId,
      aggregateId,
      tenant,
      project,
    };
  }
  const privilege = privilegeOn(grants, projectResource(tenant, project));
  /** On an instrument of a workspace, the better of the project's privilege and that workspace's. */
  const privilegeOf = (record?: { aggregate_id?: string }): PrivilegeLevel => {
    const own = record?.aggregate_id && workspaces.data?.find((w) => w.id === record.aggregate_id);
    return own ? (Math.max(privilege, privilegeOn(grants, workspaceResource(tenant, project, own.key))) as PrivilegeLevel) : privilege;
  };
  return {
    scope: { tenant, project } as TiScope,
    // The workspaces are known before a record is judged (a failed read judges by the project alone).
    ready: Boolean(projectId) && !workspaces.isPending,
    privilege,
    privilegeOf,
    listPath: path(tenant, 'treasury', project, 'instruments'),
    projectId,
    aggregateId: '',
    tenant,
    project,
  };
}

export type TreasuryScope = ReturnType<typeof useTreasuryScope>;
