import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconBus, IconMap, IconTable } from '@tabler/icons-react';
import { routeCardStatuses, type RouteCard } from '../../../../../domain/mobility/route';
import { mediumDate } from '../../model/cards';
import { StoredFares } from './fare-matrix-panel';
import { StopPlaces } from './stop-places';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Read mode of a route card (docs/product/creatives-assets-signage.md §2.10): starting and ending station, currency,
 * and the three statuses — schedule, fare matrix, enabled — each green when it is done.
 */
export function RouteCardView({ creativeId, route }: { creativeId: string; route: RouteCard }) {
  const [shown, setShown] = useState<'map' | 'fares' | null>(null);
  const toggle = (what: 'map' | 'fares') => setShown((s) => (s === what ? null : what));
  const statuses = routeCardStatuses(route, route.fareCount);
  const done = [statuses[0] === 'Schedule Updated', route.fareCount > 0, route.enabled];
  const trips = route.schedule.reduce((n, s) => n + s.tripTime.length, 0);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <IconBus size={18} aria-hidden />
        <Text fw={600} truncate data-testid="route-stations">
          {route.startStation} → {route.endStation}
        </Text>
      </Group>
      {route.name && (
        <Text size="xs" c="dimmed">
          {route.name}
        </Text>
      )}
      <Text size="xs">
        Currency {route.currency} · {route.timeZone}
      </Text>
      <Text size="xs" c="dimmed">
        {mediumDate(route.startDate, route.timeZone)} – {mediumDate(route.endDate, route.timeZone)}
      </Text>
      <Text size="xs" c="dimmed">
        {count(route.schedule.length, 'schedule')} · {count(trips, 'trip')} · {count(route.fareCount, 'fare')} · {count(route.stopPlaces.length, 'stop')} placed
      </Text>
      <Group gap={4} data-testid="route-statuses">
        {statuses.map((status, i) => (
          <Badge key={status} size="sm" variant="light" tt="none" color={done[i] ? 'green' : 'gray'}>
            {status}
          </Badge>
        ))}
      </Group>
      {/* Who reads the route sees its stops and fares too, without editing it. */}
      <Group gap={4}>
        <Button size="compact-xs" variant="subtle" leftSection={<IconMap size={12} />} onClick={() => toggle('map')} disabled={route.stopPlaces.length === 0}>
          {shown === 'map' ? 'Hide the map' : 'Stops on the map'}
        </Button>
        <Button size="compact-xs" variant="subtle" leftSection={<IconTable size={12} />} onClick={() => toggle('fares')} disabled={route.fareCount === 0}>
          {shown === 'fares' ? 'Hide the fares' : 'Fare matrix'}
        </Button>
      </Group>
      {shown === 'map' && <StopPlaces stops={[]} places={route.stopPlaces} editing={false} onChange={() => undefined} />}
      {shown === 'fares' && <StoredFares creativeId={creativeId} routeId={route.id} fareCount={route.fareCount} />}
    </Stack>
  );
}
