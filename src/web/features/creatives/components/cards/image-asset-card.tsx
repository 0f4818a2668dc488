import { useState } from 'react';
import { Alert, Box, FileButton, Button, Group, Image, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { NumberInput } from '../../../../components/inputs';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { assetImagePath, PART_MESSAGES, type ImageAsset } from '../../../../../domain/creatives/parts';
import { geocoderNotice, LocationMap, reverseGeocode, GEOCODE_FAILED_MESSAGE } from '../../../../components/location';
import type { CardField } from '../../../../components/card-section';
import { ReadValue } from '../../../../components/fields';
import { useStoredImage } from '../../../../components/image-upload';
import { Spinner } from '../../../../components/spinner';
import { TypeSelector } from '../../../../components/type-selector';
import { notify } from '../../../../lib/notify';
import { subtypeChanged } from '../../model/cards';
import { useConsoleConfigQuery } from '../../../../lib/console-config';

const NO_CENTRE: [number, number] = [0.01, 0.01];

/** The asset's picture, read with the bearer token; a placeholder while there is none. */
export function AssetPicture({ creativeId, asset, version = 0 }: { creativeId: string; asset: ImageAsset; version?: number }) {
  const url = useStoredImage(asset.hasImage ? assetImagePath(creativeId, asset.id) : null, version);
  if (!url)
    return (
      <Box w={96} h={72} bg="gray.1" style={{ display: 'grid', placeItems: 'center', borderRadius: 4 }}>
        <IconPhoto size={28} aria-label="No picture yet" />
      </Box>
    );
  return <Image src={url} w={96} h={72} fit="cover" radius="sm" alt={`Picture of ${asset.subtype || asset.type}`} />;
}

/**
 * Read mode of an image asset (docs/product/creatives-assets-signage.md §2.3): picture, type, sub-type, category, place
 * and radius.
 */
export function ImageAssetView({ creativeId, asset }: { creativeId: string; asset: ImageAsset }) {
  const place = [asset.city, asset.state, asset.country].filter(Boolean).join(', ');
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <AssetPicture creativeId={creativeId} asset={asset} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} truncate>
          {[asset.type, asset.subtype].filter(Boolean).join(' › ')}
        </Text>
        {asset.category && (
          <Text size="xs" c="dimmed">
            {asset.category}
          </Text>
        )}
        <Text size="xs">{place || 'No place chosen'}</Text>
        <Text size="xs" c="dimmed">
          Radius {asset.radius} km
        </Text>
      </Stack>
    </Group>
  );
}

interface ImageAssetFormProps {
  creativeId: string;
  asset: ImageAsset;
  /** The asset as stored (undefined for a new one): changing its sub-type warns about the picture's shape. */
  saved: ImageAsset | undefined;
  onChange(asset: ImageAsset): void;
  /** The picture chosen, uploaded once the card is saved. */
  picture: File | null;
  onPicture(file: File | null): void;
  field: CardField;
}

/**
 * Edit mode of an image asset: type, sub-type and category from the catalogue's creative family, the point on the map
 * (country, state and city filled from it by the server's reverse-geocoding proxy), longitude, latitude, radius, and
 * the picture.
 */
