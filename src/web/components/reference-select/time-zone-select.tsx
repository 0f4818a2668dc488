import { type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { Select } from '../inputs';
import { canonicalTimeZone, TIME_ZONE_NAMES, timeZoneMatches } from '../../../domain/reference/time-zones';

// Any part of a zone's name or of one of its aliases finds it: 'Kolkata' and 'Calcutta' find Asia/Kolkata.
const filter: OptionsFilter = ({ options, search, limit }) => (options as ComboboxItem[]).filter((o) => timeZoneMatches(o.value, search)).slice(0, limit);

interface TimeZoneSelectProps {
  label?: string;
  value: string;
  onChange(zone: string): void;
  readOnly?: boolean;
  required?: boolean;
  error?: string;
}

/** A zone of the IANA time zone database; an alias already stored shows as its zone. */
export function TimeZoneSelect({ label = 'Time zone', value, onChange, readOnly, required, error }: TimeZoneSelectProps) {
  return (
    <Select
      label={label}
      required={required}
      // A required zone is changed by picking another, never emptied by a click on the chosen one.
      allowDeselect={!required}
      data={TIME_ZONE_NAMES as string[]}
      searchable
      limit={50}
      filter={filter}
      value={canonicalTimeZone(value) ?? (value || null)}
      readOnly={readOnly}
      error={error}
      nothingFoundMessage="No such time zone"
      onChange={(zone) => onChange(zone ?? '')}
    />
  );
}
