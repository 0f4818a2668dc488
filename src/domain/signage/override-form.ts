import { SIGNAGE_MESSAGES } from './messages.js';
import { OverrideInput } from './player.js';

/** The override control's values: a message, or a media item of the workspace. */
export type OverrideForm = { kind: 'message'; message: string } | { kind: 'media'; mediaId: string };

/** The body of PUT /override (exactly one of message and mediaId, as the route checks it); null while it would be refused. */
export function overrideBodyOf(f: OverrideForm): OverrideInput | null {
  const checked = OverrideInput.safeParse(f.kind === 'media' ? { mediaId: f.mediaId } : { message: f.message });
  return checked.success ? checked.data : null;
}

/** What keeps the override from being set, beside its field: the message or the media is still to be given. */
export function overrideFormProblems(f: OverrideForm): { message?: string; mediaId?: string } {
  if (overrideBodyOf(f)) return {};
  return f.kind === 'media' ? { mediaId: SIGNAGE_MESSAGES.mediaRequired } : { message: SIGNAGE_MESSAGES.overrideMessageRequired };
}
