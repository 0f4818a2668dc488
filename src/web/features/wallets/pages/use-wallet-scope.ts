import { useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { privilegeOn, projectResource, workspaceResource } from '../../../../domain/access';
import { getSession, subscribeSession } from '../../../lib/session';
import type { WalletScope } from '../api/wallets';

const path = (...segments: string[]) => '/' + segments.map(encodeURIComponent).join('/');

/**
 * Where the wallet screens stand: a project's treasury (`/{tenant}/treasury/{project}/wallets`: the project's wallets)
 * or a workspace's WALLETS menu (`/{tenant}/{project}/{aggregate}/wallets`: the wallets kept for that workspace, and
 * new ones kept for it unless told otherwise). The ids come from the shell's session.
 */
export function useWalletScope() {
  const { tenant = '', project = '', aggregate } = useParams();
  const session = useSyncExternalStore(subscribeSession, getSession);
  const grants = session.roles ?? [];
  const projectId = session.project?.id ?? '';
  const aggregateId = aggregate ? (session.aggregate?.id ?? '') : '';
  const scope: WalletScope = aggregate ? { tenant, project: projectId, aggregate: aggregateId } : { tenant, project: projectId };
  return {
    scope,
    ready: Boolean(projectId) && (!aggregate || Boolean(aggregateId)),
    privilege: privilegeOn(grants, aggregate ? workspaceResource(tenant, project, aggregate) : projectResource(tenant, project)),
    listPath: aggregate ? path(tenant, project, aggregate, 'wallets') : path(tenant, 'treasury', project, 'wallets'),
    tenant,
    projectId,
    aggregateId,
    workspaceName: aggregate ? (session.aggregate?.name ?? aggregate) : '',
  };
}

export type WalletScreenScope = ReturnType<typeof useWalletScope>;
