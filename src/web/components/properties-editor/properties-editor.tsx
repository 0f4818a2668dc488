import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { mapOf, repeatedKeys, rowsOf, type PropertyRow } from './properties';

interface PropertiesEditorProps {
  value: Record<string, string>;
  editing: boolean;
  onChange(value: Record<string, string>): void;
}

/** Special properties (spec §2.12): a free map edited as key/value rows. */
export function PropertiesEditor({ value, editing, onChange }: PropertiesEditorProps) {
  const [rows, setRows] = useState<PropertyRow[]>(() => rowsOf(value));
  // Cancel and refresh replace the map from outside: show it again.
  useEffect(() => {
    if (JSON.stringify(mapOf(rows)) !== JSON.stringify(value)) setRows(rowsOf(value));
    // Only outside changes of the map matter; rows being typed (blank keys) stay as they are.
  }, [value]);

  const repeated = repeatedKeys(rows);
  const update = (next: PropertyRow[]) => {
    setRows(next);
    onChange(mapOf(next));
  };
  return (
    <Stack gap="xs" style={{ gridColumn: '1 / -1' }} data-testid="properties-editor">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          No special properties.
        </Text>
      )}
      {rows.map((row, i) => (
        <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={`Property ${i + 1} name`}
            placeholder="Name"
            value={row.key}
            readOnly={!editing}
            error={repeated.has(row.key.trim()) ? 'This name is used twice' : undefined}
            onChange={(e) => update(rows.map((r, j) => (j === i ? { ...r, key: e.currentTarget.value } : r)))}
            style={{ flex: 1 }}
          />
          <TextInput
            aria-label={`Property ${i + 1} value`}
            placeholder="Value"
            value={row.value}
            readOnly={!editing}
            onChange={(e) => update(rows.map((r, j) => (j === i ? { ...r, value: e.currentTarget.value } : r)))}
            style={{ flex: 2 }}
          />
          {editing && (
            <ActionIcon variant="subtle" color="red" mt={4} aria-label={`Remove property ${i + 1}`} onClick={() => update(rows.filter((_, j) => j !== i))}>
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {editing && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          w="fit-content"
          onClick={() => setRows([...rows, { key: '', value: '' }])}
        >
          Add property
        </Button>
      )}
    </Stack>
  );
}
