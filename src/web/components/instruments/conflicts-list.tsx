import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../domain/common/dates';
import { api } from '../../lib/api';
import { tiDetailKeys } from './ti-details';

/** A second offline use of an instrument, kept by the server instead of applied (docs/api.md "Offline validation"). */
interface Conflict {
  nonce: string;
  serial: string;
  action: string;
  reason: string;
  occurredOn: string;
  uploadedOn: string;
  /** The uploading profile's id, masked to its last 5 characters. */
  validator: string;
}

/** `GET /api/1.0/ti-details/{id}/conflicts`: the newest 500 conflicts of the detail's offline uploads. */
const getConflicts = (detailId: string) => api.get<Conflict[]>(`/api/1.0/ti-details/${encodeURIComponent(detailId)}/conflicts`, { reset: true });

/** The offline conflicts of a coupon or tickets: shown on its card when there are any, each with what and when. */
export function ConflictsList({ detailId, timeZone }: { detailId: string; timeZone?: string }) {
  const query = useQuery({ queryKey: tiDetailKeys.conflicts(detailId), queryFn: () => getConflicts(detailId), retry: false });
  const conflicts = query.data ?? [];
  if (conflicts.length === 0) return null;
  return (
    <div data-testid="offline-conflicts">
      <Text size="sm" c="red" fw={600} mt="sm">
        Offline conflicts: {conflicts.length}
      </Text>
      <Table withTableBorder fz="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Serial</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>Used offline</Table.Th>
            <Table.Th>Uploaded</Table.Th>
            <Table.Th>Validator</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {conflicts.map((c) => (
            <Table.Tr key={c.nonce} data-testid="offline-conflict">
              <Table.Td>{c.serial}</Table.Td>
              <Table.Td>{c.action}</Table.Td>
              <Table.Td>{c.reason}</Table.Td>
              <Table.Td>{formatDateTime(c.occurredOn, timeZone)}</Table.Td>
              <Table.Td>{formatDateTime(c.uploadedOn, timeZone)}</Table.Td>
              <Table.Td>{c.validator}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
