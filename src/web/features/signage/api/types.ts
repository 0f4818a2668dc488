import type { Orientation } from '../../../../domain/signage/display';
import type { MediaKind } from '../../../../domain/signage/media';
import type { Liveness } from '../../../../domain/signage/liveness';
import type { PlaylistRow } from '../../../../domain/signage/playlist';

export type { SignageMedia } from '../../../../domain/signage/media';

/** A playlist as GET /playlists answers it (docs/api.md "Digital signage"). */
export interface SignagePlaylist {
  id: string;
  name: string;
  media: PlaylistRow[];
  media_count: number;
  display_count: number;
  aggregate_id: string;
  updatedOn: string;
}

export type { Liveness } from '../../../../domain/signage/liveness';

/** A display as GET /displays answers it, with what its player reports (docs/signage-player.md). */
export interface SignageDisplay {
  id: string;
  gen_token: string;
  name: string;
  description: string;
  orientation: Orientation;
  np: { type: 'pl'; id: string; name: string };
  pa: true;
  asset_id: string;
  aggregate_id: string;
  last_seen: string | null;
  player_version: string | null;
  updatedOn: string;
  /** docs/signage-player.md "Console side": online (heartbeat < 2 min), stale (2–15 min), offline (> 15 min), never. */
  liveness: Liveness;
  /** What the player said it plays now, since when (ISO). */
  playing: { mediaId: string; name: string; since: string } | null;
  /** Whether a player credential exists for the display (a screen has claimed its pairing code). */
  paired: boolean;
}

/** GET /plays/summary: one line per media of the workspace, most played first. */
export interface PlaySummaryRow {
  mediaId: string;
  name: string;
  kind: MediaKind;
  plays: number;
  completed: number;
  skipped: number;
  seconds: number;
}

/** GET /override: what every display of the workspace shows until cleared. */
export interface SignageOverride {
  version?: number;
  message: string | null;
  media: { mediaId: string; name: string; kind: MediaKind } | null;
  since: string | number;
}
