import type { TreasuryFigures } from '../treasury/figures.js';
import { EXPORT_MESSAGES } from './exports.js';

/**
 * What the console's audience screens say and offer (docs/product/campaigns-venues-events.md §2.10, §2.11, §8, §9;
 * docs/product/creatives-assets-signage.md §2.11): their messages word for word, page sizes, the treasury tiles' labels
 * and the in-page sort of the tables.
 */
export const AUDIENCE_MESSAGES = {
  loading: 'Loading, please wait ....',
  loaded: 'The data has been successfully loaded.',
  patience: EXPORT_MESSAGES.patience,
  exported: EXPORT_MESSAGES.exported,
  noAudience: "Unfortunately, there's no audience data available at the moment.",
} as const;

/** Audience Statistics tables of campaigns, venues, assets, devices and events. */
export const ITEM_PAGE_SIZES = [10, 25, 50, 100] as const;
/** The workspace Audience page's detailed table. */
export const WORKSPACE_PAGE_SIZES = [25, 100, 150, 200, 500, 1000, 2000] as const;

export type TreasuryTileKey = 'revenue' | 'discount' | 'totalInstruments' | 'instrumentAcquired' | 'instrumentRedeemed' | 'instrumentFree';
export const TREASURY_TILE_KEYS: readonly TreasuryTileKey[] = [
  'revenue',
  'discount',
  'totalInstruments',
  'instrumentAcquired',
  'instrumentRedeemed',
  'instrumentFree',
];
/** The tiles that are amounts, shown in the workspace's currency (docs/product/platform.md §9). */
export const isAmountTile = (key: TreasuryTileKey): boolean => key === 'revenue' || key === 'discount';

/** Each instrument type's words for the six tiles: a campaign's coupons, an event's tickets, mobility tickets. */
export const TREASURY_TILE_LABELS: Record<'COUPON' | 'TICKET' | 'MOBILITY', Record<TreasuryTileKey, string>> = {
  COUPON: {
    revenue: 'Total Sales',
    discount: 'Discount Given',
    totalInstruments: 'Coupons Generated',
    instrumentAcquired: 'Coupons Acquired',
    instrumentRedeemed: 'Coupons Redeemed',
    instrumentFree: 'Coupons Free',
  },
  TICKET: {
    revenue: 'Total Revenue',
    discount: 'Offer Given',
    totalInstruments: 'Tickets Generated',
    instrumentAcquired: 'Tickets Claimed',
    instrumentRedeemed: 'Tickets Validated',
    instrumentFree: 'Tickets Free',
  },
  MOBILITY: {
    revenue: 'Mobility Ticket Revenue',
    discount: 'Mobility Ticket Offer Given',
    totalInstruments: 'Mobility Tickets Generated',
    instrumentAcquired: 'Mobility Tickets Purchased',
    instrumentRedeemed: 'Mobility Tickets Validated',
    instrumentFree: 'Mobility Tickets Free',
  },
};

export type TileType = keyof typeof TREASURY_TILE_LABELS;
export interface TypeFigures extends TreasuryFigures {
  titype: string;
}

const ZERO: TreasuryFigures = { totalInstruments: 0, instrumentFree: 0, instrumentAcquired: 0, instrumentRedeemed: 0, revenue: 0, discount: 0 };

/**
 * The treasury tile groups of an item: a campaign always shows its coupons, an event its tickets (zeros when none
 * exist yet); any other type the item holds (mobility) follows with its own words. An instrument's figures come
 * with its own type already (zeros before it issues any), so it shows the types it names.
 */
export function treasuryGroups(kind: 'campaign' | 'event' | 'instrument', byType: readonly TypeFigures[]): { type: TileType; figures: TreasuryFigures }[] {
  const own: TileType[] = kind === 'campaign' ? ['COUPON'] : kind === 'event' ? ['TICKET'] : [];
  const types = [...own, ...byType.map((t) => t.titype).filter((t): t is TileType => t in TREASURY_TILE_LABELS)];
  return [...new Set(types)].map((type) => ({ type, figures: byType.find((t) => t.titype === type) ?? ZERO }));
}

/**
 * The Audience page's combined instruments: coupons' and tickets' figures added up
 * (docs/product/campaigns-venues-events.md §2.11).
 */
export function combinedFigures(groups: readonly Pick<TreasuryFigures, 'instrumentAcquired' | 'instrumentRedeemed' | 'revenue' | 'discount'>[]) {
  const sum = (k: 'instrumentAcquired' | 'instrumentRedeemed' | 'revenue' | 'discount') => groups.reduce((s, g) => s + g[k], 0);
  return { instrumentAcquired: sum('instrumentAcquired'), instrumentRedeemed: sum('instrumentRedeemed'), revenue: sum('revenue'), discount: sum('discount') };
}

export type SortDirection = 'asc' | 'desc';
export interface SortState<K extends string> {
  column: K;
  direction: SortDirection;
}

/**
 * One page's rows ordered by a column: numbers by value, text by the en-GB collation, empty values last whatever
 * the direction, ties kept in the page's order. The server orders by date across pages (its keyset); other
 * columns are sorted within the page shown.
 */
export function sortWithinPage<T, K extends string>(
  rows: readonly T[],
  sort: SortState<K> | null,
  valueOf: (row: T, column: K) => string | number | null | undefined,
): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });
  return rows
    .map((row, i) => ({ row, i, v: valueOf(row, sort.column) }))
    .sort((a, b) => {
      const empty = (v: unknown) => v == null || v === '';
      if (empty(a.v) || empty(b.v)) return empty(a.v) === empty(b.v) ? a.i - b.i : empty(a.v) ? 1 : -1;
      const c = typeof a.v === 'number' && typeof b.v === 'number' ? a.v - b.v : collator.compare(String(a.v), String(b.v));
      return c * sign || a.i - b.i;
    })
    .map((x) => x.row);
}
