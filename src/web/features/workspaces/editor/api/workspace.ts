import type { WorkspaceUrls } from '../../../../../domain/workspaces/workspace';

/** A workspace as `/api/2.0/media-aggregates` answers it (docs/api.md). */
export interface Workspace {
  id: string;
  key: string;
  name: string;
  description?: string;
  tags?: string[];
  enabled?: boolean;
  currency?: string;
  timeZone?: string;
  street?: string;
  locality?: string;
  city?: string;
  state?: string;
  country?: string;
  pincode?: string;
  geoLocation?: { type: 'Point'; coordinates: [number, number] } | null;
  urls?: WorkspaceUrls;
  properties?: Record<string, string>;
  type?: string | null;
  type_id?: string | null;
  subtype?: string | null;
  subtype_id?: string | null;
  category?: string | null;
  project_id?: string;
  tenant_id?: string;
  profile_id?: string;
  createdOn?: string;
  updatedOn?: string;
}

/** What `GET /api/1.0/geo/reverse` answers. */
export interface GeoReply {
  countryCode?: string;
  postcode?: string;
  state?: string;
  city?: string;
  suburb?: string;
  displayName?: string;
}

export const workspaceQueryKey = (tenantKey: string, projectKey: string, id: string) => ['workspace', tenantKey, projectKey, id] as const;
