import { useState } from 'react';
import { Button, Group, ScrollArea, Table, Text, UnstyledButton } from '@mantine/core';
import { Select } from '../inputs';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sortWithinPage, type SortState } from '../../../domain/audience/screens';
import { describeError } from '../../lib/api-error';
import { getActionPage, type AudienceKind } from './audience-api';
import { audienceKeys } from './keys';
import { DATE_COLUMN, type ActionColumn } from './columns';
import { AudienceLoader } from './audience-loader';

export interface ActionsTableProps {
  kind: AudienceKind | 'workspace';
  id: string;
  columns: ActionColumn[];
  pageSizes: readonly number[];
  /** Local days the rows are narrowed to; all time when absent. */
  window?: { from: string; to: string };
  /** Text instead of an empty table. */
  empty?: string;
  /** Called with each page once it has arrived. */
  onLoaded?(rows: number): void;
}

/**
 * A sortable, paginated table of detailed actions (docs/product/campaigns-venues-events.md §2.10, §2.11). Pages come
 * from the server by keyset (newest first; the Date header turns the order round), a page of the chosen size at a time;
 * Previous goes back through the cursors already seen. Other headers sort the rows of the page shown.
 */
export function ActionsTable({ kind, id, columns, pageSizes, window, empty, onLoaded }: ActionsTableProps) {
  const [pageSize, setPageSize] = useState(pageSizes[0]);
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  // The cursor each page starts after: the first page none.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [sort, setSort] = useState<SortState<string> | null>(null);
  const after = cursors[cursors.length - 1];
  const page = useQuery({
    queryKey: audienceKeys.actions(kind, id, { limit: pageSize, order, after }, window),
    queryFn: async () => {
      const p = await getActionPage(kind, id, { after, limit: pageSize, order }, window);
      onLoaded?.(p.items.length);
      return p;
    },
    placeholderData: keepPreviousData,
  });

  const restart = () => setCursors([null]);
  function clickHeader(key: string) {
    if (key === DATE_COLUMN) {
      setSort(null);
      setOrder((o) => (o === 'desc' ? 'asc' : 'desc'));
      return restart();
    }
    setSort((s) => (s?.column === key ? (s.direction === 'asc' ? { column: key, direction: 'desc' } : null) : { column: key, direction: 'asc' }));
  }

  if (page.isPending) return <AudienceLoader />;
  if (page.isError) return <Text c="red">{describeError(page.error)}</Text>;
  const zone = page.data.time_zone;
  const rows = sortWithinPage(page.data.items, sort, (r, key) => columns.find((c) => c.key === key)!.value(r, zone));
  if (rows.length === 0 && cursors.length === 1 && empty) return <Text c="dimmed">{empty}</Text>;

  const icon = (key: string) => {
    const direction = key === DATE_COLUMN ? (sort ? null : order) : sort?.column === key ? sort.direction : null;
    const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconSelector;
    return <Icon size={14} aria-hidden />;
  };
  const ariaSort = (key: string) => {
    const direction = key === DATE_COLUMN ? (sort ? undefined : order) : sort?.column === key ? sort.direction : undefined;
    return direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined;
  };

  return (
    <div data-testid="actions-table" style={{ gridColumn: '1 / -1' }}>
      <ScrollArea>
        <Table striped highlightOnHover withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key} aria-sort={ariaSort(c.key)}>
                  <UnstyledButton onClick={() => clickHeader(c.key)} fw={600} fz="sm">
                    <Group gap={4} wrap="nowrap">
                      {c.label}
                      {icon(c.key)}
                    </Group>
                  </UnstyledButton>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id} data-testid="action-row">
                {columns.map((c) => (
                  <Table.Td key={c.key}>{c.value(r, zone) ?? ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Group justify="space-between" mt="xs">
        <Select
          label="Rows per page"
          size="xs"
          w={130}
          data={pageSizes.map(String)}
          value={String(pageSize)}
          allowDeselect={false}
          onChange={(v) => {
            setPageSize(Number(v));
            restart();
          }}
        />
        <Group gap="xs">
          <Text size="sm" data-testid="actions-page">
            Page {cursors.length} · {rows.length} rows
          </Text>
          <Button size="compact-sm" variant="default" disabled={cursors.length === 1 || page.isFetching} onClick={() => setCursors((c) => c.slice(0, -1))}>
            Previous
          </Button>
          <Button size="compact-sm" variant="default" disabled={!page.data.next || page.isFetching} onClick={() => setCursors((c) => [...c, page.data.next])}>
            Next
          </Button>
        </Group>
      </Group>
    </div>
  );
}
