import { useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Select } from '../../../components/inputs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AUDIT_ACTIONS, fieldLabel, sideText } from '../../../../domain/audit/records';
import { describeError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { auditTrailKey, EMPTY_FILTER, exportAuditTrail, getAuditPage, type AuditFilter } from '../api/audit-records';

/**
 * The tenant's audit trail for its admins (a workspace's for that workspace's admins, by its id): filtered by
 * actor, kind, action, period and words, paged by the server newest first, and exported as CSV.
 */
export function AuditTrailPage() {
  const tenant = useParams().tenant ?? '';
  const [draft, setDraft] = useState<AuditFilter>(EMPTY_FILTER);
  const [filter, setFilter] = useState<AuditFilter>(EMPTY_FILTER);
  const trail = useInfiniteQuery({
    queryKey: auditTrailKey(tenant, filter),
    queryFn: ({ pageParam }) => getAuditPage(tenant, filter, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
    retry: false,
  });
  const records = trail.data?.pages.flatMap((p) => p.records) ?? [];
  const field = (name: keyof AuditFilter, label: string, placeholder?: string) => (
    <TextInput label={label} placeholder={placeholder} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.currentTarget.value })} />
  );

  async function exportCsv() {
    try {
      await exportAuditTrail(tenant, filter);
    } catch (e) {
      notify.error(describeError(e));
    }
  }

  return (
    <Stack p="md" gap="md">
      <Title order={2}>Audit trail</Title>
      <Group align="end" wrap="wrap">
        {field('actor', 'Actor', 'user name')}
        {field('kind', 'Kind', 'venue, workspace, user…')}
        <Select
          label="Action"
          clearable
          data={[...AUDIT_ACTIONS]}
          value={draft.action || null}
          onChange={(value) => setDraft({ ...draft, action: value ?? '' })}
        />
        {field('aggregate', 'Workspace id')}
        {field('from', 'From', 'YYYY-MM-DD')}
        {field('to', 'To', 'YYYY-MM-DD')}
        {field('q', 'Words')}
        <Button onClick={() => setFilter(draft)}>Search</Button>
        <Button variant="default" onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </Group>
      {trail.isError && <Text c="red">{describeError(trail.error)}</Text>}
      {!trail.isPending && !trail.isError && !records.length && <Text c="dimmed">No records match.</Text>}
      {records.length > 0 && (
        <Table striped withTableBorder fz="sm" data-testid="audit-trail">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>Action</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th>Changes</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{new Date(r.at).toLocaleString()}</Table.Td>
                <Table.Td>{r.actor.kind === 'user' ? r.actor.name : `${r.actor.name} (${r.actor.kind})`}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{r.action}</Badge>
                </Table.Td>
                <Table.Td>
                  {r.kind} {r.recordId}
                </Table.Td>
                <Table.Td>
                  {r.changes.map((c) => (
                    <div key={c.field}>
                      {fieldLabel(c.field)}: {sideText(c, 'old') || '—'} → {sideText(c, 'new') || '—'}
                    </div>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {trail.hasNextPage && (
        <Button variant="subtle" loading={trail.isFetchingNextPage} onClick={() => void trail.fetchNextPage()}>
          Older records
        </Button>
      )}
    </Stack>
  );
}
