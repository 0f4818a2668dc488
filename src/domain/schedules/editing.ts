import type { Schedule } from '../media-items/types.js';
import { CLOSE_BEFORE_START, endOfToday, startOfToday } from '../relations/periods.js';
import { newUid } from '../relations/uid.js';
import { DEFAULT_SCHEDULE_STATUS } from './statuses.js';

/** Messages of the schedule editor; the date one is docs/product/campaigns-venues-events.md §5's. */
export const SCHEDULE_MESSAGES = {
  nameRequired: 'Schedule name is required',
  closeBeforeStart: CLOSE_BEFORE_START,
  invalidDate: 'Enter a valid date and time',
} as const;

/** The card being edited: a copy of the schedule, and whether it was added and never saved. */
export interface ScheduleEditing {
  uid: string;
  draft: Schedule;
  isNew: boolean;
}

/**
 * The section's list and its one edited card (docs/product/campaigns-venues-events.md §4.4: only one card may be edited
 * at a time).
 */
export interface SchedulesState {
  list: Schedule[];
  editing: ScheduleEditing | null;
}

export function schedulesState(list: Schedule[]): SchedulesState {
  return { list, editing: null };
}

/** A blank schedule for today (start of today to end of today, as relations default), enabled, Initial. */
export function blankSchedule(now: Date, uid = newUid()): Schedule {
  return { uid, name: '', start: startOfToday(now).toISOString(), close: endOfToday(now).toISOString(), status: DEFAULT_SCHEDULE_STATUS, enabled: true };
}

/** Whether the card may open its editor: only while no card is being edited. */
export function canStartEditing(state: SchedulesState): boolean {
  return state.editing === null;
}

/** Add Schedule: a new card first in the list, open for editing; refused while another card is edited. */
export function addSchedule(state: SchedulesState, schedule: Schedule): SchedulesState {
  if (!canStartEditing(state)) return state;
  return { list: [schedule, ...state.list], editing: { uid: schedule.uid, draft: { ...schedule }, isNew: true } };
}

/** Edit: opens a saved card's editor on a copy; refused while another card is edited. */
export function startEditing(state: SchedulesState, uid: string): SchedulesState {
  const schedule = state.list.find((s) => s.uid === uid);
  if (!schedule || !canStartEditing(state)) return state;
  return { ...state, editing: { uid, draft: { ...schedule }, isNew: false } };
}

export function changeDraft(state: SchedulesState, patch: Partial<Omit<Schedule, 'uid'>>): SchedulesState {
  if (!state.editing) return state;
  return { ...state, editing: { ...state.editing, draft: { ...state.editing.draft, ...patch } } };
}

/** Cancel: a new unsaved card disappears, an existing one goes back to what it was. */
export function cancelEditing(state: SchedulesState): SchedulesState {
  if (!state.editing) return state;
  const list = state.editing.isNew ? state.list.filter((s) => s.uid !== state.editing?.uid) : state.list;
  return { list, editing: null };
}

/** The first problem of a draft, or null when it can be saved. */
export function scheduleProblem(draft: Schedule): string | null {
  if (!draft.name.trim()) return SCHEDULE_MESSAGES.nameRequired;
  const start = Date.parse(draft.start);
  const close = Date.parse(draft.close);
  if (Number.isNaN(start) || Number.isNaN(close)) return SCHEDULE_MESSAGES.invalidDate;
  if (close < start) return SCHEDULE_MESSAGES.closeBeforeStart;
  return null;
}

/**
 * Save: the list to store, with the edited card replaced by its draft (name trimmed), or the
 * draft's problem. The section saves the whole list (docs/product/campaigns-venues-events.md §4.4).
 */
export function listWithDraft(state: SchedulesState): { list: Schedule[] } | { problem: string } {
  if (!state.editing) return { list: state.list };
  const problem = scheduleProblem(state.editing.draft);
  if (problem) return { problem };
  const draft = { ...state.editing.draft, name: state.editing.draft.name.trim() };
  return { list: state.list.map((s) => (s.uid === draft.uid ? draft : s)) };
}

/** Delete: the list without the card (saved at once); refused while another card is edited. */
export function listWithout(state: SchedulesState, uid: string): Schedule[] | null {
  if (state.editing && state.editing.uid !== uid) return null;
  return state.list.filter((s) => s.uid !== uid);
}
