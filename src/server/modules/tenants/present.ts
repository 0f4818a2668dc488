import type { TenantRow } from './repo.js';

/** The landing page's public look-up shows no more than this. */
export const presentPublicTenant = (t: TenantRow) => ({ id: t.id, key: t.key, name: t.name });

export const presentTenant = (t: TenantRow) => ({
  id: t.id,
  key: t.key,
  name: t.name,
  description: t.description,
  // The session tenant clients read carries `roles`, whose first entry lists the enabled menu resources.
  roles: [{ resources: t.features }],
  embedOrigins: t.embedOrigins,
  twoFactorRequired: t.twoFactorRequired,
  createdOn: t.createdOn.toISOString(),
  updatedOn: t.updatedOn.toISOString(),
});
