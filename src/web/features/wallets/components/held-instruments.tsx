import { Table, Text } from '@mantine/core';
import type { HeldInstrument } from '../api/wallets';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' }) : '');

/** The coupons, tickets and mobility tickets the wallet's profile holds, newest first. */
export function HeldInstruments({ instruments }: { instruments: HeldInstrument[] }) {
  if (instruments.length === 0)
    return (
      <Text c="dimmed" data-testid="instruments-none">
        The profile holds no instrument.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped data-testid="wallet-instruments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Serial</Table.Th>
            <Table.Th>Code</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Uses</Table.Th>
            <Table.Th>Acquired</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {instruments.map((i) => (
            <Table.Tr key={`${i.serial}:${i.code}`}>
              <Table.Td>{i.serial}</Table.Td>
              <Table.Td>{i.code}</Table.Td>
              <Table.Td>{i.titype}</Table.Td>
              <Table.Td>{i.category}</Table.Td>
              <Table.Td>{i.status}</Table.Td>
              <Table.Td ta="right">{i.uses}</Table.Td>
              <Table.Td>{day(i.acquiredOn)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