export function ImageAssetForm({ creativeId, asset, saved, onChange, picture, onPicture, field }: ImageAssetFormProps) {
  const config = useConsoleConfigQuery();
  const [looking, setLooking] = useState(false);
  // Said once the server has answered that it has no geocoder: the fields are left for the user to type.
  const [notice, setNotice] = useState<string | null>(null);
  const set = (patch: Partial<ImageAsset>) => onChange({ ...asset, ...patch });
  // Typed coordinates wait here until both are numbers: the point needs both.
  const [typed, setTyped] = useState<[number | null, number | null]>(asset.geoLocation?.coordinates ?? [null, null]);
  const [lon, lat] = asset.geoLocation?.coordinates ?? typed;

  async function pick(latitude: number, longitude: number) {
    setTyped([longitude, latitude]);
    if (notice) return set({ geoLocation: { type: 'Point', coordinates: [longitude, latitude] } });
    const moved: ImageAsset = { ...asset, geoLocation: { type: 'Point', coordinates: [longitude, latitude] }, city: '', state: '', country: '' };
    onChange(moved);
    setLooking(true);
    try {
      const reply = await reverseGeocode(latitude, longitude);
      onChange({ ...moved, city: reply.city ?? '', state: reply.state ?? '', country: (reply.countryCode ?? '').toUpperCase() });
    } catch (e) {
      const unavailable = geocoderNotice(e);
      if (unavailable) setNotice(unavailable);
      else notify.error(GEOCODE_FAILED_MESSAGE);
      onChange({ ...moved, city: asset.city, state: asset.state, country: asset.country });
    } finally {
      setLooking(false);
    }
  }

  function point(latitude: number | null, longitude: number | null) {
    setTyped([longitude, latitude]);
    set({ geoLocation: latitude === null || longitude === null ? null : { type: 'Point', coordinates: [longitude, latitude] } });
  }

  return (
    <Stack gap="xs">
      <TypeSelector
        family="creative"
        value={{
          type: asset.type || null,
          type_id: asset.type_id || null,
          subtype: asset.subtype || null,
          subtype_id: asset.subtype_id || null,
          category: asset.category || null,
        }}
        creating
        editing
        typeField={field('type')}
        onChange={({ choice }) =>
          set({
            type: choice.type ?? '',
            type_id: choice.type_id ?? '',
            subtype: choice.subtype ?? '',
            subtype_id: choice.subtype_id ?? '',
            category: choice.category ?? '',
          })
        }
      />
      {subtypeChanged(saved, asset) && (
        <Alert color="yellow" role="status" data-testid="subtype-warning">
          {PART_MESSAGES.subtypeChanged}
        </Alert>
      )}
      <SimpleGrid cols={3} spacing="xs">
        <TextInput label="City" value={asset.city} onChange={(e) => set({ city: e.currentTarget.value })} {...field('city')} />
        <TextInput label="State" value={asset.state} onChange={(e) => set({ state: e.currentTarget.value })} {...field('state')} />
        <TextInput label="Country" value={asset.country} onChange={(e) => set({ country: e.currentTarget.value })} {...field('country')} />
        <NumberInput
          label="Longitude"
          value={lon ?? ''}
          min={-180}
          max={180}
          decimalScale={6}
          onChange={(v) => point(lat, typeof v === 'number' ? v : null)}
          {...field('geoLocation.coordinates.0')}
        />
        <NumberInput
          label="Latitude"
          value={lat ?? ''}
          min={-90}
          max={90}
          decimalScale={6}
          onChange={(v) => point(typeof v === 'number' ? v : null, lon)}
          {...field('geoLocation.coordinates.1')}
        />
        <NumberInput
          label="Radius (km)"
          value={asset.radius}
          min={1}
          max={20000}
          onChange={(v) => set({ radius: typeof v === 'number' ? v : 100 })}
          {...field('radius')}
        />
      </SimpleGrid>
      {looking && (
        <Group gap="xs">
          <Spinner size="xs" />
          <Text size="sm" c="dimmed">
            Looking up the address…
          </Text>
        </Group>
      )}
      {notice && (
        <Alert color="yellow" role="status" data-testid="geo-notice">
          {notice} The city, state and country cannot be filled in from the map; type them instead.
        </Alert>
      )}
      {config.isPending ? (
        <div style={{ height: 320 }} />
      ) : (
        <LocationMap
          location={asset.geoLocation}
          fallback={config.data?.mapDefaultCenter ?? NO_CENTRE}
          active={!looking}
          onPick={(la, lo) => void pick(la, lo)}
        />
      )}
      <Group gap="sm" align="center">
        <AssetPicture creativeId={creativeId} asset={asset} />
        <FileButton accept="image/png,image/jpeg,image/gif,image/webp" onChange={onPicture}>
          {(props) => (
            <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} />}>
              {asset.hasImage ? 'Replace picture' : 'Choose picture'}
            </Button>
          )}
        </FileButton>
        {picture && <ReadValue label="Chosen">{picture.name}</ReadValue>}
      </Group>
    </Stack>
  );
}
