import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldProblem } from '../section';
import { mapOf, REPEATED_NAME, repeatedKeys, rowsOf, type PropertyRow } from './properties';

interface PropertiesEditorProps {
  value: Record<string, string>;
  editing: boolean;
  onChange(value: Record<string, string>): void;
}

/**
 * Special properties (docs/product/platform.md §2.12): a free map edited as name/value rows. A name typed twice is
 * shown on its row and stops the section's save (the section stays in edit mode); leaving edit mode shows the map
 * as stored again.
 */
export function PropertiesEditor({ value, editing, onChange }: PropertiesEditorProps) {
  const [rows, setRows] = useState<PropertyRow[]>(() => rowsOf(value));
  // Cancel, refresh and save replace the map from outside, and leaving edit mode drops rows being typed.
  const stored = JSON.stringify(value);
  useEffect(() => {
    if (!editing || JSON.stringify(mapOf(rows)) !== stored) setRows(rowsOf(JSON.parse(stored) as Record<string, string>));
    // Only outside changes of the map matter; rows being typed (blank names) stay as they are.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rows are compared, not followed
  }, [stored, editing]);

  const repeated = editing ? repeatedKeys(rows) : new Set<string>();
  useFieldProblem(repeated.size > 0 ? REPEATED_NAME : null);
  const update = (next: PropertyRow[]) => {
    setRows(next);
    onChange(mapOf(next));
  };

  if (!editing) {
    return (
      <Stack gap={4} style={{ gridColumn: '1 / -1' }} data-testid="properties-editor">
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            No special properties.
          </Text>
        )}
        {rows.map((row, i) => (
          <Group key={i} gap="xs" wrap="nowrap" align="baseline">
            <Text size="sm" fw={500} aria-label={`Property ${i + 1} name`} style={{ flex: 1, overflowWrap: 'anywhere' }}>
              {row.key}
            </Text>
            <Text size="sm" aria-label={`Property ${i + 1} value`} style={{ flex: 2, overflowWrap: 'anywhere' }}>
              {row.value}
            </Text>
          </Group>
        ))}
      </Stack>
    );
  }
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
            error={repeated.has(row.key.trim()) ? REPEATED_NAME : undefined}
            onChange={(e) => update(rows.map((r, j) => (j === i ? { ...r, key: e.currentTarget.value } : r)))}
            style={{ flex: 1 }}
          />
          <TextInput
            aria-label={`Property ${i + 1} value`}
            placeholder="Value"
            value={row.value}
            onChange={(e) => update(rows.map((r, j) => (j === i ? { ...r, value: e.currentTarget.value } : r)))}
            style={{ flex: 2 }}
          />
          <ActionIcon variant="subtle" color="red" mt={4} aria-label={`Remove property ${i + 1}`} onClick={() => update(rows.filter((_, j) => j !== i))}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} />} w="fit-content" onClick={() => setRows([...rows, { key: '', value: '' }])}>
        Add property
      </Button>
    </Stack>
  );
}
