import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconBus } from '@tabler/icons-react';
import { routeCardStatuses, type RouteCard } from '../../../../../domain/mobility/route';
import { mediumDate } from '../../model/cards';

/**
 * Read mode of a route card (spec 03 §2.10): starting and ending station, currency, and the three statuses — schedule,
 * fare matrix, enabled — each green when it is done.
 */
export function RouteCardView({ route }: { route: RouteCard }) {
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
        {route.schedule.length} schedules · {trips} trips · {route.fareCount} fares · {route.stopPlaces.length} stops placed
      </Text>
      <Group gap={4} data-testid="route-statuses">
        {statuses.map((status, i) => (
          <Badge key={status} size="sm" variant="light" color={done[i] ? 'green' : 'gray'}>
            {status}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
