import { lazy, Suspense, type ComponentType } from 'react';
import { TextInput } from '@mantine/core';
import type { DateInputProps, DateTimePickerProps } from '@mantine/dates';

// Mantine's date inputs (with their calendar, dayjs and styles) are a chunk of their own, asked for where a date
// input renders: a page that shows one still draws it at once, the rest of the page does not wait for it
// (docs/performance.md "First load").
const library = () => import('./mantine-dates');
const LazyDateInput = lazy(() => library().then((m) => ({ default: m.DateInput })));
// Mantine's picker is generic in its value's type; the console uses one date and time.
const LazyDateTimePicker = lazy(() => library().then((m) => ({ default: m.DateTimePicker as ComponentType<DateTimePickerProps> })));

/** Until the chunk has come: a field of the same label and width, not yet usable. */
function Waiting(props: DateInputProps | DateTimePickerProps) {
  const { label, description, required, withAsterisk, size, w, maw, miw, flex, style, className } = props;
  return (
    <TextInput
      label={label}
      description={description}
      required={required}
      withAsterisk={withAsterisk}
      size={size}
      w={w}
      maw={maw}
      miw={miw}
      flex={flex}
      style={style}
      className={className}
      disabled
    />
  );
}

export function DateInput(props: DateInputProps) {
  return (
    <Suspense fallback={<Waiting {...props} />}>
      <LazyDateInput {...props} />
    </Suspense>
  );
}

export function DateTimePicker(props: DateTimePickerProps) {
  return (
    <Suspense fallback={<Waiting {...props} />}>
      <LazyDateTimePicker {...props} />
    </Suspense>
  );
}
