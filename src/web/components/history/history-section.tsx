import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Privilege, type PrivilegeLevel } from '../../../domain/access';
import { changeText, fieldLabel, sideText, subRecordLabel, type AuditRecord } from '../../../domain/audit/records';
import { confirmAction } from '../confirm-delete';
import { describeError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useAction } from '../../lib/use-action';
import { Section } from '../section';
import { getHistory, restoreRecord } from './history-api';
import { historyKeys } from './history-keys';

export interface HistorySectionProps {
  recordId: string;
  /** When the page's copy of the record last changed (a save): the history is read again then. */
  stamp: number;
  privilege: PrivilegeLevel;
  /** The record's fields can be put back (an item's); the answer is the restored record. */
  onRestored?(): Promise<void>;
  /** The fields' labels as the record's page shows them; a field without one is named in words. */
  labels?: Readonly<Record<string, string>>;
}

const when = (at: string) => new Date(at).toLocaleString();
const actorOf = (r: AuditRecord) => (r.actor.kind === 'user' ? r.actor.name : `${r.actor.name} (${r.actor.kind})`);

/**
 * The History section of a record's page: who changed it, when, and each changed field's old and new value,
 * newest first, older pages on demand; a change of one of its sub-records (a creative's card) names it. An item's
 * own change can be undone by Restore (a new change, recorded too); a sub-record's cannot.
 */
export function HistorySection({ recordId, stamp, privilege, onRestored, labels }: HistorySectionProps) {
  const history = useInfiniteQuery({
    queryKey: historyKeys.record(recordId, stamp),
    queryFn: ({ pageParam }) => getHistory(recordId, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
    retry: false,
  });
  const records = history.data?.pages.flatMap((p) => p.records) ?? [];
  const mayRestore = Boolean(onRestored) && privilege >= Privilege.EDITOR;
  const restore = useAction({
    mutationFn: (id: number) => restoreRecord(id),
    onSuccess: async () => {
      await onRestored?.();
      notify.success('Restored');
    },
  });
  // The record being restored.
  const busy = restore.isPending ? restore.variables : null;

  function askRestore(record: AuditRecord) {
    confirmAction({
      title: 'Restore',
      text: 'Put these fields back to their values before this change?',
      confirmLabel: 'Restore',
      onConfirm: () => restore.mutate(record.id),
    });
  }

  return (
    <Section title="History" mode="LIVE" privilege={privilege} editable={false} defaultExpanded={false}>
      {() => (
        <Stack gap="sm" style={{ gridColumn: '1 / -1' }} data-testid="history">
          {history.isError && <Text c="red">{describeError(history.error)}</Text>}
          {!history.isPending && !records.length && !history.isError && <Text c="dimmed">No changes recorded yet.</Text>}
          {records.map((record) => (
            <Stack key={record.id} gap={4} data-testid="history-record">
              <Group justify="space-between">
                <Group gap="xs">
                  <Badge variant="light">{record.action}</Badge>
                  <Text size="sm" fw={500} data-testid="history-actor">
                    {actorOf(record)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {when(record.at)}
                  </Text>
                  {record.sub && (
                    <Badge variant="outline" color="gray" tt="none" data-testid="history-sub">
                      {subRecordLabel(record.sub)}
                    </Badge>
                  )}
                </Group>
                {mayRestore && !record.rootId && record.action !== 'create' && record.action !== 'delete' && record.changes.length > 0 && (
                  <Button size="xs" variant="default" loading={busy === record.id} disabled={busy !== null} onClick={() => askRestore(record)}>
                    Restore
                  </Button>
                )}
              </Group>
              {record.changes.length > 0 && (
                <Table withTableBorder striped fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Field</Table.Th>
                      <Table.Th>Before</Table.Th>
                      <Table.Th>After</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {record.changes.map((c) => (
                      <Table.Tr key={c.field}>
                        <Table.Td data-testid="history-field">{fieldLabel(c.field, labels)}</Table.Td>
                        {/* A named record keeps its id at hand, as the cell's tooltip. */}
                        <Table.Td data-testid="history-old" title={c.oldName ? changeText(c.old) : undefined}>
                          {sideText(c, 'old')}
                        </Table.Td>
                        <Table.Td data-testid="history-new" title={c.newName ? changeText(c.new) : undefined}>
                          {sideText(c, 'new')}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          ))}
          {history.hasNextPage && (
            <Button variant="subtle" size="xs" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
              Older changes
            </Button>
          )}
        </Stack>
      )}
    </Section>
  );
}
