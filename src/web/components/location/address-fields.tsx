import { Alert, Group, Text } from '@mantine/core';
import { TextField } from '../fields';
import { Spinner } from '../spinner';
import { mapPoint, type ADDRESS_FIELDS, type AddressDraft } from './address';
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
  /** The form's problems by field, shown beside the address fields. */
  errors?: Partial<Record<string, string>>;
}

/** The address fields' labels, in the order they show. */
export const ADDRESS_LABELS: Record<(typeof ADDRESS_FIELDS)[number], string> = {
  street: 'Street',
  locality: 'Locality',
  city: 'City',
  state: 'State',
  country: 'Country (ISO alpha-2)',
  pincode: 'Pincode',
};

/** Location and Address (spec 01 §2.12, spec 02 §2.5): the address fields and the map that sets the point. */
export function AddressFields({ draft, onChange, editing, looking, notice, tileUrl, onPick, errors = {} }: AddressFieldsProps) {
  const [lat, lon] = mapPoint(draft);
  return (
    <>
      {Object.entries(ADDRESS_LABELS).map(([name, label]) => (
        <TextField
          key={name}
          label={label}
          editing={editing}
          value={draft[name as keyof typeof ADDRESS_LABELS]}
          error={errors[name]}
          maxLength={name === 'country' ? 2 : undefined}
          onChange={(value) => onChange({ [name]: name === 'country' ? value.toUpperCase() : value })}
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
      <LocationMap point={[lat, lon]} active={editing && !looking} tileUrl={tileUrl} onPick={onPick} />
    </>
  );
}
