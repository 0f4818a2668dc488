import { humanName } from '../../lib/api-error';
import type { FormErrors } from '../../lib/record/draft';
import { AreaField, CheckField, NumberField, TextField } from './fields';

/** The draft's fields holding values of type V. */
type FieldsOf<D, V> = { [K in keyof D]: D[K] extends V ? K : never }[keyof D] & string;

interface FormBinding<D> {
  draft: D;
  onChange(patch: Partial<D>): void;
  editing: boolean;
  errors?: FormErrors<D>;
  /** The form's labels (the same table the editor names refused fields with). */
  labels: Partial<Record<keyof D & string, string>>;
}

type TextProps = Omit<Parameters<typeof TextField>[0], 'label' | 'value' | 'onChange' | 'editing'>;
type AreaProps = Omit<Parameters<typeof AreaField>[0], 'label' | 'value' | 'onChange' | 'editing'>;
type NumberProps = Omit<Parameters<typeof NumberField>[0], 'label' | 'value' | 'onChange' | 'editing'>;
type CheckProps = Omit<Parameters<typeof CheckField>[0], 'label' | 'checked' | 'onChange' | 'editing'>;

/**
 * A form's fields by name: each takes its label, value, error and change from the form, so an area's field
 * list reads as its names and what is particular to each (`text('name', { required: true })`).
 */
export function boundFields<D extends object>({ draft, onChange, editing, errors = {}, labels }: FormBinding<D>) {
  const label = (field: keyof D & string) => labels[field] ?? humanName(field);
  const set = (field: keyof D & string) => (value: unknown) => onChange({ [field]: value } as Partial<D>);
  return {
    text: (field: FieldsOf<D, string>, more: TextProps = {}) => (
      <TextField key={field} label={label(field)} editing={editing} value={draft[field] as string} error={errors[field]} onChange={set(field)} {...more} />
    ),
    area: (field: FieldsOf<D, string>, more: AreaProps = {}) => (
      <AreaField key={field} label={label(field)} editing={editing} value={draft[field] as string} error={errors[field]} onChange={set(field)} {...more} />
    ),
    number: (field: FieldsOf<D, number>, more: NumberProps = {}) => (
      <NumberField key={field} label={label(field)} editing={editing} value={draft[field] as number} error={errors[field]} onChange={set(field)} {...more} />
    ),
    check: (field: FieldsOf<D, boolean>, more: CheckProps = {}) => (
      <CheckField key={field} label={label(field)} editing={editing} checked={draft[field] as boolean} onChange={set(field)} {...more} />
    ),
  };
}
