import type {
  AutocompleteProps,
  CheckboxProps,
  MultiSelectProps,
  NumberInputProps,
  SelectProps,
  SwitchProps,
  TagsInputProps,
  TextareaProps,
} from '@mantine/core';
import { lazyCheck, lazyField } from './lazy-field';

// Choices, numbers, tags, long texts and the checks of a record's fields are inputs of a form being edited: a record
// page shows its values as text until a section's pencil (components/fields). Mantine's inputs for them (their
// combobox, number parsing and pills) are therefore a chunk of their own, in no page's first load (docs/performance.md
// "First load"). A record page, create pages included, asks for it once it has painted, so a pencil finds it loaded.
let chunk: Promise<typeof import('./mantine-inputs')> | undefined;

/** Asks for the inputs' chunk (once); a failed request is asked again by the next caller. */
export function loadInputs() {
  chunk ??= import('./mantine-inputs').catch((error: unknown) => {
    chunk = undefined;
    throw error;
  });
  return chunk;
}

/** Asks for the inputs' chunk ahead of a form that will need it; a failure is left to the form's own request. */
export function preloadInputs(): void {
  loadInputs().catch(() => undefined);
}

export const Select = lazyField<SelectProps>('Select', () => loadInputs().then((m) => m.Select));
export const MultiSelect = lazyField<MultiSelectProps>('MultiSelect', () => loadInputs().then((m) => m.MultiSelect));
export const NumberInput = lazyField<NumberInputProps>('NumberInput', () => loadInputs().then((m) => m.NumberInput));
export const TagsInput = lazyField<TagsInputProps>('TagsInput', () => loadInputs().then((m) => m.TagsInput));
export const Textarea = lazyField<TextareaProps>('Textarea', () => loadInputs().then((m) => m.Textarea));
export const Autocomplete = lazyField<AutocompleteProps>('Autocomplete', () => loadInputs().then((m) => m.Autocomplete));
// Only for checks a form shows while edited (components/fields); a check shown in read mode takes Mantine's own.
export const Checkbox = lazyCheck<CheckboxProps>('Checkbox', () => loadInputs().then((m) => m.Checkbox));
export const Switch = lazyCheck<SwitchProps>('Switch', () => loadInputs().then((m) => m.Switch));
