import { useEffect, useState } from 'react';
import { Button, SimpleGrid, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Schedule } from '../../../domain/media-items/types';
import { DEFAULT_PERIOD_FILTER, type PeriodFilter } from '../../../domain/relations/periods';
import {
  addSchedule,
  blankSchedule,
  cancelEditing,
  canStartEditing,
  changeDraft,
  listWithDraft,
  listWithout,
  schedulesState,
  startEditing,
  type SchedulesState,
} from '../../../domain/schedules/editing';
import { hiddenSchedulesNote, visibleSchedules } from '../../../domain/schedules/periods';
import { notify } from '../../lib/notify';
import { useAction } from '../../lib/use-action';
import { CardsFrame } from '../relations/cards-frame';
import { PeriodFilterBar } from '../relations/period-filter';
import { ScheduleCard } from './schedule-card';
import { ScheduleEditor } from './schedule-editor';

export interface SchedulesSectionProps {
  title: string;
  schedules: Schedule[];
  editable: boolean;
  /** Stores the whole list; the page reloads the item afterwards (docs/product/campaigns-venues-events.md §4.4). */
  onSave(schedules: Schedule[]): Promise<void>;
  /**
   * A card's state word (an asset's read Active or Expired, docs/product/creatives-assets-signage.md §4); Forgotten,
   * Current or Future by default.
   */
  stateOf?(schedule: Schedule): string;
}

/**
 * Schedules of an item (docs/product/campaigns-venues-events.md §2.9, §4.4): period filters, Add Schedule, cards, one
 * card edited at a time. Save and delete both store the whole list through `onSave`.
 */
export function SchedulesSection({ title, schedules, editable, onSave, stateOf }: SchedulesSectionProps) {
  const [state, setState] = useState<SchedulesState>(() => schedulesState(schedules));
  const [period, setPeriod] = useState<PeriodFilter>(DEFAULT_PERIOD_FILTER);
  const store = useAction({ mutationFn: (list: Schedule[]) => onSave(list), onSuccess: (_, list) => setState(schedulesState(list)) });
  const saving = store.isPending;

  // A reloaded item brings the stored list (compared by content: a parent may pass a new array each
  // render, which must not close an open editor).
  const stored = JSON.stringify(schedules);
  useEffect(() => setState(schedulesState(JSON.parse(stored) as Schedule[])), [stored]);

  function save() {
    const result = listWithDraft(state);
    if ('problem' in result) return void notify.warning(result.problem);
    store.mutate(result.list);
  }

  function remove(uid: string) {
    const list = listWithout(state, uid);
    if (list) store.mutate(list);
  }

  const editingUid = state.editing?.uid ?? null;
  const shown = visibleSchedules(state.list, period, editingUid);
  const note = hiddenSchedulesNote(state.list.length, shown.length);
  return (
    <CardsFrame
      title={title}
      actions={
        editable && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setState((s) => addSchedule(s, blankSchedule(new Date())))}
            disabled={!canStartEditing(state) || saving}
          >
            Add Schedule
          </Button>
        )
      }
    >
      <PeriodFilterBar value={period} onChange={setPeriod} />
      {note && (
        <Text size="sm" c="dimmed" data-testid="schedules-note">
          {note}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {shown.map((s) =>
          state.editing?.uid === s.uid ? (
            <ScheduleEditor
              key={s.uid}
              draft={state.editing.draft}
              onChange={(patch) => setState((st) => changeDraft(st, patch))}
              onSave={save}
              onCancel={() => setState(cancelEditing)}
              saving={saving}
            />
          ) : (
            <ScheduleCard
              key={s.uid}
              schedule={s}
              editable={editable}
              locked={!canStartEditing(state) || saving}
              stateOf={stateOf}
              onEdit={() => setState((st) => startEditing(st, s.uid))}
              onDelete={() => remove(s.uid)}
            />
          ),
        )}
      </SimpleGrid>
    </CardsFrame>
  );
}
