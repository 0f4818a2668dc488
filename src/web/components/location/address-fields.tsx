import { Alert, Group, Text } from '@mantine/core';
import { countryByCode } from '../../../domain/reference/countries';
import { ShownError } from '../../lib/form-check';
import { ReadValue, TextField } from '../fields';
import { CountrySelect } from '../reference-select';
import { Spinner } from '../spinner';
import { mapPoint, type ADDRESS_FIELDS, type AddressDraft } from './address';
import { LocationMap } from './location-map';
import { useConsoleConfigQuery } from '../../lib/console-config';

interface AddressFieldsProps {
  draft: AddressDraft;
  onChange(patch: Partial<AddressDraft>): void;
  editing: boolean;
  /** The form's reverse look-ups (useGeocoding): a running one blocks the map, a notice says why none can run, a pick starts one. */
  geo: { looking: boolean; notice: string | null; pick(lat: number, lon: number, current: AddressDraft): void };
  tileUrl?: string;
  /** The form's problems by field, shown beside the address fields. */
  errors?: Partial<Record<string, string>>;
}

/** The address fields' labels, in the order they show. */
export const ADDRESS_LABELS: Record<(typeof ADDRESS_FIELDS)[number], string> = {
  street: 'Street',
  locality: 'Locality',
  city: 'City',
  state: 'State',
  country: 'Country',
  pincode: 'Pincode',
};

// Where the map looks for a record without a location when the console config names no centre (MAP_DEFAULT_CENTER).
const NO_CENTRE: [number, number] = [0.01, 0.01];

/**
 * Location and Address (docs/product/platform.md §2.12, docs/product/campaigns-venues-events.md §2.5): the address
 * fields, the country picked by name, and the map that sets the point.
 */
export function AddressFields({ draft, onChange, editing, geo, tileUrl, errors = {} }: AddressFieldsProps) {
  const { looking, notice } = geo;
  const [lat, lon] = mapPoint(draft);
  const config = useConsoleConfigQuery();
  const area = draft.geoLocation?.type === 'Polygon';
  return (
    <>
      {Object.entries(ADDRESS_LABELS).map(([name, label]) => {
        if (name !== 'country') {
          const field = name as Exclude<keyof typeof ADDRESS_LABELS, 'country'>;
          return <TextField key={name} label={label} editing={editing} value={draft[field]} error={errors[name]} onChange={(v) => onChange({ [field]: v })} />;
        }
        // Read mode names the country; a stored code outside the list shows as it is.
        if (!editing)
          return (
            <ReadValue key={name} label={label}>
              {countryByCode(draft.country)?.name ?? draft.country}
            </ReadValue>
          );
        return (
          <ShownError key={name} error={errors.country} value={draft.country}>
            {(shown) => <CountrySelect label={label} value={draft.country} error={shown.error} onChange={(country) => onChange({ country })} />}
          </ShownError>
        );
      })}
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
          onPick={(lat, lon) => geo.pick(lat, lon, draft)}
        />
      )}
    </>
  );
}
