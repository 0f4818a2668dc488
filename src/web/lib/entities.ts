/** Shapes of the answers the console reads (docs/api.md). */

export interface ConsoleConfig {
  apiKey: string;
  clientId: string;
  clientSecret: string;
  environment: string;
  qr?: { appStoreUrl?: string; webAppUrl?: string };
  /** Map tile URL template (`MAP_TILE_URL`); the console falls back to OpenStreetMap's. */
  mapTileUrl?: string;
  /** [latitude, longitude] of the map's fallback centre (`MAP_DEFAULT_CENTER`). */
  mapDefaultCenter?: [number, number];
}

export interface TokenResponse {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  scope?: string;
  token_type?: string;
  expires_in?: number;
  refresh_expires_in?: number;
}

export interface UserInfo {
  sub: string;
  given_name?: string;
  family_name?: string;
  preferred_username?: string;
  email?: string;
  tenant?: string;
}

export interface Tenant {
  id: string;
  key: string;
  name: string;
  description?: string;
  roles?: { resources: string[] }[];
}

export interface Project {
  id: string;
  key: string;
  name: string;
  description?: string;
  tenant_id?: string;
}

/** The workspace (aggregate) as the shell knows it: the access look-up's answer. */
export interface AggregateRef {
  key: string;
  resource: string;
  id?: string;
  name?: string;
}

export interface BuildInfo {
  version: string;
  revision: string;
  branch: string;
  buildTime: string;
}
