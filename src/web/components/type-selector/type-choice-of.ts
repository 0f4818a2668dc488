import type { TypeChoice } from '../../../domain/item-types/type-selection';

type TypeFields = Record<'type' | 'type_id' | 'subtype' | 'subtype_id' | 'category', string>;

/** A form's type fields as the selector's choice: a blank field is no choice (null). */
export function typeChoiceOf(draft: TypeFields): TypeChoice {
  return {
    type: draft.type || null,
    type_id: draft.type_id || null,
    subtype: draft.subtype || null,
    subtype_id: draft.subtype_id || null,
    category: draft.category || null,
  };
}
