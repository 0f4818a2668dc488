import type { MediaKind } from '../../../../domain/signage/media';

export type { SignageMedia } from '../../../../domain/signage/media';
export type { Liveness, SignageDisplay, SignagePlaylist } from '../../../components/signage/api';

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
  /** ISO. */
  since: string;
}
