import { z } from 'zod';
import { FieldsParam, IdOrKey } from '../../domain/common/list-query.js';

export const FieldsQuery = z.object({ fields: FieldsParam });
/** `?tenant=`: the tenant a call is about (id or key); the caller's own when left out. */
export const TenantScope = z.object({ tenant: IdOrKey.optional() });
export const TenantQuery = TenantScope.extend(FieldsQuery.shape);
