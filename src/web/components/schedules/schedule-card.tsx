import { ActionIcon, Badge, Group, Paper, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Schedule } from '../../../domain/media-items/types';
import { scheduleState } from '../../../domain/schedules/periods';
import { normaliseStatus } from '../../../domain/schedules/statuses';
import { FromTo } from '../relations/date-time';
import { Hint } from '../hint';

interface ScheduleCardProps {
  schedule: Schedule;
  editable: boolean;
  /**
   * Another card is being edited or a save runs: this one's buttons are off
   * (docs/product/campaigns-venues-events.md §4.4).
   */
  locked: boolean;
  onEdit(): void;
  onDelete(): void;
  /** The card's state word; by default Forgotten, Current or Future by its dates. */
  stateOf?(schedule: Schedule): string;
}

/**
 * A schedule in read mode (docs/product/campaigns-venues-events.md §2.9): name, from, to, state, status and enabled or
 * disabled.
 */
export function ScheduleCard({ schedule, editable, locked, onEdit, onDelete, stateOf = scheduleState }: ScheduleCardProps) {
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="schedule-card" aria-label={schedule.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {schedule.name}
          </Text>
          <FromTo start={schedule.start} close={schedule.close} />
          <Group gap={4} mt={4}>
            <Badge size="xs" variant="outline" data-testid="schedule-state">
              {stateOf(schedule)}
            </Badge>
            <Badge size="xs" variant="light" data-testid="schedule-status">
              {normaliseStatus(schedule.status)}
            </Badge>
            <Badge size="xs" color={schedule.enabled ? 'green' : 'gray'} data-testid="schedule-enabled">
              {schedule.enabled ? 'Enabled' : 'Disabled'}
            </Badge>
          </Group>
        </div>
        {editable && (
          <Group gap={2} wrap="nowrap">
            <Hint label="Edit">
              <ActionIcon variant="subtle" aria-label={`Edit ${schedule.name}`} onClick={onEdit} disabled={locked}>
                <IconPencil size={16} />
              </ActionIcon>
            </Hint>
            <Hint label="Delete">
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${schedule.name}`} onClick={onDelete} disabled={locked}>
                <IconTrash size={16} />
              </ActionIcon>
            </Hint>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
