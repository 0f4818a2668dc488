import type { ComponentType } from 'react';
import type { DateInputProps, DateTimePickerProps } from '@mantine/dates';
import { lazyField } from '../inputs/lazy-field';

// Mantine's date inputs (with their calendar, dayjs and styles) are a chunk of their own, asked for where a date
// input renders: a page that shows one still draws it at once, the rest of the page does not wait for it
// (docs/performance.md "First load").
const library = () => import('./mantine-dates');

export const DateInput = lazyField<DateInputProps>('DateInput', () => library().then((m) => m.DateInput));
// Mantine's picker is generic in its value's type; the console uses one date and time.
export const DateTimePicker = lazyField<DateTimePickerProps>('DateTimePicker', () =>
  library().then((m) => m.DateTimePicker as ComponentType<DateTimePickerProps>),
);
