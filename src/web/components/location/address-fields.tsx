import { Alert, Group, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { CountrySelect } from '../reference-select';
import { Spinner } from '../spinner';
import { mapPoint, type AddressDraft } from './address';
import { LocationMap } from './location-map';

interface AddressFieldsProps {
  draft: AddressDraft;
  onChange(patch: Partial<AddressDraft>): void;
  editing: boolean;
  /** A reverse look-up runs: the map takes no new point until it ends. */
  looking: boolean;
  /** Why the address cannot be looked up (no geocoder configured), if so. */
  notice: string | null;
  tileUrl?: string;
  onPick(lat: number, lon: number): void;
}

const FIELDS = [
  { name: 'street', label: 'Street' },
  { name: 'locality', label: 'Locality' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'country', label: 'Country' },
  { name: 'pincode', label: 'Pincode' },
] as const;

// Where the map looks for a record without a location when the console config names no centre (MAP_DEFAULT_CENTER).
const NO_CENTRE: [number, number] = [0.01, 0.01];

/** Location and Address (spec 01 §2.12, spec 02 §2.5): the address fields, the country picked by name, and the map that sets the point. */
export function AddressFields({ draft, onChange, editing, looking, notice, tileUrl, onPick }: AddressFieldsProps) {
  const [lat, lon] = mapPoint(draft);
  const config = useQuery({ queryKey: ['console-config'], queryFn: () => api.config(), staleTime: Infinity });
  const area = draft.geoLocation?.type === 'Polygon';
  return (
    <>
      {FIELDS.map(({ name, label }) =>
        name === 'country' ? (
          <CountrySelect key={name} label={label} value={draft.country} readOnly={!editing} onChange={(country) => onChange({ country })} />
        ) : (
          <TextInput key={name} label={label} value={draft[name]} readOnly={!editing} onChange={(e) => onChange({ [name]: e.currentTarget.value })} />
        ),
      )}
      <Group gap="xs" style={{ gridColumn: '1 / -1' }}>
        <Text size="sm" data-testid="geo-point">
          {area ? 'An area around latitude' : 'Latitude'} {lat.toFixed(6)}, longitude {lon.toFixed(6)}
        </Text>
        {looking && (
          <>
            <Spinner size="xs" />
            <Text size="sm" c="dimmed">
              Looking up the address…
            </Text>
          </>
        )}
        {editing && !looking && (
          <Text size="sm" c="dimmed">
            {area ? 'Click the map to replace the area with a point.' : 'Click the map, drag the marker or search a place to set the location.'}
          </Text>
        )}
      </Group>
      {notice && (
        <Alert color="yellow" role="status" style={{ gridColumn: '1 / -1' }} data-testid="geo-notice">
          {notice} The address cannot be filled in from the map; type it instead.
        </Alert>
      )}
      {/* The map waits for the console config: its first view is the fallback centre when there is no location. */}
      {config.isPending ? (
        <div style={{ height: 320, gridColumn: '1 / -1' }} />
      ) : (
        <LocationMap
          location={draft.geoLocation}
          fallback={config.data?.mapDefaultCenter ?? NO_CENTRE}
          active={editing && !looking}
          tileUrl={tileUrl}
          onPick={onPick}
        />
      )}
    </>
  );
}
