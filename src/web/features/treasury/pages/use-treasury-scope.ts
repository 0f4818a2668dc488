import { useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { privilegeOn, projectResource, workspaceResource } from '../../../../domain/access';
import { getSession, subscribeSession } from '../../../lib/session';
import type { TiScope } from '../../../lib/ti-configs';

const path = (...segments: string[]) => '/' + segments.map(encodeURIComponent).join('/');

/**
 * Where the instrument screens stand: a project's treasury (`/{tenant}/treasury/{project}/instruments`,
 * privilege on sdm/{tenant}/{project}) or a workspace's INSTRUMENT menu (`/{tenant}/{project}/{aggregate}/instrument`,
 * privilege on the workspace). The ids a new instrument is stored under come from the shell's session.
 */
export function useTreasuryScope() {
  const { tenant = '', project = '', aggregate } = useParams();
  const session = useSyncExternalStore(subscribeSession, getSession);
  const grants = session.roles ?? [];
  const projectId = session.project?.id ?? '';
  if (aggregate) {
    const aggregateId = session.aggregate?.id ?? '';
    return {
      scope: { aggregate: aggregateId } as TiScope,
      ready: Boolean(aggregateId),
      privilege: privilegeOn(grants, workspaceResource(tenant, project, aggregate)),
      listPath: path(tenant, project, aggregate, 'instrument'),
      projectId,
      aggregateId,
      tenant,
      project,
    };
  }
  return {
    scope: { tenant, project } as TiScope,
    ready: Boolean(projectId),
    privilege: privilegeOn(grants, projectResource(tenant, project)),
    listPath: path(tenant, 'treasury', project, 'instruments'),
    projectId,
    aggregateId: '',
    tenant,
    project,
  };
}

export type TreasuryScope = ReturnType<typeof useTreasuryScope>;
