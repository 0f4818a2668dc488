import { Group, Pagination, ScrollArea, Table, Text, UnstyledButton } from '@mantine/core';
import { Select } from '../../../../components/inputs';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { FARE_PAGE_SIZES } from '../../../../../domain/mobility/constants';
import { FARE_MATRIX_HEADER, type FareColumn } from '../../../../../domain/mobility/fare-matrix';
import type { SortOrder } from '../../model/fare-preview';
import { Hint } from '../../../../components/hint';

export interface FareTableRow {
  key: string;
  /** The file's line (the preview) or nothing (the stored table). */
  line?: number;
  cells: Record<FareColumn, string | number>;
  problems?: Partial<Record<FareColumn | '', string>>;
}

export interface FareView {
  page: number;
  size: number;
  sort: FareColumn | null;
  order: SortOrder;
}

export const FIRST_FARE_VIEW: FareView = { page: 1, size: FARE_PAGE_SIZES[0], sort: null, order: 'asc' };

/** A header's next sort: ascending, then descending, then none. */
function nextSort(view: FareView, column: FareColumn): FareView {
  if (view.sort !== column) return { ...view, page: 1, sort: column, order: 'asc' };
  return view.order === 'asc' ? { ...view, page: 1, order: 'desc' } : { ...view, page: 1, sort: null, order: 'asc' };
}

interface FareTableProps {
  label: string;
  /** The rows of the page shown. */
  rows: FareTableRow[];
  total: number;
  view: FareView;
  onView(view: FareView): void;
}

/**
 * The fare matrix as a table (docs/product/creatives-assets-signage.md §2.10, §9): page sizes 5, 10 and 20, every
 * column sortable by its header. A preview's bad cells are red with their message ('Wrong Data.' for an empty one); a
 * line's own problem shows under it.
 */
export function FareTable({ label, rows, total, view, onView }: FareTableProps) {
  const pages = Math.max(1, Math.ceil(total / view.size));
  const withLine = rows.some((r) => r.line !== undefined);
  return (
    <div aria-label={label} role="group">
      <ScrollArea>
        <Table withTableBorder striped fz="xs" data-testid="fare-table">
          <Table.Thead>
            <Table.Tr>
              {withLine && <Table.Th>Line</Table.Th>}
              {FARE_MATRIX_HEADER.map((column) => {
                const direction = view.sort === column ? view.order : null;
                const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconSelector;
                return (
                  <Table.Th key={column} aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}>
                    <UnstyledButton fz="xs" fw={600} onClick={() => onView(nextSort(view, column))}>
                      <Group gap={2} wrap="nowrap">
                        {column}
                        <Icon size={12} aria-hidden />
                      </Group>
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <FareLine key={row.key} row={row} withLine={withLine} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Group justify="space-between" mt="xs">
        <Select
          label="Rows per page"
          size="xs"
          w={130}
          data={FARE_PAGE_SIZES.map(String)}
          value={String(view.size)}
          allowDeselect={false}
          onChange={(v) => onView({ ...view, page: 1, size: Number(v) })}
        />
        <Text size="xs" c="dimmed" data-testid="fare-total">
          {total} rows
        </Text>
        <Pagination size="sm" total={pages} value={Math.min(view.page, pages)} onChange={(page) => onView({ ...view, page })} />
      </Group>
    </div>
  );
}

function FareLine({ row, withLine }: { row: FareTableRow; withLine: boolean }) {
  const lineProblem = row.problems?.[''];
  return (
    <>
      <Table.Tr data-testid="fare-row">
        {withLine && <Table.Td>{row.line}</Table.Td>}
        {FARE_MATRIX_HEADER.map((column) => {
          const problem = row.problems?.[column];
          const text = String(row.cells[column] ?? '');
          return (
            <Table.Td key={column} bg={problem ? 'red.1' : undefined} data-problem={problem || undefined}>
              {problem ? (
                <Hint label={problem}>
                  <Text size="xs" c="red.8" fw={600}>
                    {text.trim() === '' ? problem : text}
                  </Text>
                </Hint>
              ) : (
                text
              )}
            </Table.Td>
          );
        })}
      </Table.Tr>
      {lineProblem && (
        <Table.Tr>
          <Table.Td colSpan={FARE_MATRIX_HEADER.length + 1}>
            <Text size="xs" c="red.8">
              Line {row.line}: {lineProblem}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
