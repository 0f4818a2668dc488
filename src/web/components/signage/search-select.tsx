import { useState } from 'react';
import { Select } from '../inputs';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readSignageList, signageKey } from './api';
import { FILTER_DELAY_MS } from '../../lib/use-paged-list';
import { searchName } from './search-name';

/** Choices a search shows at once; typing more of a name finds the rest on the server. */
export const SEARCH_CHOICES = 50;

interface SearchSelectProps<T extends { id: string; name: string }> {
  aggregateId: string;
  list: 'media' | 'playlists';
  /** '' while nothing is chosen. */
  value: string;
  onChange(id: string, item: T | undefined): void;
  labelOf(item: T): string;
  label?: string;
  ariaLabel?: string;
  placeholder: string;
  withAsterisk?: boolean;
  error?: string;
  onBlur?(): void;
}

/**
 * A workspace's media or playlist, found by name on the server (the lists page there): the first SEARCH_CHOICES
 * match what is typed, and the chosen item is read by id when the search does not hold it, so its name shows.
 */
export function SearchSelect<T extends { id: string; name: string }>({ aggregateId, list, value, onChange, labelOf, ...field }: SearchSelectProps<T>) {
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search, FILTER_DELAY_MS);
  const chosenRead = useQuery({
    queryKey: signageKey(aggregateId, list, 'chosen', value),
    queryFn: () => readSignageList<T>(aggregateId, list, { limit: 1, ids: [value] }, false),
    enabled: Boolean(aggregateId && value),
  });
  const chosen = chosenRead.data?.[0];
  const name = searchName(typed, chosen && labelOf(chosen));
  const found = useQuery({
    queryKey: signageKey(aggregateId, list, 'choices', name),
    queryFn: () => readSignageList<T>(aggregateId, list, { limit: SEARCH_CHOICES, name }, false),
    enabled: Boolean(aggregateId),
    placeholderData: keepPreviousData,
  });
  const items = found.data ?? [];
  const all = chosen && !items.some((i) => i.id === chosen.id) ? [chosen, ...items] : items;
  return (
    <Select
      label={field.label}
      aria-label={field.ariaLabel}
      placeholder={field.placeholder}
      withAsterisk={field.withAsterisk}
      error={field.error}
      onBlur={field.onBlur}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered by name already.
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'Nothing found'}
      data={all.map((i) => ({ value: i.id, label: labelOf(i) }))}
      value={value || null}
      onChange={(v) =>
        onChange(
          v ?? '',
          all.find((i) => i.id === v),
        )
      }
      comboboxProps={{ withinPortal: true }}
    />
  );
}
