import { Privilege, privilegeOn, projectResource, type Grant } from '../../../../domain/access';
import type { Project } from '../../../../domain/projects/project';

/**
 * docs/product/platform.md §2.9: only projects where the user has at least TRANSIT. The server filters already; the
 * console applies the same rule to what it shows, then the filter text (name or key, any case), sorted by name.
 */
export function visibleProjects(projects: Project[], grants: Grant[], tenantKey: string, filter = ''): Project[] {
  const needle = filter.trim().toLowerCase();
  return projects
    .filter((p) => privilegeOn(grants, projectResource(tenantKey, p.key)) >= Privilege.TRANSIT)
    .filter((p) => !needle || p.name.toLowerCase().includes(needle) || p.key.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}
