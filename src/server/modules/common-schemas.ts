import { z } from 'zod';

/** An id (24 hex) or a key: letters, digits, '_' and '-'. Anything else is refused before a query runs. */
export const IdOrKey = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an id or a key');
export const FieldsQuery = z.object({ fields: z.string().max(1000).optional() });
/** `?tenant=`: the tenant a call is about (id or key); the caller's own when left out. */
export const TenantScope = z.object({ tenant: IdOrKey.optional() });
export const TenantQuery = TenantScope.extend(FieldsQuery.shape);
