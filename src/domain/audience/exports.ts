/**
 * The Excel exports of audience analytics (docs/product/campaigns-venues-events.md §2.3, §2.5, §2.11, §5, §8, §9;
 * docs/product/creatives-assets-signage.md §9): file names, sheets, columns and the date range they take. The server
 * writes them (docs/api.md "Exports"); the console names the same messages.
 */

export const EXPORT_MESSAGES = {
  patience: 'Thank you for your patience...',
  exported: 'The data has been successfully exported to Excel. Please check your download location.',
  datesRequired: 'Both a start date and an end date are needed to export.',
  endBeforeStart: 'End date cannot be earlier than start date.',
} as const;

/**
 * Names of the action types in exports: 1-3 from the apps (docs/product/platform.md §3.15), 4 from scanners, 5-8 from
 * treasury transactions, 9 from signage players' proof of play.
 */
export const EXPORT_ACTION_NAMES: Record<number, string> = {
  1: 'Like',
  2: 'View',
  3: 'Share',
  4: 'DisLike/Scan',
  5: 'Acquired',
  6: 'Redeemed',
  7: 'Purchased',
  8: 'Validated',
  9: 'Play',
};
export const exportActionName = (type: number) => EXPORT_ACTION_NAMES[type] ?? `Type ${type}`;

/** The interaction types campaign, venue and asset reports count (docs/product/campaigns-venues-events.md §9). */
export const INTERACTION_TYPES = [1, 2, 3] as const;

export const SHEETS = {
  campaignSummary: 'Campaign Summary',
  interactions: 'Interactions',
  couponInteractions: 'Coupon Interactions',
  mobilityTickets: 'Mobility Tickets',
  attribution: 'Attribution',
  venueData: 'Venue Data',
  detailed: 'Audience Data',
} as const;

/** One row per action in item exports; the profile is masked to its last 5 characters. */
export const INTERACTION_COLUMNS = ['Profile', 'Date', 'Action', 'Campaign', 'Venue', 'Asset', 'GeoLocation', 'Price', 'Channel'];
/** The summary (totals) block above a venue's or an asset's interactions. */
export const TOTALS_COLUMNS = ['Unique Profiles', 'Total Interactions', 'Likes', 'Shares', 'Views'];
export const COUPON_INTERACTION_COLUMNS = ['Date', 'Action', 'Outcome', 'Serial', 'Category', 'Profile', 'Sales Amount', 'Discount', 'Offline'];
/** The campaign's bought mobility tickets: when, serial, trip (the batch's category), masked profile, fare, Purchased or Validated. */
export const MOBILITY_TICKET_COLUMNS = ['Date', 'Ticket', 'Trip', 'Profile', 'Fare', 'Status'];
/** The attribution sheet: the funnel as Field/Value lines above, then one row per asset and per venue. */
export const ATTRIBUTION_COLUMNS = ['Place', 'Kind', 'Plays', 'Impressions', 'Views', 'Likes', 'Shares', 'Interactions', 'Acquired', 'Redeemed', 'Revenue'];
export const VENUE_DATA_COLUMNS = ['Venue', 'Unique Profiles', 'Total Interactions', 'Likes', 'Views', 'Shares'];
/**
 * docs/product/campaigns-venues-events.md §2.11's detailed table: campaign, name (the masked profile), date, action,
 * location, asset, tenant, venue, aggregate.
 */
export const DETAILED_COLUMNS = ['Campaign', 'Name', 'Date', 'Action', 'Location', 'Asset', 'Tenant', 'Venue', 'Aggregate'];
export const SUMMARY_COLUMNS = ['Field', 'Value'];

/** An inclusive range of calendar days in the workspace's time zone, 'YYYY-MM-DD'. */
export interface ExportRange {
  from: string;
  to: string;
}

export const EXPORT_DAY = /^\d{4}-\d{2}-\d{2}$/;

const realDay = (day: string) => EXPORT_DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/**
 * The range a request names. docs/product/campaigns-venues-events.md §5: an export by dates needs both; item exports
 * without dates cover all time (`required` false), but one date alone is refused too. Answers the message for a bad
 * range.
 */
export function exportRange(from: string | undefined, to: string | undefined, required: boolean): ExportRange | null | { error: string } {
  if (!from && !to && !required) return null;
  if (!from || !to) return { error: EXPORT_MESSAGES.datesRequired };
  if (!realDay(from) || !realDay(to)) return { error: `Dates are days written YYYY-MM-DD: '${!realDay(from) ? from : to}' is not one.` };
  if (to < from) return { error: EXPORT_MESSAGES.endBeforeStart };
  return { from, to };
}

/**
 * docs/product/creatives-assets-signage.md §9's stamp, day-month-year-hour-minute in the workspace's zone:
 * '24-11-2026-09-05'.
 */
export function exportStamp(at: Date, timeZone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return `${p.day}-${p.month}-${p.year}-${p.hour}-${p.minute}`;
}

// Characters no file system takes in a name, and control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NAME = /[\\/:*?"<>|\u0000-\u001F\u007F]+/g;

/**
 * '<name>_<stamp>.xlsx' with what file systems refuse replaced; docs/product/campaigns-venues-events.md §9 (campaign,
 * venue) and docs/product/creatives-assets-signage.md §9 (asset).
 */
export function exportFileName(name: string, at: Date, timeZone: string): string {
  // No leading dots (a hidden file), and a name of nothing usable reads 'export'.
  const clean = name.replace(UNSAFE_IN_NAME, '_').trim().replace(/^\.+/, '');
  return `${/[^_\s]/.test(clean) ? clean : 'export'}_${exportStamp(at, timeZone)}.xlsx`;
}
