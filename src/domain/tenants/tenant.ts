import { z } from 'zod';

/**
 * A tenant as the console reads it. The public look-up (before sign-in) answers id, key and name only; the
 * signed-in user's tenant adds the description and `roles`, whose first entry lists the enabled menu resources.
 */
export const Tenant = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  description: z.string().optional(),
  roles: z.array(z.object({ resources: z.array(z.string()) })).optional(),
  /** Every user signs in with a second factor (members only). */
  twoFactorRequired: z.boolean().optional(),
});
export type Tenant = z.infer<typeof Tenant>;
