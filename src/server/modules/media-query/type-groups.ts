import { TYPE_GROUPS, type CountedFamily, type TypeCounts } from '../../../domain/summary/type-groups.js';

const FAMILY_OF_KIND: Record<string, CountedFamily> = { venue: 'venues', asset: 'assets', campaign: 'campaigns' };

export interface ItemCounts {
  venues: TypeCounts;
  assets: TypeCounts;
  campaigns: TypeCounts;
}

/**
 * docs/product/platform.md §2.8: each family's counts in the groups the tiles show, types matched case-insensitively,
 * every other type (and none) counted as 'other'. Every group is present, zero when empty.
 */
export function groupCounts(rows: { kind: string; type: string; count: number }[]): ItemCounts {
  const out = {} as ItemCounts;
  for (const family of Object.keys(TYPE_GROUPS) as CountedFamily[]) {
    out[family] = { total: 0, groups: TYPE_GROUPS[family].map((type) => ({ type, count: 0 })) };
  }
  for (const row of rows) {
    const family = FAMILY_OF_KIND[row.kind];
    if (!family) continue;
    const counts = out[family];
    const group = counts.groups.find((g) => g.type.toLowerCase() === row.type && g.type !== 'other') ?? counts.groups.find((g) => g.type === 'other')!;
    group.count += row.count;
    counts.total += row.count;
  }
  return out;
}
