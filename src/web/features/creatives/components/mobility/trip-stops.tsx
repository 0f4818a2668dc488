import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Select } from '../../../../components/inputs';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { CardField } from '../../../../components/card-section';
import { replaced, without, type StopDraft } from '../../model/route-draft';
import { Hint } from '../../../../components/hint';

interface TripStopsProps {
  stops: StopDraft[];
  /** The route's fare-matrix stops: a trip stops only at them. */
  fareStops: { stopId: string; stopName: string }[];
  path: string;
  field: CardField;
  onChange(stops: StopDraft[]): void;
}

/** A trip's stops in order, each with its arrival and departure time ('HH:MM'; the first and last timed). */
export function TripStops({ stops, fareStops, path, field, onChange }: TripStopsProps) {
  const names = new Map(fareStops.map((s) => [s.stopId, s.stopName]));
  const choices = fareStops.map((s) => ({ value: s.stopId, label: s.stopName ? `${s.stopName} (${s.stopId})` : s.stopId }));
  // A stop of a trip saved before its matrix changed stays choosable, so it shows (and its problem says why).
  for (const s of stops) if (s.stopId && !names.has(s.stopId)) choices.push({ value: s.stopId, label: s.stopName || s.stopId });
  const set = (i: number, patch: Partial<StopDraft>) => onChange(replaced(stops, i, { ...stops[i], ...patch }));
  // The stop's choice says the problems of the stop as a whole (its times along the trip) and of its id.
  const stopField = (at: string) => {
    const [stop, id] = [field(at), field(`${at}.stopId`)];
    return { error: stop.error ?? id.error, onBlur: () => (stop.onBlur(), id.onBlur()) };
  };
  return (
    <Stack gap={4} data-testid="trip-stops">
      <Text size="sm" fw={600}>
        Stops
      </Text>
      {stops.map((stop, i) => (
        <Group key={i} gap="xs" align="flex-start" data-testid="trip-stop">
          <Select
            aria-label={`Stop ${i + 1}`}
            size="xs"
            w={220}
            placeholder="Stop"
            data={choices}
            value={stop.stopId || null}
            searchable
            onChange={(v) => set(i, { stopId: v ?? '', stopName: names.get(v ?? '') ?? '' })}
            {...stopField(`${path}.${i}`)}
          />
          <TextInput
            aria-label={`Arrival at stop ${i + 1}`}
            size="xs"
            w={90}
            placeholder="Arrival"
            value={stop.arrivalTime}
            onChange={(e) => set(i, { arrivalTime: e.currentTarget.value })}
            {...field(`${path}.${i}.arrivalTime`)}
          />
          <TextInput
            aria-label={`Departure from stop ${i + 1}`}
            size="xs"
            w={90}
            placeholder="Departure"
            value={stop.departureTime}
            onChange={(e) => set(i, { departureTime: e.currentTarget.value })}
            {...field(`${path}.${i}.departureTime`)}
          />
          <Hint label="Remove this stop">
            <ActionIcon variant="subtle" color="red" aria-label={`Remove stop ${i + 1}`} onClick={() => onChange(without(stops, i))}>
              <IconTrash size={14} />
            </ActionIcon>
          </Hint>
        </Group>
      ))}
      <Group>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPlus size={12} />}
          onClick={() => onChange([...stops, { stopId: '', stopName: '', arrivalTime: '', departureTime: '' }])}
        >
          Add Stop
        </Button>
        {fareStops.length === 0 && (
          <Text size="xs" c="dimmed">
            The stops come from the route&apos;s fare matrix: upload it first.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
