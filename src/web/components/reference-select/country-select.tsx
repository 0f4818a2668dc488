import { useMemo } from 'react';
import { type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { Select } from '../inputs';
import { COUNTRIES, countryByCode } from '../../../domain/reference/countries';

const OPTIONS: ComboboxItem[] = COUNTRIES.map((c) => ({ value: c.alpha2, label: c.name }));
const BY_CODE = new Map(COUNTRIES.map((c) => [c.alpha2, c]));

// A name part or an exact code finds a country: 'kingdom', 'GB' and 'GBR' all find United Kingdom.
const filter: OptionsFilter = ({ options, search, limit }) => {
  const wanted = search.trim().toLowerCase();
  const items = options as ComboboxItem[];
  const hits = !wanted
    ? items
    : items.filter((o) => {
        const c = BY_CODE.get(o.value);
        return o.label.toLowerCase().includes(wanted) || c?.alpha2.toLowerCase() === wanted || c?.alpha3.toLowerCase() === wanted;
      });
  return hits.slice(0, limit);
};

interface CountrySelectProps {
  label?: string;
  /** The stored alpha-2 code, '' when none. */
  value: string;
  onChange(code: string): void;
  readOnly?: boolean;
  error?: string;
}

/** A country picked by name from the ISO 3166-1 list (docs/product/platform.md §9); the value is its alpha-2 code. */
export function CountrySelect({ label = 'Country', value, onChange, readOnly, error }: CountrySelectProps) {
  // A stored code outside the list (from before it was checked) still shows, as it is.
  const data = useMemo(() => (!value || countryByCode(value) ? OPTIONS : [{ value, label: value }, ...OPTIONS]), [value]);
  return (
    <Select
      label={label}
      data={data}
      value={value || null}
      searchable
      clearable={!readOnly}
      limit={50}
      filter={filter}
      readOnly={readOnly}
      error={error}
      nothingFoundMessage="No such country"
      onChange={(code) => onChange(code ?? '')}
    />
  );
}
