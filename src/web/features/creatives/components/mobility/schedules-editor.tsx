import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Textarea } from '../../../../components/inputs';
import { DateTimePicker } from '../../../../components/date-inputs';
import dayjs from 'dayjs';
import { IconPlus } from '@tabler/icons-react';
import type { CardField } from '../../../../components/card-section';
import { fromZonedPicker, toZonedPicker } from '../../../../../domain/common/dates';
import { blankSchedule, blankTrip, replaced, without, type ScheduleDraft } from '../../model/route-draft';
import { TripEditor } from './trip-editor';

interface SchedulesEditorProps {
  schedules: ScheduleDraft[];
  timeZone: string;
  fareStops: { stopId: string; stopName: string }[];
  field: CardField;
  onChange(schedules: ScheduleDraft[]): void;
}

/**
 * The route's schedules (docs/product/creatives-assets-signage.md §2.10's second form): name, description, start and
 * end date-time, and trips.
 */
export function SchedulesEditor({ schedules, timeZone, fareStops, field, onChange }: SchedulesEditorProps) {
  const set = (i: number, patch: Partial<ScheduleDraft>) => onChange(replaced(schedules, i, { ...schedules[i], ...patch }));
  const date = (i: number, label: string, key: 'startDay' | 'endDay') => (
    <DateTimePicker
      label={label}
      size="xs"
      required
      withSeconds
      valueFormat="DD MMM YYYY HH:mm:ss"
      value={schedules[i][key] ? toZonedPicker(schedules[i][key], timeZone) : null}
      onChange={(v) => set(i, { [key]: v ? fromZonedPicker(dayjs(v).toDate(), timeZone) : null })}
      {...field(`schedule.${i}.${key}`)}
      popoverProps={{ withinPortal: true }}
    />
  );
  return (
    <Stack gap="xs" data-testid="schedules">
      <Title order={3} size="h5">
        Schedules
      </Title>
      {schedules.map((s, i) => (
        <Paper key={i} withBorder p="sm" bg="gray.0" data-testid="schedule" aria-label={`Schedule ${i + 1}`} role="group">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>Schedule {i + 1}</Text>
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => onChange(without(schedules, i))}>
                Remove This Schedule
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <TextInput
                label="Schedule name"
                size="xs"
                value={s.name}
                onChange={(e) => set(i, { name: e.currentTarget.value })}
                {...field(`schedule.${i}.name`)}
              />
              <Textarea
                label="Schedule description"
                size="xs"
                autosize
                minRows={1}
                value={s.description}
                onChange={(e) => set(i, { description: e.currentTarget.value })}
                {...field(`schedule.${i}.description`)}
              />
              {date(i, 'Schedule start', 'startDay')}
              {date(i, 'Schedule end', 'endDay')}
            </SimpleGrid>
            {s.tripTime.map((trip, j) => (
              <TripEditor
                key={j}
                trip={trip}
                index={j}
                timeZone={timeZone}
                fareStops={fareStops}
                path={`schedule.${i}.tripTime.${j}`}
                field={field}
                onChange={(t) => set(i, { tripTime: replaced(s.tripTime, j, t) })}
                onRemove={() => set(i, { tripTime: without(s.tripTime, j) })}
              />
            ))}
            <Group>
              <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => set(i, { tripTime: [...s.tripTime, blankTrip()] })}>
                Add New Trip Time
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => onChange([...schedules, blankSchedule()])}>
          Add New Schedule
        </Button>
      </Group>
    </Stack>
  );
}
