import type { ActionKey, ActionTotals, CountedFamily, DateRange, DayActions, TypeCounts } from '../../../../domain/summary';
import { mediaQuery } from '../../../lib/media-query';
import { summaryDocument, type SummaryScope } from './summary-scope';

export interface Summary {
  counts: Record<CountedFamily, TypeCounts>;
  totals: Record<ActionKey, ActionTotals>;
  trend: DayActions[];
}

type Answer = { counts: Summary['counts']; trend: DayActions[] } & Summary['totals'];

/** Everything a summary page shows, for the chart's range, in one graph query. */
export async function getSummary(scope: SummaryScope, range: DateRange): Promise<Summary> {
  const { query, variables } = summaryDocument(scope, range);
  const data = await mediaQuery<Answer>(query, variables);
  return { counts: data.counts, totals: { likes: data.likes, views: data.views, shares: data.shares }, trend: data.trend ?? [] };
}
