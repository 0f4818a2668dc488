import { formatDateTime } from '../../../domain/common/dates';
import type { AudienceAction } from './audience-api';

/** A column of an actions table: its header and the value shown and sorted on. */
export interface ActionColumn {
  key: string;
  label: string;
  value(row: AudienceAction, zone: string): string | number | null;
}

/** The date column is the server's keyset order (across pages); the others sort within the page shown. */
export const DATE_COLUMN = 'date';

const location = (r: AudienceAction) => (r.latitude == null || r.longitude == null ? '' : `${r.latitude.toFixed(5)}, ${r.longitude.toFixed(5)}`);
const date: ActionColumn = { key: DATE_COLUMN, label: 'Date', value: (r, zone) => formatDateTime(r.date, zone) };
const action: ActionColumn = { key: 'action', label: 'Action', value: (r) => r.action };
const asset: ActionColumn = { key: 'asset', label: 'Asset', value: (r) => r.asset_name };
const venue: ActionColumn = { key: 'venue', label: 'Venue', value: (r) => r.venue_name };

/**
 * docs/product/campaigns-venues-events.md §2.10: Profile (masked by the server), Date in the workspace's zone, Action,
 * GeoLocation, Asset, Venue, Price.
 */
export const ITEM_COLUMNS: ActionColumn[] = [
  { key: 'profile', label: 'Profile', value: (r) => r.profile_id },
  date,
  action,
  { key: 'geo', label: 'GeoLocation', value: location },
  asset,
  venue,
  { key: 'price', label: 'Price', value: (r) => r.price },
];

/**
 * docs/product/campaigns-venues-events.md §2.11's detailed table: campaign, name (the masked profile), date, action,
 * location, asset, tenant, venue, aggregate.
 */
export function detailedColumns(tenantName: string): ActionColumn[] {
  return [
    { key: 'campaign', label: 'Campaign', value: (r) => r.campaign_name },
    { key: 'name', label: 'Name', value: (r) => r.profile_id },
    date,
    action,
    { key: 'location', label: 'Location', value: location },
    asset,
    { key: 'tenant', label: 'Tenant', value: () => tenantName },
    venue,
    { key: 'aggregate', label: 'Aggregate', value: (r) => r.aggregate_name },
  ];
}
