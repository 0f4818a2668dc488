import { lazy, Suspense } from 'react';
import { Alert, Group, Text, TextInput } from '@mantine/core';
import { Spinner } from '../spinner';
import { mapPoint, type AddressDraft } from './address';

// Leaflet loads with the first map shown, not with the page.
const LocationMap = lazy(() => import('./location-map').then((m) => ({ default: m.LocationMap })));

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
  { name: 'country', label: 'Country (ISO alpha-2)' },
  { name: 'pincode', label: 'Pincode' },
] as const;

/** Location and Address (spec 01 §2.12, spec 02 §2.5): the address fields and the map that sets the point. */
export function AddressFields({ draft, onChange, editing, looking, notice, tileUrl, onPick }: AddressFieldsProps) {
  const [lat, lon] = mapPoint(draft);
  return (
    <>
      {FIELDS.map(({ name, label }) => (
        <TextInput
          key={name}
          label={label}
          value={draft[name]}
          readOnly={!editing}
          maxLength={name === 'country' ? 2 : undefined}
          onChange={(e) => onChange({ [name]: name === 'country' ? e.currentTarget.value.toUpperCase() : e.currentTarget.value })}
        />
      ))}
      <Group gap="xs" style={{ gridColumn: '1 / -1' }}>
        <Text size="sm" data-testid="geo-point">
          Latitude {lat.toFixed(6)}, longitude {lon.toFixed(6)}
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
            Click the map or drag the marker to set the location.
          </Text>
        )}
      </Group>
      {notice && (
        <Alert color="yellow" role="status" style={{ gridColumn: '1 / -1' }} data-testid="geo-notice">
          {notice} The address cannot be filled in from the map; type it instead.
        </Alert>
      )}
      <Suspense fallback={<div style={{ height: 320, gridColumn: '1 / -1' }} />}>
        <LocationMap point={[lat, lon]} active={editing && !looking} tileUrl={tileUrl} onPick={onPick} />
      </Suspense>
    </>
  );
}
