import type { TreasuryFigures } from '../../../../domain/treasury/figures';
import { mediaQuery } from '../../../lib/media-query';

export type { TreasuryFigures };

export interface TreasurySummary extends TreasuryFigures {
  /** How many coupons, tickets … (instrument details) the project holds. */
  details: number;
  byType: (TreasuryFigures & { titype: string; details: number })[];
}

const FIGURES = 'totalInstruments instrumentFree instrumentAcquired instrumentRedeemed revenue discount';
const QUERY = `query TreasurySummary($project_id: ID!, $tenant_id: ID!) {
  treasurySummaryByProject(project_id: $project_id, tenant_id: $tenant_id) { details ${FIGURES} byType { titype details ${FIGURES} } }
}`;

export const treasurySummaryKey = (projectId: string) => ['ticonfig', 'summary', projectId] as const;

/** `treasurySummaryByProject` (POST /api/1.0/media-query): the project's instruments generated, acquired, used, free, revenue and discount, per type. */
export async function getTreasurySummary(projectId: string, tenantId: string): Promise<TreasurySummary> {
  const data = await mediaQuery<{ treasurySummaryByProject: TreasurySummary }>(QUERY, { project_id: projectId, tenant_id: tenantId });
  return data.treasurySummaryByProject;
}
