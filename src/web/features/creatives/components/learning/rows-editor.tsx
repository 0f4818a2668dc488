import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { newRowUid } from '../../../../../domain/learning/values';

interface RowsEditorProps<R extends { uid: string }> {
  /** 'Educational Qualifications', 'Reference Books' … */
  label: string;
  rows: R[];
  /** The row's text fields and their labels, in order; a new row has them empty. */
  fields: [key: keyof R & string, label: string][];
  onChange(rows: R[]): void;
}

/**
 * Repeatable rows of text fields, each with its delete, and an add button
 * (docs/product/creatives-assets-signage.md §2.6, §2.7).
 */
export function RowsEditor<R extends { uid: string }>({ label, rows, fields, onChange }: RowsEditorProps<R>) {
  const set = (uid: string, key: keyof R, value: string) => onChange(rows.map((r) => (r.uid === uid ? { ...r, [key]: value } : r)));
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {rows.map((row, i) => (
        <Group key={row.uid} gap="xs" wrap="nowrap" align="flex-end">
          {fields.map(([key, fieldLabel]) => (
            <TextInput
              key={key}
              size="xs"
              style={{ flex: 1 }}
              label={fieldLabel}
              aria-label={`${fieldLabel} ${i + 1}`}
              value={String(row[key] ?? '')}
              onChange={(e) => set(row.uid, key, e.currentTarget.value)}
            />
          ))}
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${label} row ${i + 1}`} onClick={() => onChange(rows.filter((r) => r.uid !== row.uid))}>
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPlus size={12} />}
          onClick={() => onChange([...rows, { ...Object.fromEntries(fields.map(([key]) => [key, ''])), uid: newRowUid() } as R])}
        >
          Add {label}
        </Button>
      </Group>
    </Stack>
  );
}
