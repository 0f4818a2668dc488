import { Checkbox, Group, Loader, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RelationKind, RelationTarget } from '../../../domain/media-items/types';
import type { TargetScope } from '../../../domain/relations/instrument';
import {
  DEFAULT_TARGET_FILTER,
  filterTargets,
  isSelectable,
  TARGET_FILTER_LABELS,
  type LinkContext,
  type TargetFilter,
} from '../../../domain/relations/targets';
import { describeError } from '../../lib/api-error';
import { pickerKey } from '../../lib/resource';
import { getRelationTargets } from './api';

interface TargetPickerProps {
  pickFrom: TargetScope;
  targetKind: RelationKind;
  link: LinkContext;
  selectedId: string;
  onPick(target: RelationTarget): void;
}

/**
 * The searchable list of target items (type, subtype, name) with the class checkboxes of
 * docs/product/campaigns-venues-events.md §2.8.
 */
export function TargetPicker({ pickFrom, targetKind, link, selectedId, onPick }: TargetPickerProps) {
  const [filter, setFilter] = useState<TargetFilter>(DEFAULT_TARGET_FILTER);
  const query = useQuery({
    queryKey: pickerKey(targetKind, 'relation-targets', ...Object.values(pickFrom), link.eventhosting ?? false, link.eventCampaign ?? false),
    queryFn: () => getRelationTargets(pickFrom, targetKind, link),
  });
  const listed = filterTargets(query.data ?? [], filter, link);

  return (
    <Stack gap="xs" data-testid="target-picker">
      <TextInput
        size="xs"
        aria-label="Search targets"
        placeholder="Search"
        leftSection={<IconSearch size={14} />}
        value={filter.seek}
        onChange={(e) => setFilter({ ...filter, seek: e.currentTarget.value })}
      />
      <Group gap="sm">
        {TARGET_FILTER_LABELS.map(({ key, label }) => (
          <Checkbox key={key} size="xs" label={label} checked={filter[key]} onChange={(e) => setFilter({ ...filter, [key]: e.currentTarget.checked })} />
        ))}
      </Group>
      {query.isPending && <Loader size="xs" aria-label="Loading targets" />}
      {query.isError && (
        <Text size="sm" c="red">
          {describeError(query.error)}
        </Text>
      )}
      {query.isSuccess && listed.length === 0 && (
        <Text size="sm" c="dimmed">
          No items match.
        </Text>
      )}
      <ScrollArea.Autosize mah={220} type="auto">
        <Stack gap={2} role="listbox" aria-label="Targets">
          {listed.map((t) => {
            const selectable = isSelectable(t);
            const selected = t.id === selectedId;
            return (
              <UnstyledButton
                key={t.id}
                role="option"
                aria-selected={selected}
                aria-disabled={!selectable}
                disabled={!selectable}
                onClick={() => selectable && onPick(t)}
                px="xs"
                py={4}
                style={{
                  borderRadius: 4,
                  background: selected ? 'var(--mantine-color-blue-light)' : undefined,
                  opacity: selectable ? 1 : 0.5,
                  cursor: selectable ? 'pointer' : 'not-allowed',
                }}
              >
                <Text size="xs" c="dimmed" span>
                  {[t.type, t.subtype].filter(Boolean).join(' | ') || '–'}
                </Text>{' '}
                <Text size="sm" span fw={selected ? 600 : 400}>
                  {t.name}
                </Text>
              </UnstyledButton>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
