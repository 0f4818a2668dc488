// The form's checks, loaded when the form opens (lib/record/form-checks.ts lazyChecks): they apply the domain's schemas.
import { z } from 'zod';
import { ITEM_TYPED_FIELDS } from '../../../../domain/media-items/item';
import type { FormErrors } from '../../../lib/record/draft';
import { schemaErrors } from '../../../lib/record/schema-errors';
import type { ItemDraft } from './draft';
import { formErrors as ruleErrors } from './rules';

const Typed = z.object(ITEM_TYPED_FIELDS);

/**
 * The item form's problems: the server's schemas of its typed fields (lengths, email, MAC address), named as their
 * labels read ('Name', 'Mac address'), then the form's rules.
 */
export function formErrors(draft: ItemDraft): FormErrors<ItemDraft> {
  const typed = Object.fromEntries(Object.keys(ITEM_TYPED_FIELDS).map((f) => [f, draft[f as keyof typeof ITEM_TYPED_FIELDS]]));
  return { ...schemaErrors<ItemDraft>(Typed, typed), ...ruleErrors(draft) };
}
