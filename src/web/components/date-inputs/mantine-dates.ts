import '@mantine/dates/styles.css';

export { DateInput, DateTimePicker } from '@mantine/dates';
