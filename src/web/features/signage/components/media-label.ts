import type { SignageMedia } from '../../../../domain/signage/media';

/** How a media item is named in the selects: its name and kind. */
export const mediaLabel = (m: SignageMedia) => `${m.name} (${m.type})`;
