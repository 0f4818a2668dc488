import { Badge, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { eventVenue, locationPipe, schedulePipe } from '../../../../domain/events/pipes';
import { eventStatusBadge, pickSchedule } from '../../../../domain/events/status-badge';
import type { MediaEvent } from '../../../../domain/events/types';
import { pickerKey } from '../../../lib/resource';
import { getVenueAddress } from '../api/get-venue-addresses';

/**
 * The event's venue and schedule pipes (docs/product/campaigns-venues-events.md §2.6) and its status badge, under the
 * page title.
 */
export function EventPipes({ event, aggregateId, timeZone }: { event: MediaEvent; aggregateId: string; timeZone?: string }) {
  const now = new Date();
  const venue = eventVenue(event.relations, now);
  const address = useQuery({
    queryKey: pickerKey('venue', 'address', aggregateId, venue?.id),
    queryFn: () => getVenueAddress(aggregateId, venue?.id ?? ''),
    enabled: Boolean(venue),
    retry: false,
  });
  const badge = eventStatusBadge(event.schedules, now);
  return (
    <Group gap="md" data-testid="event-pipes">
      <Badge color={badge.colour} variant={badge.phase === 'upcoming' ? 'light' : 'filled'} data-testid="event-status">
        {badge.label}
      </Badge>
      <Text size="sm" data-testid="event-location">
        {locationPipe(venue ? address.data : undefined)}
      </Text>
      <Text size="sm" c="dimmed" data-testid="event-schedule">
        {schedulePipe(pickSchedule(event.schedules, now)?.schedule, timeZone)}
      </Text>
    </Group>
  );
}
