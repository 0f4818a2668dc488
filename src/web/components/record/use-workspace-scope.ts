import { useParams } from 'react-router';
import { privilegeOn, workspaceResource, type PrivilegeLevel } from '../../../domain/access';
import { getSession } from '../../lib/session';

/**
 * The user's privilege on the workspace of the path, whose resource is built from the path's first three
 * segments (docs/product/campaigns-venues-events.md §2.1): a record's page and its list's tiles both judge by it.
 */
export function useWorkspacePrivilege(): PrivilegeLevel {
  const { tenant = '', project = '', aggregate = '' } = useParams();
  return privilegeOn(getSession().roles ?? [], workspaceResource(tenant, project, aggregate));
}

/**
 * What every item page of a workspace starts from: the path's keys, the user's privilege on the
 * workspace, the current workspace's id, and the parent list `…/{segment}` that Close goes back to
 * (docs/product/creatives-assets-signage.md §2.2).
 */
export function useWorkspaceScope(segment: string) {
  const { tenant = '', project = '', aggregate = '' } = useParams();
  const privilege = useWorkspacePrivilege();
  const listPath = `/${[tenant, project, aggregate].map(encodeURIComponent).join('/')}/${segment}`;
  return { tenant, project, aggregateId: getSession().aggregate?.id ?? '', privilege, listPath };
}
