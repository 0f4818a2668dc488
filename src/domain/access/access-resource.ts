import { z } from 'zod';

// Kept out of the access barrel (index.ts), which the console's first chunk loads and which needs no zod.

/** `GET /api/1.0/access/resource`: the resource path owning a tenant, project or workspace, and the workspace's id, key and name. */
export const AccessResource = z.object({ resource: z.string(), id: z.string().optional(), key: z.string().optional(), name: z.string().optional() });
export type AccessResource = z.infer<typeof AccessResource>;

/** The workspace (aggregate) the session is in: its look-up answer with the key it was looked up by. */
export const AggregateRef = AccessResource.extend({ key: z.string() });
export type AggregateRef = z.infer<typeof AggregateRef>;
