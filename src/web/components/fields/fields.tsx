import { TextInput, type MultiSelectProps, type NumberInputProps, type SelectProps, type TextareaProps, type TextInputProps } from '@mantine/core';
import { Checkbox, MultiSelect, NumberInput, Select, Switch, Textarea } from '../inputs';
import type { FocusEvent } from 'react';
import { ShownError } from '../../lib/form-check';
import { ReadValue } from './read-value';

// An edited field shows its error once touched (changed or left) or once a save was tried (lib/form-check.tsx): the
// error given is the field's problem now, whether shown or not.
const blurBoth = (shown: { onBlur(): void }, own?: (e: FocusEvent<never>) => void) => (e: FocusEvent<never>) => {
  shown.onBlur();
  own?.(e);
};

/**
 * Form fields that are inputs while their section is edited and text otherwise. `fixed` keeps a field as
 * text while editing too (a workspace's key once created).
 */
interface Editing {
  editing: boolean;
  fixed?: boolean;
}

type TextFieldProps = Omit<TextInputProps, 'value' | 'onChange'> & Editing & { label: string; value: string; onChange(value: string): void };

export function TextField({ editing, fixed, label, value, onChange, error, onBlur, ...input }: TextFieldProps) {
  if (!editing || fixed) return <ReadValue label={label}>{value}</ReadValue>;
  return (
    <ShownError error={error} value={value}>
      {(shown) => (
        <TextInput
          label={label}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          {...input}
          error={shown.error}
          onBlur={blurBoth(shown, onBlur)}
        />
      )}
    </ShownError>
  );
}

type AreaFieldProps = Omit<TextareaProps, 'value' | 'onChange'> & Editing & { label: string; value: string; onChange(value: string): void };

export function AreaField({ editing, fixed, label, value, onChange, error, onBlur, ...input }: AreaFieldProps) {
  if (!editing || fixed) return <ReadValue label={label}>{value}</ReadValue>;
  return (
    <ShownError error={error} value={value}>
      {(shown) => (
        <Textarea
          label={label}
          value={value}
          autosize
          minRows={2}
          onChange={(e) => onChange(e.currentTarget.value)}
          {...input}
          error={shown.error}
          onBlur={blurBoth(shown, onBlur)}
        />
      )}
    </ShownError>
  );
}

type Option = { value: string; label: string };
type SelectFieldProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> &
  Editing & { label: string; data: readonly (string | Option)[]; value: string | null; onChange(value: string | null): void };

export function SelectField({ editing, fixed, label, data, value, onChange, error, onBlur, ...input }: SelectFieldProps) {
  const options = data.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
  if (!editing || fixed) return <ReadValue label={label}>{options.find((o) => o.value === value)?.label ?? value}</ReadValue>;
  return (
    <ShownError error={error} value={value}>
      {(shown) => <Select label={label} data={options} value={value} onChange={onChange} {...input} error={shown.error} onBlur={blurBoth(shown, onBlur)} />}
    </ShownError>
  );
}

type CheckFieldProps = Editing & { label: string; checked: boolean; onChange(checked: boolean): void; toggle?: boolean; disabled?: boolean };

/** A yes/no field: a checkbox (or a switch, `toggle`) while editing, 'Yes' or 'No' otherwise. */
export function CheckField({ editing, fixed, label, checked, onChange, toggle, disabled }: CheckFieldProps) {
  if (!editing || fixed) return <ReadValue label={label}>{checked ? 'Yes' : 'No'}</ReadValue>;
  const Input = toggle ? Switch : Checkbox;
  return <Input label={label} checked={checked} disabled={disabled} mt="xl" onChange={(e) => onChange(e.currentTarget.checked)} />;
}

type NumberFieldProps = Omit<NumberInputProps, 'value' | 'onChange'> & Editing & { label: string; value: number; onChange(value: number): void };

export function NumberField({ editing, fixed, label, value, onChange, error, onBlur, ...input }: NumberFieldProps) {
  if (!editing || fixed) return <ReadValue label={label}>{String(value)}</ReadValue>;
  return (
    <ShownError error={error} value={value}>
      {(shown) => (
        <NumberInput
          label={label}
          value={value}
          onChange={(v) => onChange(typeof v === 'number' ? v : Number(v))}
          {...input}
          error={shown.error}
          onBlur={blurBoth(shown, onBlur)}
        />
      )}
    </ShownError>
  );
}

type ChoicesFieldProps = Omit<MultiSelectProps, 'data' | 'value' | 'onChange'> &
  Editing & { label: string; data: readonly Option[]; value: string[]; onChange(value: string[]): void; unknown: string };

/**
 * Records chosen by name (campaigns reported on, partner workspaces): a searchable choice while editing,
 * the names otherwise. A chosen record that cannot be named (gone, or not readable) keeps its place under
 * `unknown`, never as its id.
 */
export function ChoicesField({ editing, fixed, label, data, value, onChange, unknown, error, onBlur, ...input }: ChoicesFieldProps) {
  const options = [...data, ...value.filter((id) => !data.some((o) => o.value === id)).map((id) => ({ value: id, label: unknown }))];
  const names = value.map((id) => options.find((o) => o.value === id)?.label);
  if (!editing || fixed) return <ReadValue label={label}>{names.join(', ')}</ReadValue>;
  return (
    <ShownError error={error} value={value}>
      {(shown) => (
        <MultiSelect
          label={label}
          data={options}
          value={value}
          onChange={onChange}
          searchable
          {...input}
          error={shown.error}
          onBlur={blurBoth(shown, onBlur)}
        />
      )}
    </ShownError>
  );
}
