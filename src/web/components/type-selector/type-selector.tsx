import { useEffect, useState } from 'react';
import { Stack } from '@mantine/core';
import { Checkbox, Select } from '../inputs';
import { useQuery } from '@tanstack/react-query';
import {
  categoriesOf,
  chooseCategory,
  chooseSubtype,
  chooseType,
  confirmChange,
  isMutation,
  isSelectionDone,
  openSelection,
  sortedTypes,
  subtypesOf,
  TYPE_CHANGE_CONFIRMATION,
  type TypeChoice,
  type TypeEntry,
  type TypeSelection,
} from '../../../domain/item-types/type-selection';
import { api } from '../../lib/api';
import { ReadValue } from '../fields';

export interface TypeSelectorChange {
  choice: TypeChoice;
  /** An existing item’s type changed: every section becomes editable (docs/product/platform.md §4). */
  mutation: boolean;
  done: boolean;
}

interface TypeSelectorProps {
  /** Catalogue family: aggregate, venue, asset... */
  family: string;
  value: TypeChoice;
  /** A new item chooses freely; an existing one needs the confirmation first. */
  creating: boolean;
  editing: boolean;
  onChange(change: TypeSelectorChange): void;
  /** The type's message while shown, and the blur that marks it touched (a form that checks the type itself). */
  typeField?: { error?: string; onBlur(): void };
}

/** `GET /api/2.0/media-items?ancestor={family}`: the family's types with sub-types and categories. */
export const itemTypesQuery = (family: string) => ({
  queryKey: ['item-types', family],
  queryFn: () => api.get<TypeEntry[]>(`/api/2.0/media-items?ancestor=${encodeURIComponent(family)}`),
  staleTime: Infinity,
});

/** Type, then sub-type, then category (docs/product/platform.md §2.7, §4). */
export function TypeSelector({ family, value, creating, editing, onChange, typeField }: TypeSelectorProps) {
  const { data: entries = [] } = useQuery(itemTypesQuery(family));
  const [selection, setSelection] = useState<TypeSelection>(() => openSelection(value, creating));
  // Leaving edit mode (save or cancel) takes the item's type as the new starting point.
  useEffect(() => {
    if (!editing) setSelection(openSelection(value, creating));
    // Keyed on the choice's fields, not the object's identity, which changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [editing, creating, value.type_id, value.subtype_id, value.category]);

  function update(next: TypeSelection) {
    setSelection(next);
    onChange({ choice: next.choice, mutation: isMutation(next), done: isSelectionDone(next.choice, entries) });
  }

  if (!editing) {
    // Read mode: the stored choice as text; a level the item has no value for is left out.
    return (
      <Stack gap="xs" data-testid="type-selector">
        <ReadValue label="Type">{value.type}</ReadValue>
        {value.subtype && <ReadValue label="Sub-type">{value.subtype}</ReadValue>}
        {value.category && <ReadValue label="Category">{value.category}</ReadValue>}
      </Stack>
    );
  }
  const locked = !(creating || selection.confirmed);
  const subtypes = subtypesOf(entries, selection.choice.type_id);
  const categories = categoriesOf(entries, selection.choice.type_id, selection.choice.subtype_id);
  const shown = selection.choice;
  return (
    <Stack gap="xs" data-testid="type-selector">
      {!creating && (
        <Checkbox label={TYPE_CHANGE_CONFIRMATION} checked={selection.confirmed} onChange={(e) => update(confirmChange(selection, e.currentTarget.checked))} />
      )}
      <Select
        label="Type"
        data={sortedTypes(entries).map((e) => ({ value: e.id, label: e.type }))}
        value={shown.type_id}
        placeholder={shown.type ?? 'Choose a type'}
        disabled={locked}
        clearable
        onChange={(id) => update(chooseType(selection, entries, id))}
        {...typeField}
      />
      {subtypes.length > 0 && (
        <Select
          label="Sub-type"
          data={subtypes.map((s) => ({ value: s.id, label: s.type }))}
          value={shown.subtype_id}
          disabled={locked}
          clearable
          onChange={(id) => update(chooseSubtype(selection, entries, id))}
        />
      )}
      {categories.length > 0 && (
        <Select
          label="Category"
          data={categories}
          value={shown.category}
          disabled={locked}
          clearable
          onChange={(c) => update(chooseCategory(selection, entries, c))}
        />
      )}
    </Stack>
  );
}
