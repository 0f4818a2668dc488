import { useRef } from 'react';
import type { TypeChoice } from '../../../domain/item-types/type-selection';
import { useSectionGroup } from '../section';
import type { TypeSelectorChange } from './type-selector';

/**
 * The type selector's changes on a record page: `apply` takes the choice into the draft, and a mutation
 * (an existing record's type changed) opens every section the user may edit (docs/product/platform.md §4), once per
 * change away from the stored type.
 */
export function useTypeChange(apply: (choice: TypeChoice) => void): (change: TypeSelectorChange) => void {
  const { requestEditAll } = useSectionGroup();
  const wasMutation = useRef(false);
  return (change) => {
    apply(change.choice);
    if (change.mutation && !wasMutation.current) requestEditAll();
    wasMutation.current = change.mutation;
  };
}

/** A choice as the form's fields where a blank is '' rather than null (items, campaigns, events). */
export const typeFieldsOf = (choice: TypeChoice) => ({
  type: choice.type ?? '',
  type_id: choice.type_id ?? '',
  subtype: choice.subtype ?? '',
  subtype_id: choice.subtype_id ?? '',
  category: choice.category ?? '',
});
