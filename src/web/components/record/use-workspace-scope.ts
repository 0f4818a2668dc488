import { useParams } from 'react-router';
import { privilegeOn, workspaceResource } from '../../../domain/access';
import { getSession } from '../../lib/session';

/**
 * What every item page of a workspace starts from: the path's keys, the user's privilege on the
 * workspace (spec 02 §2.1: the resource is built from the first three path segments), the current
 * workspace's id, and the parent list `…/{segment}` that Close goes back to (spec 03 §2.2).
 */
export function useWorkspaceScope(segment: string) {
  const { tenant = '', project = '', aggregate = '' } = useParams();
  const session = getSession();
  const privilege = privilegeOn(session.roles ?? [], workspaceResource(tenant, project, aggregate));
  const listPath = `/${[tenant, project, aggregate].map(encodeURIComponent).join('/')}/${segment}`;
  return { tenant, project, aggregateId: session.aggregate?.id ?? '', privilege, listPath };
}
