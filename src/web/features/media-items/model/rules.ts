import { ITEM_MESSAGES } from '../../../../domain/media-items/types';
import type { FormErrors } from '../../../lib/record/draft';
import type { ItemDraft } from './draft';

export { activeAssetCount } from './active-assets';

/** The item form's errors, shown on the fields: name required, max allowed ≥ 1. */
export function formErrors(draft: ItemDraft): FormErrors<ItemDraft> {
  const errors: FormErrors<ItemDraft> = {};
  if (!draft.name.trim()) errors.name = ITEM_MESSAGES.nameRequired;
  if (draft.maxAllowed < 1) errors.maxAllowed = 'Minimum is 1';
  return errors;
}
