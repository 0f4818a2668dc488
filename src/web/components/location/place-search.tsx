import { useMemo, useState } from 'react';
import { Loader } from '@mantine/core';
import { Autocomplete } from '../inputs';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { FoundPlace } from '../../../domain/common/place';
import { ApiError } from '../../lib/api-error';
import { GEOCODE_FAILED_MESSAGE, placeSearchKey, searchPlaces, searchText } from './address';

// A pause in typing sends the text.
const TYPING_PAUSE_MS = 400;

const problemOf = (error: unknown) => (error instanceof ApiError && error.status === 503 ? error.message : GEOCODE_FAILED_MESSAGE);

/**
 * A place search over the map (docs/product/campaigns-venues-events.md §9,
 * docs/product/creatives-assets-signage.md §7): up to 10 places through the server's geocoder proxy.
 */
export function PlaceSearch({ onFound }: { onFound(place: FoundPlace): void }) {
  const [text, setText] = useState('');
  const [typed] = useDebouncedValue(searchText(text), TYPING_PAUSE_MS);
  const found = useQuery({
    queryKey: placeSearchKey(typed),
    queryFn: () => searchPlaces(typed!),
    enabled: typed !== null,
    staleTime: 3_600_000,
  });
  // Option values must be unique: two places of the same name offer the first.
  const places = useMemo(() => [...new Map((found.data ?? []).map((p) => [p.displayName, p])).values()], [found.data]);
  return (
    <Autocomplete
      aria-label="Search places"
      placeholder="Search places"
      value={text}
      onChange={setText}
      data={typed && searchText(text) ? places.map((p) => p.displayName) : []}
      // The geocoder has matched already: its answers are offered as they are.
      filter={({ options }) => options}
      // The list opens over the map, never flipped up over the address fields.
      comboboxProps={{ position: 'bottom-end', middlewares: { flip: false, shift: true } }}
      onOptionSubmit={(name) => {
        const place = places.find((p) => p.displayName === name);
        if (place) onFound(place);
      }}
      rightSection={found.isFetching ? <Loader size="xs" /> : null}
      error={found.error ? problemOf(found.error) : undefined}
    />
  );
}
