import type { ReactNode } from 'react';
import { ScrollArea, Table, Text } from '@mantine/core';
import { ShowMore } from '../../../components/list-toolbar';

interface SimpleTableProps {
  label: string;
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  rowTestId: string;
  empty: string;
  /** 'Show more' while the server has more rows (the paged tables). */
  more?: { visible: boolean; loading: boolean; onClick(): void };
}

/** A striped table, its first column the monospaced id: the signage page's lists, read a page at a time where `more` is given. */
export function SimpleTable({ label, columns, rows, rowTestId, empty, more }: SimpleTableProps) {
  if (!rows.length) return <Text c="dimmed">{empty}</Text>;
  return (
    <>
      <ScrollArea>
        <Table striped withTableBorder fz="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c}>{c}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key} data-testid={rowTestId}>
                {r.cells.map((cell, i) => (
                  <Table.Td key={columns[i]} ff={i === 0 ? 'monospace' : undefined}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {more && <ShowMore {...more} />}
    </>
  );
}
