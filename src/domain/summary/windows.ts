/** The interaction types of docs/product/platform.md §3.15 and the windows of the summary tiles (§2.8, §9). */
export const ACTION_TYPES = [
  { type: 1, key: 'likes', label: 'Likes' },
  { type: 2, key: 'views', label: 'Views' },
  { type: 3, key: 'shares', label: 'Shares' },
] as const;

export type ActionKey = (typeof ACTION_TYPES)[number]['key'];

/** The answer of a totals query (docs/api.md, `ActionTotals`). */
export interface ActionTotals {
  today: number;
  last7Days: number;
  last30Days: number;
}

export const SUMMARY_WINDOWS = [
  { key: 'today', label: 'Today' },
  { key: 'last7Days', label: 'Last 7 Days' },
  { key: 'last30Days', label: 'Last 30 Days' },
] as const satisfies readonly { key: keyof ActionTotals; label: string }[];
