import { Privilege, privilegeOn, workspaceResource, type Grant } from '../../../../../domain/access';
import { matchesFilter } from '../../../../components/filter-box';
import type { WorkspaceSummary } from './get-workspaces';

/**
 * Spec §2.12: only workspaces where the user's privilege on sdm/{tenant}/{project}/{workspace} is
 * TRANSIT or higher (the server filters too; this keeps the screen right whatever it is sent).
 */
export function reachableWorkspaces(list: WorkspaceSummary[], grants: Grant[], tenantKey: string, projectKey: string): WorkspaceSummary[] {
  return list.filter((w) => privilegeOn(grants, workspaceResource(tenantKey, projectKey, w.key)) >= Privilege.TRANSIT);
}

/** The filter box's text matches the name, key or type. */
export function filterWorkspaces(list: WorkspaceSummary[], text: string): WorkspaceSummary[] {
  return list.filter((w) => matchesFilter(text, w.name, w.key, w.type));
}
