import { MEDIA_ITEM_PAGE_KINDS, type MediaItem, type MediaItemPageKind } from '../../../../domain/media-items/types';
import { defineResource } from '../../../lib/resource';
import { ITEM_KINDS } from '../model/kinds';

/** A created item's answer: a device's carries its reading secret, once. */
export type CreatedItem = MediaItem & { secret?: string };

const itemResource = (kind: MediaItemPageKind) =>
  defineResource<MediaItem, string>({ kind, path: `/api/2.0/media-${ITEM_KINDS[kind].segment}`, scope: (aggregate) => ({ aggregate }) });

/** `/api/2.0/media-{venues|assets|devices}?aggregate=`: one resource per kind (lib/resource.ts), in a workspace. */
export const ITEM_RESOURCES = Object.fromEntries(MEDIA_ITEM_PAGE_KINDS.map((kind) => [kind, itemResource(kind)])) as Record<
  MediaItemPageKind,
  ReturnType<typeof itemResource>
>;
