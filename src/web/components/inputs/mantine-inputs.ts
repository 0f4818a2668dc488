// The form inputs that only a form being edited shows: their chunk (components/inputs/index.tsx).
export { Autocomplete, Checkbox, MultiSelect, NumberInput, Select, Switch, TagsInput, Textarea } from '@mantine/core';
