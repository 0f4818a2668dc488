import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import * as repo from './repo.js';

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
  etag: string;
  updatedOn: Date;
}

async function load(ctx: AppContext, row: repo.ImageRow | null): Promise<StoredImage> {
  const bytes = row ? await ctx.storage.get(row.storageKey) : null;
  if (!row || !bytes) throw notFound('Image');
  return { bytes, contentType: row.contentType, etag: row.etag, updatedOn: row.updatedOn };
}

/** The tenant logo is public: the sign-in page shows it before anyone is signed in. */
export async function tenantLogo(ctx: AppContext, tenantKey: string): Promise<StoredImage> {
  const tenant = await ctx.tenants.find(tenantKey);
  if (!tenant) throw notFound('Image');
  return load(ctx, await repo.findImage(ctx.db, tenant.id, 'tenant', tenant.id, 'logo'));
}
