import { useWorkspaceScope } from '../../../components/record/use-workspace-scope';
import type { ProgramScope } from '../api/loyalty';

/** Where the loyalty screens stand: the workspace's LOYALTY (`/{tenant}/{project}/{aggregate}/loyalty`). */
export function useLoyaltyScope() {
  const where = useWorkspaceScope('loyalty');
  const scope: ProgramScope = { tenant: where.tenant, project: where.project, aggregate: where.aggregateId };
  return { ...where, scope, ready: Boolean(where.aggregateId) };
}
