import { z } from 'zod';

/** A project as the console reads it (the projects page asks for id, key, name and description only). */
export const Project = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  description: z.string().optional(),
  tenant_id: z.string().optional(),
});
export type Project = z.infer<typeof Project>;
