/** The families whose items the summary tiles count (docs/product/platform.md §2.8). */
export type CountedFamily = 'venues' | 'assets' | 'campaigns';

/** The type groups counted per family, in the order the tiles show them; 'other' takes the rest. */
export const TYPE_GROUPS: Record<CountedFamily, readonly string[]> = {
  venues: ['Brand', 'OOH', 'Shopping Mall', 'other'],
  assets: ['Outdoor', 'Indoor', 'In-store', 'other'],
  campaigns: ['Drip', 'Burst', 'Pulse', 'other'],
};

export const FAMILY_LABELS: Record<CountedFamily, string> = { venues: 'Venues', assets: 'Assets', campaigns: 'Campaigns' };

export interface TypeCount {
  type: string;
  count: number;
}

/** The answer of a count query for one family: `{total, groups}` (docs/api.md). */
export interface TypeCounts {
  total: number;
  groups: TypeCount[];
}

/**
 * The tile rows of a family: every group of docs/product/platform.md §2.8 in order, zero when the answer lacks it.
 * Groups are matched case-insensitively; a group not named there is added to 'other'.
 */
export function groupRows(family: CountedFamily, counts: TypeCounts | null | undefined): TypeCount[] {
  const names = TYPE_GROUPS[family];
  const rows = names.map((type) => ({ type, count: 0 }));
  const index = new Map(names.map((n, i) => [n.toLowerCase(), i]));
  const other = names.indexOf('other');
  for (const g of counts?.groups ?? []) {
    const i = index.get(String(g.type).toLowerCase()) ?? other;
    rows[i].count += Number.isFinite(g.count) ? g.count : 0;
  }
  return rows;
}
