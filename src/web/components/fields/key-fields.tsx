import { ReadValue } from './read-value';

interface KeyFieldsProps<T> {
  /** The stored record; absent on a create page, where the values are given on save. */
  record: T | undefined;
  fields: readonly { name: keyof T & string; label: string }[];
}

/** Key fields (spec §2.12): a record's ids and stamps, never edited. */
export function KeyFields<T>({ record, fields }: KeyFieldsProps<T>) {
  return (
    <>
      {fields.map(({ name, label }) => (
        <ReadValue key={name} label={label}>
          {record ? String(record[name] ?? '') : 'Given on save'}
        </ReadValue>
      ))}
    </>
  );
}
