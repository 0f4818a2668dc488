import { Text } from '@mantine/core';
import { ReadValue } from './read-value';

interface KeyFieldsProps<T> {
  /** The stored record; absent on a create page, where the values are given on save. */
  record: T | undefined;
  fields: readonly { name: keyof T & string; label: string }[];
  /** What an id points at, by field, when known (lib/key-names.ts): the name shows, with the id under it. */
  names?: Partial<Record<string, string | undefined>>;
}

/**
 * Key fields (docs/product/platform.md §2.12): a record's ids and stamps, never edited; the one place ids are shown.
 */
export function KeyFields<T>({ record, fields, names = {} }: KeyFieldsProps<T>) {
  return (
    <>
      {fields.map(({ name, label }) => {
        const value = record ? String(record[name] ?? '') : 'Given on save';
        const named = record && value ? names[name] : undefined;
        return (
          <ReadValue key={name} label={label}>
            {named ? (
              <>
                {named}
                <Text span display="block" size="xs" c="dimmed" ff="monospace">
                  {value}
                </Text>
              </>
            ) : (
              value
            )}
          </ReadValue>
        );
      })}
    </>
  );
}
