import { Badge, Button, Checkbox, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { PrivilegeLevel, RoleName } from '../../../../domain/access';
import type { AccessList, AccessRow } from '../../../../domain/users/access-lists';
import { canManage, canToggle, ROLE_COLUMNS } from '../api/grant-rules';

interface AccessListTableProps {
  list: AccessList;
  callerPrivilege: PrivilegeLevel;
  /** `${userId}:${role}` of a change being saved. */
  pending: string | null;
  onToggle(row: AccessRow, role: RoleName, granted: boolean): void;
  onAddUser(): void;
}

const KIND_LABELS = { tenant: 'Tenant', treasury: 'Treasury', project: 'Project', workspace: 'Workspace' } as const;

/**
 * One access list (docs/product/platform.md §2.10, §3.14): a row per member with admin/editor/viewer checkboxes; the
 * owner row has none.
 */
export function AccessListTable({ list, callerPrivilege, pending, onToggle, onAddUser }: AccessListTableProps) {
  const manage = canManage(callerPrivilege);
  return (
    <Paper withBorder p="md" data-testid="access-list" data-resource={list.resource} aria-label={`${list.name} access list`}>
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Badge variant="light">{KIND_LABELS[list.kind]}</Badge>
          <Title order={2} size="h4">
            {list.name}
          </Title>
          <Text size="xs" c="dimmed">
            {list.resource}
          </Text>
        </Group>
        <Button size="compact-sm" variant="light" leftSection={<IconUserPlus size={14} />} disabled={!manage} onClick={onAddUser}>
          Add User
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Username</Table.Th>
              <Table.Th>First Name</Table.Th>
              <Table.Th>Last Name</Table.Th>
              {ROLE_COLUMNS.map((c) => (
                <Table.Th key={c.flag} ta="center">
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text size="sm" c="dimmed">
                    No users on this list.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {list.rows.map((row) => (
              <Table.Tr key={row.userId} data-testid="access-row" data-username={row.username}>
                <Table.Td>{row.username}</Table.Td>
                <Table.Td>{row.firstName}</Table.Td>
                <Table.Td>{row.lastName}</Table.Td>
                {row.owner ? (
                  <Table.Td colSpan={3} ta="center">
                    <Badge color="grape">Owner</Badge>
                  </Table.Td>
                ) : (
                  ROLE_COLUMNS.map((c) => (
                    <Table.Td key={c.flag}>
                      <Checkbox
                        mx="auto"
                        w="fit-content"
                        aria-label={`${c.label} role of ${row.username}`}
                        checked={row[c.flag]}
                        readOnly={!manage}
                        disabled={!canToggle(callerPrivilege, list.kind, c.role) || pending === `${row.userId}:${c.role}`}
                        onChange={(e) => onToggle(row, c.role, e.currentTarget.checked)}
                      />
                    </Table.Td>
                  ))
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
