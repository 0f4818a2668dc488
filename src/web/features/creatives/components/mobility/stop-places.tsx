import { useMemo, useState } from 'react';
import { ActionIcon, Group, Stack, Table, Text, Title } from '@mantine/core';
import { NumberInput, Select } from '../../../../components/inputs';
import { IconTrash } from '@tabler/icons-react';
import type { StopPlace } from '../../../../../domain/mobility/route';
import { LocationMap, type MapMark } from '../../../../components/location';
import { without } from '../../model/route-draft';
import { Hint } from '../../../../components/hint';
import { useConsoleConfigQuery } from '../../../../lib/console-config';

const NO_CENTRE: [number, number] = [0.01, 0.01];

interface StopPlacesProps {
  /** The route's stops known from its fare matrix. */
  stops: { stopId: string; stopName: string }[];
  places: StopPlace[];
  editing: boolean;
  /** A placed stop's problem by path, as shown now (none in read mode). */
  problemOf?(path: string): string | undefined;
  onChange(places: StopPlace[]): void;
}

/**
 * Where the route's stops stand (GTFS and the map need it; docs/api.md "Mobility"): every placed stop is drawn on the
 * map; choosing a stop and clicking the map (or typing its latitude and longitude) places it.
 */
export function StopPlaces({ stops, places, editing, problemOf, onChange }: StopPlacesProps) {
  const config = useConsoleConfigQuery();
  const names = new Map([...stops.map((s) => [s.stopId, s.stopName] as const), ...places.map((p) => [p.stopId, p.stopName] as const)]);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = places.find((p) => p.stopId === chosen) ?? null;
  const marks = useMemo<MapMark[]>(
    () => places.filter((p) => p.stopId !== chosen).map((p) => ({ lat: p.latitude, lon: p.longitude, label: p.stopName || p.stopId })),
    [places, chosen],
  );

  function place(latitude: number, longitude: number) {
    if (!chosen) return;
    const next = { stopId: chosen, stopName: names.get(chosen) ?? '', latitude, longitude };
    onChange(current ? places.map((p) => (p.stopId === chosen ? next : p)) : [...places, next]);
  }

  return (
    <Stack gap="xs" data-testid="stop-places">
      <Title order={3} size="h5">
        Stops on the map
      </Title>
      {editing && (
        <Group align="flex-end" gap="xs">
          <Select
            label="Stop to place"
            placeholder={names.size ? 'Choose a stop, then click the map' : 'Upload the fare matrix to list its stops'}
            data={[...names].map(([value, name]) => ({ value, label: name ? `${name} (${value})` : value }))}
            value={chosen}
            onChange={setChosen}
            searchable
            w={260}
          />
          <NumberInput
            label="Latitude"
            w={130}
            min={-90}
            max={90}
            decimalScale={6}
            disabled={!chosen}
            value={current?.latitude ?? ''}
            onChange={(v) => typeof v === 'number' && place(v, current?.longitude ?? 0)}
          />
          <NumberInput
            label="Longitude"
            w={130}
            min={-180}
            max={180}
            decimalScale={6}
            disabled={!chosen}
            value={current?.longitude ?? ''}
            onChange={(v) => typeof v === 'number' && place(current?.latitude ?? 0, v)}
          />
        </Group>
      )}
      {!config.isPending && (
        <LocationMap
          location={current ? { type: 'Point', coordinates: [current.longitude, current.latitude] } : null}
          fallback={places[0] ? [places[0].latitude, places[0].longitude] : (config.data?.mapDefaultCenter ?? NO_CENTRE)}
          active={editing && chosen !== null}
          marks={marks}
          onPick={place}
        />
      )}
      {places.length > 0 ? (
        <Table fz="xs" withTableBorder data-testid="stop-place-list">
          <Table.Tbody>
            {places.map((p, i) => (
              <Table.Tr key={p.stopId}>
                <Table.Td>{p.stopName || p.stopId}</Table.Td>
                <Table.Td>{p.stopId}</Table.Td>
                <Table.Td>
                  {p.latitude.toFixed(5)}, {p.longitude.toFixed(5)}
                </Table.Td>
                <Table.Td c="red">{problemOf?.(`stopPlaces.${i}.stopId`) ?? problemOf?.(`stopPlaces.${i}`)}</Table.Td>
                <Table.Td w={40}>
                  {editing && (
                    <Hint label="Remove this place">
                      <ActionIcon variant="subtle" color="red" aria-label={`Remove the place of ${p.stopId}`} onClick={() => onChange(without(places, i))}>
                        <IconTrash size={14} />
                      </ActionIcon>
                    </Hint>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed">
          No stop placed yet.
        </Text>
      )}
    </Stack>
  );
}
