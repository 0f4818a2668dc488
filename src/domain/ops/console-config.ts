import { z } from 'zod';

/** `GET /console-config.json`: the console's own client settings, QR base URLs and map settings. */
export const ConsoleConfig = z.object({
  apiKey: z.string(),
  clientId: z.string(),
  clientSecret: z.string(),
  environment: z.string(),
  qr: z.object({ appStoreUrl: z.string(), webAppUrl: z.string() }),
  /** Map tile URL template (`MAP_TILE_URL`). */
  mapTileUrl: z.string(),
  /** [latitude, longitude] of the map's fallback centre (`MAP_DEFAULT_CENTER`). */
  mapDefaultCenter: z.tuple([z.number(), z.number()]),
});
export type ConsoleConfig = z.infer<typeof ConsoleConfig>;
