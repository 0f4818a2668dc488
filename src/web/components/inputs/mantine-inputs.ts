// The form inputs that only a form being edited shows: their chunk (components/inputs/index.tsx).
export { Autocomplete, MultiSelect, NumberInput, Select, TagsInput, Textarea } from '@mantine/core';
