import { describe, expect, it } from 'vitest';
import type { Schedule } from '../media-items/types.js';
import {
  addSchedule,
  blankSchedule,
  cancelEditing,
  canStartEditing,
  changeDraft,
  listWithDraft,
  listWithout,
  scheduleProblem,
  schedulesState,
  startEditing,
  SCHEDULE_MESSAGES,
} from './editing.js';
import { DEFAULT_PERIOD_FILTER } from '../relations/periods.js';
import { assetScheduleState, hiddenSchedulesNote, scheduleState, visibleSchedules } from './periods.js';
import { normaliseStatus, SCHEDULE_STATUSES, statusOptions } from './statuses.js';

const now = new Date('2025-06-15T12:00:00Z');
const sched = (uid: string, start: string, close: string, extra: Partial<Schedule> = {}): Schedule => ({
  uid,
  name: uid,
  start,
  close,
  status: 'Initial',
  enabled: true,
  ...extra,
});
const past = sched('past0001', '2025-01-01T00:00:00Z', '2025-02-01T00:00:00Z');
const current = sched('curr0001', '2025-06-01T00:00:00Z', '2025-07-01T00:00:00Z');
const future = sched('futu0001', '2025-08-01T00:00:00Z', '2025-09-01T00:00:00Z');
const off = sched('off00001', '2025-06-01T00:00:00Z', '2025-07-01T00:00:00Z', { enabled: false });

describe('schedule statuses', () => {
  it('offers the eleven statuses of docs/product/campaigns-venues-events.md §4.4, Initial first', () => {
    expect(SCHEDULE_STATUSES).toEqual([
      'Initial',
      'Ready',
      'Scheduled',
      'Active',
      'Playing',
      'In Progress',
      'Suspended',
      'Paused',
      'Sold Out',
      'Cancelled',
      'Completed',
    ]);
  });

  it('reads a stored status in any letter case as the list spells it', () => {
    expect(normaliseStatus('PLAYING')).toBe('Playing');
    expect(normaliseStatus('in progress')).toBe('In Progress');
    expect(normaliseStatus('')).toBe('Initial');
  });

  it('keeps an unknown stored status selectable', () => {
    expect(statusOptions('Play')).toContain('Play');
    expect(statusOptions('ready')).toEqual([...SCHEDULE_STATUSES]);
  });
});

describe('schedule periods', () => {
  it('shows only current enabled schedules by default', () => {
    expect(visibleSchedules([past, current, future, off], DEFAULT_PERIOD_FILTER, null, now).map((s) => s.uid)).toEqual(['curr0001']);
  });

  it('shows disabled schedules only when Disabled is ticked', () => {
    const filter = { forgotten: true, current: true, future: true, disabled: true };
    expect(visibleSchedules([past, current, future, off], filter, null, now)).toHaveLength(4);
    expect(visibleSchedules([off], { ...filter, disabled: false }, null, now)).toEqual([]);
  });

  it('keeps the edited card visible whatever its period', () => {
    expect(visibleSchedules([past, current], DEFAULT_PERIOD_FILTER, 'past0001', now).map((s) => s.uid)).toEqual(['past0001', 'curr0001']);
  });

  it('names the state by dates', () => {
    expect([past, current, future, off].map((s) => scheduleState(s, now))).toEqual(['Forgotten', 'Current', 'Future', 'Current']);
  });

  it('reads an asset’s schedule as Active inside its window and Expired outside it', () => {
    expect([past, current, future].map((s) => assetScheduleState(s, now))).toEqual(['Expired', 'Active', 'Expired']);
    const edge = { start: now.toISOString(), close: now.toISOString() };
    expect(assetScheduleState(edge, now)).toBe('Active');
  });
});

describe('one schedule edited at a time', () => {
  it('adds a blank enabled Initial schedule for today, first in the list and open', () => {
    const blank = blankSchedule(now, 'new00001');
    expect(blank).toMatchObject({ uid: 'new00001', name: '', status: 'Initial', enabled: true });
    expect(Date.parse(blank.close)).toBeGreaterThan(Date.parse(blank.start));
    const state = addSchedule(schedulesState([current]), blank);
    expect(state.list.map((s) => s.uid)).toEqual(['new00001', 'curr0001']);
    expect(state.editing).toMatchObject({ uid: 'new00001', isNew: true });
  });

  it('gives new schedules 8-character uids', () => {
    expect(blankSchedule(now).uid).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('refuses to open a second card or add while one is edited', () => {
    const editing = startEditing(schedulesState([current, future]), 'curr0001');
    expect(canStartEditing(editing)).toBe(false);
    expect(startEditing(editing, 'futu0001')).toBe(editing);
    expect(addSchedule(editing, blankSchedule(now))).toBe(editing);
    expect(listWithout(editing, 'futu0001')).toBeNull();
  });

  it('cancel removes a new unsaved card and restores an edited one', () => {
    const added = addSchedule(schedulesState([current]), blankSchedule(now, 'new00001'));
    expect(cancelEditing(added)).toEqual({ list: [current], editing: null });
    const edited = changeDraft(startEditing(schedulesState([current]), 'curr0001'), { name: 'Changed' });
    expect(cancelEditing(edited)).toEqual({ list: [current], editing: null });
  });

  it('save gives the whole list with the draft in place, name trimmed', () => {
    const state = changeDraft(startEditing(schedulesState([current, future]), 'futu0001'), { name: '  Matinee ', status: 'Sold Out' });
    expect(listWithDraft(state)).toEqual({ list: [current, { ...future, name: 'Matinee', status: 'Sold Out' }] });
  });

  it('refuses a blank name and a close before the start', () => {
    const state = startEditing(schedulesState([current]), 'curr0001');
    expect(listWithDraft(changeDraft(state, { name: ' ' }))).toEqual({ problem: SCHEDULE_MESSAGES.nameRequired });
    expect(scheduleProblem({ ...current, close: '2025-05-01T00:00:00Z' })).toBe('Date cannot be earlier than start date');
    expect(scheduleProblem({ ...current, start: 'not a date' })).toBe(SCHEDULE_MESSAGES.invalidDate);
  });

  it('delete gives the list without the card', () => {
    expect(listWithout(schedulesState([current, future]), 'curr0001')).toEqual([future]);
  });
});

describe('hiddenSchedulesNote', () => {
  it('says how many schedules the unticked periods hold, and nothing when every schedule shows', () => {
    expect(hiddenSchedulesNote(0, 0)).toBe('No schedules yet.');
    expect(hiddenSchedulesNote(1, 0)).toBe('No schedules in the ticked periods; 1 schedule in the unticked ones.');
    expect(hiddenSchedulesNote(3, 0)).toBe('No schedules in the ticked periods; 3 schedules in the unticked ones.');
    expect(hiddenSchedulesNote(3, 1)).toBe('2 more schedules in the unticked periods.');
    expect(hiddenSchedulesNote(2, 1)).toBe('1 more schedule in the unticked periods.');
    expect(hiddenSchedulesNote(2, 2)).toBeNull();
  });
});
