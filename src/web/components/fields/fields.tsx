import { TextInput, type MultiSelectProps, type NumberInputProps, type SelectProps, type TextareaProps, type TextInputProps } from '@mantine/core';
import { Checkbox, MultiSelect, NumberInput, Select, Switch, Textarea } from '../inputs';
import { ReadValue } from './read-value';

/**
 * Form fields that are inputs while their section is edited and text otherwise. `fixed` keeps a field as
 * text while editing too (a workspace's key once created).
 */
interface Editing {
  editing: boolean;
  fixed?: boolean;
}

type TextFieldProps = Omit<TextInputProps, 'value' | 'onChange'> & Editing & { label: string; value: string; onChange(value: string): void };

export function TextField({ editing, fixed, label, value, onChange, ...input }: TextFieldProps) {
  if (!editing || fixed) return <ReadValue label={label}>{value}</ReadValue>;
  return <TextInput label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} {...input} />;
}

type AreaFieldProps = Omit<TextareaProps, 'value' | 'onChange'> & Editing & { label: string; value: string; onChange(value: string): void };

export function AreaField({ editing, fixed, label, value, onChange, ...input }: AreaFieldProps) {
  if (!editing || fixed) return <ReadValue label={label}>{value}</ReadValue>;
  return <Textarea label={label} value={value} autosize minRows={2} onChange={(e) => onChange(e.currentTarget.value)} {...input} />;
}

type Option = { value: string; label: string };
type SelectFieldProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> &
  Editing & { label: string; data: readonly (string | Option)[]; value: string | null; onChange(value: string | null): void };

export function SelectField({ editing, fixed, label, data, value, onChange, ...input }: SelectFieldProps) {
  const options = data.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
  if (!editing || fixed) return <ReadValue label={label}>{options.find((o) => o.value === value)?.label ?? value}</ReadValue>;
  return <Select label={label} data={options} value={value} onChange={onChange} {...input} />;
}

type CheckFieldProps = Editing & { label: string; checked: boolean; onChange(checked: boolean): void; toggle?: boolean; disabled?: boolean };

/** A yes/no field: a checkbox (or a switch, `toggle`) while editing, 'Yes' or 'No' otherwise. */
export function CheckField({ editing, fixed, label, checked, onChange, toggle, disabled }: CheckFieldProps) {
  if (!editing || fixed) return <ReadValue label={label}>{checked ? 'Yes' : 'No'}</ReadValue>;
  const Input = toggle ? Switch : Checkbox;
  return <Input label={label} checked={checked} disabled={disabled} mt="xl" onChange={(e) => onChange(e.currentTarget.checked)} />;
}

type NumberFieldProps = Omit<NumberInputProps, 'value' | 'onChange'> & Editing & { label: string; value: number; onChange(value: number): void };

export function NumberField({ editing, fixed, label, value, onChange, ...input }: NumberFieldProps) {
  if (!editing || fixed) return <ReadValue label={label}>{String(value)}</ReadValue>;
  return <NumberInput label={label} value={value} onChange={(v) => onChange(typeof v === 'number' ? v : Number(v))} {...input} />;
}

type ChoicesFieldProps = Omit<MultiSelectProps, 'data' | 'value' | 'onChange'> &
  Editing & { label: string; data: readonly Option[]; value: string[]; onChange(value: string[]): void; unknown: string };

/**
 * Records chosen by name (campaigns reported on, partner workspaces): a searchable choice while editing,
 * the names otherwise. A chosen record that cannot be named (gone, or not readable) keeps its place under
 * `unknown`, never as its id.
 */
export function ChoicesField({ editing, fixed, label, data, value, onChange, unknown, ...input }: ChoicesFieldProps) {
  const options = [...data, ...value.filter((id) => !data.some((o) => o.value === id)).map((id) => ({ value: id, label: unknown }))];
  const names = value.map((id) => options.find((o) => o.value === id)?.label);
  if (!editing || fixed) return <ReadValue label={label}>{names.join(', ')}</ReadValue>;
  return <MultiSelect label={label} data={options} value={value} onChange={onChange} searchable {...input} />;
}
