import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { showFilter } from './filter-rules';

interface FilterBoxProps {
  /** How many items the list holds: the box shows only above 2 (docs/product/platform.md §9). */
  count: number;
  value: string;
  onChange(text: string): void;
  label?: string;
}

export function FilterBox({ count, value, onChange, label = 'Filter' }: FilterBoxProps) {
  if (!showFilter(count)) return null;
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maw={360}
      data-testid="filter-box"
    />
  );
}
