import { Checkbox, Paper, Stack, TextInput } from '@mantine/core';
import { Select } from '../inputs';
import type { Schedule } from '../../../domain/media-items/types';
import { periodProblem } from '../../../domain/relations/periods';
import { SCHEDULE_MESSAGES } from '../../../domain/schedules/editing';
import { normaliseStatus, statusOptions } from '../../../domain/schedules/statuses';
import { useFormCheck } from '../../lib/use-form-check';
import { DateTimeField } from '../relations/date-time';
import { EditorButtons } from '../relations/editor-buttons';

interface ScheduleEditorProps {
  draft: Schedule;
  onChange(patch: Partial<Omit<Schedule, 'uid'>>): void;
  onSave(): void;
  onCancel(): void;
  saving: boolean;
}

/**
 * Edit mode of a schedule card (docs/product/campaigns-venues-events.md §2.9): Schedule Name, Schedule from, Schedule
 * until, Status, Enabled.
 */
export function ScheduleEditor({ draft, onChange, onSave, onCancel, saving }: ScheduleEditorProps) {
  const dateProblem = periodProblem(draft.start, draft.close);
  // Save waits for a name and a period that ends after it starts; each says why beside its field once touched.
  const check = useFormCheck({ name: draft.name.trim() ? null : SCHEDULE_MESSAGES.nameRequired, close: dateProblem }, draft);
  const status = normaliseStatus(draft.status);
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="schedule-editor">
      <Stack gap="xs">
        <TextInput
          label="Schedule Name"
          required
          value={draft.name}
          onChange={(e) => onChange({ name: e.currentTarget.value })}
          {...check.field('name')}
          disabled={saving}
          maxLength={100}
        />
        <DateTimeField label="Schedule from" value={draft.start} onChange={(start) => onChange({ start })} disabled={saving} />
        <DateTimeField label="Schedule until" value={draft.close} onChange={(close) => onChange({ close })} error={dateProblem} disabled={saving} />
        <Select
          label="Status"
          data={statusOptions(status)}
          value={status}
          onChange={(v) => v && onChange({ status: v })}
          allowDeselect={false}
          disabled={saving}
          comboboxProps={{ withinPortal: true }}
        />
        <Checkbox label="Enabled" checked={draft.enabled} onChange={(e) => onChange({ enabled: e.currentTarget.checked })} disabled={saving} />
        <EditorButtons onSave={onSave} onCancel={onCancel} saving={saving} saveDisabled={check.invalid} onTry={check.reveal} />
      </Stack>
    </Paper>
  );
}
