import { z } from 'zod';

/** `GET /api/1.0/build-info`: what is running, shown in the console's footer. */
export const BuildInfo = z.object({ version: z.string(), revision: z.string(), branch: z.string(), buildTime: z.string() });
export type BuildInfo = z.infer<typeof BuildInfo>;
