import type { MediaKind } from '../media.js';

/** One thing the player can show: a playlist row or the override's media (docs/signage-player.md "Player API"). */
export interface PlayerMedia {
  mediaId: string;
  name: string;
  kind: MediaKind;
  url: string;
  contentType: string;
  size: number;
  etag: string;
  /** Seconds on screen (a video plays to its end instead). */
  duration: number;
}

/** A playlist row of the manifest: its media, order, frequency and validity window (epoch ms). */
export interface PlayerItem extends PlayerMedia {
  rowId: string;
  playOrder: number;
  freq: number;
  startAt: number;
  expiryAt: number;
}

export interface PlayerOverride {
  version: number | string;
  message: string | null;
  media: PlayerMedia | null;
  since: number | string;
}

/** GET /player/api/manifest. */
export interface PlayerManifest {
  display: { id: string; name: string; orientation: number };
  playlist: { id: string; name: string } | null;
  items: PlayerItem[];
  override: PlayerOverride | null;
}

/** Every media file the manifest may show, once each: what the player keeps in its cache. */
export function manifestMedia(manifest: PlayerManifest): PlayerMedia[] {
  const all = [...manifest.items, ...(manifest.override?.media ? [manifest.override.media] : [])];
  return [...new Map(all.map((m) => [m.url, m])).values()];
}
