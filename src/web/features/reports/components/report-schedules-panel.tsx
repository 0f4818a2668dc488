import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { NumberInput, Select, TagsInput } from '../../../components/inputs';
import { FREQUENCIES, REPORT_EXPORTS, scheduleFormProblems, type Frequency, type ReportExport } from '../../../../domain/reports/schedules';
import { SubmitGate } from '../../../lib/form-check';
import { useFormCheck } from '../../../lib/use-form-check';
import { notify } from '../../../lib/notify';
import { useAction } from '../../../lib/use-action';
import { reportKeys, reportSchedules, type ReportSchedule } from '../api/reports';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const every = (s: ReportSchedule) =>
  s.frequency === 'daily'
    ? `Daily at ${s.time_of_day}`
    : s.frequency === 'weekly'
      ? `${WEEKDAYS[(s.day_of ?? 1) - 1]}s at ${s.time_of_day}`
      : `Monthly on day ${s.day_of} at ${s.time_of_day}`;

async function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * 'Schedule report': the export of an item (campaign, venue, asset) or of the workspace (Venue Data, Detailed)
 * produced on a schedule; its files listed for download. Editors make, run and delete schedules.
 */
export function ReportSchedulesPanel({
  aggregateId,
  exportName,
  itemId,
  editable,
}: {
  aggregateId: string;
  exportName: ReportExport;
  itemId?: string;
  editable: boolean;
}) {
  const [frequency, setFrequency] = useState<Frequency>('weekly');
  const [time, setTime] = useState('08:00');
  const [dayOf, setDayOf] = useState<number>(1);
  const [recipients, setRecipients] = useState<string[]>([]);
  const dayOfSent = frequency === 'daily' ? null : dayOf;
  // Schedule waits for a valid schedule; each field says why beside itself once touched (docs/decisions/0137).
  const check = useFormCheck(scheduleFormProblems({ frequency, time_of_day: time, day_of: dayOfSent, recipients }), {
    time_of_day: time,
    day_of: dayOfSent,
    recipients,
  });
  const queryClient = useQueryClient();
  const key = reportKeys.schedules(aggregateId, itemId);
  const schedules = useQuery({
    queryKey: key,
    queryFn: () => reportSchedules.list(aggregateId, itemId),
    select: (all) => all.filter((s) => s.export === exportName),
    retry: false,
  }).data;
  const load = () => queryClient.invalidateQueries({ queryKey: key });

  // One change at a time (create, run, delete), then the schedules read again.
  const act = useAction({
    mutationFn: ({ work }: { work: () => Promise<unknown>; done: string }) => work(),
    onSuccess: (_, { done }) => {
      notify.success(done);
      return load();
    },
  });
  const busy = act.isPending;

  const create = () =>
    act.mutate({
      work: () =>
        reportSchedules.create({
          export: exportName,
          ...(itemId ? { item_id: itemId } : { aggregate_id: aggregateId }),
          frequency,
          time_of_day: time,
          day_of: dayOfSent,
          recipients,
        }),
      done: 'Report scheduled.',
    });

  return (
    <Paper withBorder p="md" data-testid="report-schedules">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Schedule report
        </Title>
        <Text size="sm" c="dimmed">
          {REPORT_EXPORTS[exportName].label}, produced by the server at a time of the workspace's day and kept here for download (and mailed to the recipients).
        </Text>
        {editable && (
          <Group align="flex-end">
            <Select label="Every" data={[...FREQUENCIES]} value={frequency} onChange={(v) => v && setFrequency(v as Frequency)} w={120} allowDeselect={false} />
            {frequency === 'weekly' && (
              <Select
                label="On"
                data={WEEKDAYS.map((d, i) => ({ value: String(i + 1), label: d }))}
                value={String(dayOf > 7 ? 1 : dayOf)}
                onChange={(v) => v && setDayOf(Number(v))}
                w={140}
                allowDeselect={false}
              />
            )}
            {frequency === 'monthly' && (
              <NumberInput label="Day of month" min={1} max={28} value={dayOf} onChange={(v) => setDayOf(Number(v) || 1)} {...check.field('day_of')} w={120} />
            )}
            <TextInput label="At (HH:MM)" value={time} onChange={(e) => setTime(e.currentTarget.value)} {...check.field('time_of_day')} w={110} />
            <TagsInput
              label="Mail to"
              placeholder="address, Enter"
              value={recipients}
              onChange={setRecipients}
              {...check.field('recipients')}
              style={{ flex: 1, minWidth: 200 }}
            />
            <SubmitGate invalid={check.invalid} onTry={check.reveal}>
              <Button onClick={create} loading={busy} disabled={check.invalid}>
                Schedule
              </Button>
            </SubmitGate>
          </Group>
        )}
        {schedules?.map((s) => (
          <Paper key={s.id} withBorder p="xs" data-testid="report-schedule">
            <Group justify="space-between">
              <Text size="sm">
                {every(s)} · next {new Date(s.next_run_at).toLocaleString()}
                {s.recipients.length > 0 && ` · mailed to ${s.recipients.join(', ')}`}
                {s.last_error && ` · last run failed: ${s.last_error}`}
              </Text>
              {editable && (
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    disabled={busy}
                    onClick={() => act.mutate({ work: () => reportSchedules.run(s.id), done: 'Report produced.' })}
                  >
                    Run now
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    disabled={busy}
                    onClick={() => act.mutate({ work: () => reportSchedules.remove(s.id), done: 'Schedule deleted.' })}
                  >
                    Delete
                  </Button>
                </Group>
              )}
            </Group>
            {s.files.length > 0 && (
              <Table mt="xs">
                <Table.Tbody>
                  {s.files.map((f) => (
                    <Table.Tr key={f.id}>
                      <Table.Td>{new Date(f.run_at).toLocaleString()}</Table.Td>
                      <Table.Td>
                        <Button size="xs" variant="subtle" onClick={async () => save(await reportSchedules.download(s.id, f.id), f.file_name)}>
                          {f.file_name}
                        </Button>
                      </Table.Td>
                      <Table.Td>{f.mail_error ? `not mailed: ${f.mail_error}` : f.mailed_to ? 'mailed' : ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
