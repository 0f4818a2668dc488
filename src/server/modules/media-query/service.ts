import type { DateRange } from '../../../domain/summary/date-range.js';
import type { DayActions } from '../../../domain/summary/trend-series.js';
import type { ActionTotals } from '../../../domain/summary/windows.js';
import { badRequest } from '../../errors.js';
import { daysOf, totalsWindows } from './periods.js';
import * as repo from './repo.js';
import * as loader from './summary-loader.js';
import type { QueryContext } from './scope.js';
import { groupCounts, type ItemCounts } from './type-groups.js';

export async function itemCounts(qc: QueryContext, scope: repo.Scope): Promise<ItemCounts> {
  return groupCounts(await loader.itemCounts(qc, scope));
}

/**
 * Action types of docs/product/platform.md §3.15 and docs/product/campaigns-venues-events.md §3.10, and 9, a signage
 * play (docs/signage-player.md).
 */
const MAX_ACTION_TYPE = 9;

export function checkedActionType(type: number): number {
  if (!Number.isInteger(type) || type < 1 || type > MAX_ACTION_TYPE) throw badRequest(`type must be an action type from 1 to ${MAX_ACTION_TYPE}`);
  return type;
}

/** Totals of one action type over the windows of the tiles (UTC days). */
export async function actionTotals(qc: QueryContext, scope: repo.Scope, type: number): Promise<ActionTotals> {
  const { today, from7, from30 } = totalsWindows();
  const totals = { today: 0, last7Days: 0, last30Days: 0 };
  for (const r of await loader.dailyCounts(qc, scope, { from: from30, to: today })) {
    if (r.type !== type) continue;
    totals.last30Days += r.count;
    if (r.day >= from7) totals.last7Days += r.count;
    if (r.day === today) totals.today += r.count;
  }
  return totals;
}

const FIELD_OF_TYPE: Record<number, 'likes' | 'views' | 'shares'> = { 1: 'likes', 2: 'views', 3: 'shares' };

/** Likes, views and shares for every day of the (checked) range, zero days included. */
export async function actionsPerDay(qc: QueryContext, scope: repo.Scope, range: DateRange): Promise<DayActions[]> {
  const rows = await loader.dailyCounts(qc, scope, range);
  const byDay = new Map<string, DayActions>();
  for (const day of daysOf(range)) byDay.set(day, { day, likes: 0, views: 0, shares: 0 });
  for (const r of rows) {
    const entry = byDay.get(r.day);
    const field = FIELD_OF_TYPE[r.type];
    if (entry && field) entry[field] += r.count;
  }
  return [...byDay.values()];
}
