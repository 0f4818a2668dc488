// What other modules use of tenants: they import it from here, never from its files.
export type { TenantRow } from './directory.js';
