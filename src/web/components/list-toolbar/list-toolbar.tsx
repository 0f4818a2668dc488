import type { ReactNode } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { FilterBox } from '../filter-box';
import { Hint } from '../hint';

interface ListToolbarProps {
  /** How many items the list holds: the filter box shows only above 2 (docs/product/platform.md §9). */
  count: number;
  filter: string;
  onFilter(text: string): void;
  filterLabel?: string;
  refreshing: boolean;
  onRefresh(): void;
  /** More controls between the filter and the refresh button (the Public checkbox). */
  children?: ReactNode;
}

/** The bar above a list's tiles: the name filter, the list's own controls, the refresh button. */
export function ListToolbar({ count, filter, onFilter, filterLabel = 'Filter by name', refreshing, onRefresh, children }: ListToolbarProps) {
  return (
    <Group gap="md" align="center">
      <FilterBox count={count} value={filter} onChange={onFilter} label={filterLabel} />
      {children}
      <Hint label="Refresh">
        <ActionIcon variant="subtle" aria-label="Refresh" loading={refreshing} onClick={onRefresh}>
          <IconRefresh size={18} />
        </ActionIcon>
      </Hint>
    </Group>
  );
}
