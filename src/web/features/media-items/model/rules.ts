import { ITEM_MESSAGES } from '../../../../domain/media-items/item';
import type { MediaItem } from '../../../../domain/media-items/types';
import { isActiveNow } from '../../../../domain/relations/periods';
import type { FormErrors } from '../../../lib/record/draft';
import type { ItemDraft } from './draft';

/** The item form's errors, shown on the fields: name required, max allowed ≥ 1. */
export function formErrors(draft: ItemDraft): FormErrors<ItemDraft> {
  const errors: FormErrors<ItemDraft> = {};
  if (!draft.name.trim()) errors.name = ITEM_MESSAGES.nameRequired;
  if (draft.maxAllowed < 1) errors.maxAllowed = 'Minimum is 1';
  return errors;
}

/**
 * The venue tile's badge (spec 02 §4.2): anchored assets whose relation runs now (start ≤ now ≤ close);
 * a disabled anchor does not count.
 */
export function activeAssetCount(item: Pick<MediaItem, 'relations'>, now: Date = new Date()): number {
  return (item.relations ?? []).filter((r) => r.relation === 'asset' && isActiveNow(r, now)).length;
}
