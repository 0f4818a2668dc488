import type { DateRange } from '../../../domain/summary/date-range.js';
import * as repo from './repo.js';
import type { QueryContext } from './scope.js';

const DAY_MS = 86_400_000;
// Ranges closer than this are read as one: a month of unused rows costs less than a second round trip.
const MERGE_GAP_DAYS = 31;

const gapDays = (to: string, from: string) => (Date.parse(from) - Date.parse(to)) / DAY_MS;

/** Ranges sorted and merged where they overlap or lie close together. */
export function mergeRanges(ranges: DateRange[]): DateRange[] {
  const sorted = [...ranges].sort((a, b) => a.from.localeCompare(b.from));
  const merged: DateRange[] = [];
  for (const r of sorted) {
    const last = merged.at(-1);
    if (last && gapDays(last.to, r.from) <= MERGE_GAP_DAYS) {
      if (r.to > last.to) last.to = r.to;
    } else {
      merged.push({ ...r });
    }
  }
  return merged;
}

interface Batch {
  items: boolean;
  ranges: DateRange[];
  rows: Promise<{ items: repo.ItemCount[]; daily: repo.DailyCount[] }>;
}

async function read(qc: QueryContext, scope: repo.Scope, items: boolean, ranges: DateRange[]) {
  const merged = mergeRanges(ranges);
  if (items && merged.length === 1) return repo.itemAndDailyCounts(qc.ctx.db, scope, merged[0]);
  const [itemRows, ...daily] = await Promise.all([
    items ? repo.countItemsByType(qc.ctx.db, scope) : [],
    ...merged.map((r) => repo.dailyCounts(qc.ctx.db, scope, r)),
  ]);
  return { items: itemRows, daily: daily.flat() };
}

/**
 * The fields of one document (counts, three totals and a trend on the same workspace) resume together
 * after their shared look-up; what they need is collected until the next turn of the event loop and
 * read in one round trip per scope instead of one per field.
 */
function batchOf(qc: QueryContext, scope: repo.Scope): Batch {
  const key = `${scope.tenantId}/${scope.projectId ?? ''}/${scope.aggregateId ?? ''}`;
  let batch = qc.batches.get(key) as Batch | undefined;
  if (!batch) {
    const pending = { items: false, ranges: [] as DateRange[] };
    const rows = new Promise<Batch['rows'] extends Promise<infer R> ? R : never>((resolve, reject) => {
      setImmediate(() => {
        qc.batches.delete(key);
        read(qc, scope, pending.items, pending.ranges).then(resolve, reject);
      });
    });
    batch = Object.assign(pending, { rows });
    qc.batches.set(key, batch);
  }
  return batch;
}

/** Venues, assets and campaigns of the scope by lower-cased type. */
export function itemCounts(qc: QueryContext, scope: repo.Scope): Promise<repo.ItemCount[]> {
  const batch = batchOf(qc, scope);
  batch.items = true;
  return batch.rows.then((r) => r.items);
}

/** Actions per UTC day and type of the scope in `range`. */
export function dailyCounts(qc: QueryContext, scope: repo.Scope, range: DateRange): Promise<repo.DailyCount[]> {
  const batch = batchOf(qc, scope);
  batch.ranges.push(range);
  return batch.rows.then((r) => r.daily.filter((d) => d.day >= range.from && d.day <= range.to));
}
