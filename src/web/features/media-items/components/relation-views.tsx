import { Card, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatLongDateTime } from '../../../../domain/common/dates';
import type { Relation, RelationKind } from '../../../../domain/media-items/types';
import { describeError } from '../../../lib/api-error';
import { useWorkspaceZone } from '../../../lib/workspace-zone';
import { PageLoader } from '../../../components/spinner';
import { getVenueEvents, venueEventsKey, type VenueEvent } from '../api/get-venue-events';

const of = (relations: readonly Relation[], kind: RelationKind) => relations.filter((r) => r.relation === kind);

export const NO_VENUE_EVENTS = 'There are no events or campaigns for this venue.';

/**
 * One related event: its own schedules in the long date format, then its campaigns
 * (docs/product/campaigns-venues-events.md §2.5).
 */
function VenueEventCard({ event, zone }: { event: VenueEvent; zone?: string }) {
  const campaigns = of(event.relations ?? [], 'campaign');
  const schedules = event.schedules ?? [];
  return (
    <Card withBorder padding="sm" data-testid="event-schedule-card" aria-label={event.name}>
      <Text fw={600}>{event.name}</Text>
      <Text size="xs" c="dimmed" mt={6}>
        Schedules
      </Text>
      {schedules.length === 0 && <Text size="sm">Not scheduled</Text>}
      {schedules.map((s) => (
        <Text key={s.uid} size="sm" data-testid="venue-event-schedule">
          {s.name ? `${s.name}: ` : ''}
          {formatLongDateTime(s.start, zone)} – {formatLongDateTime(s.close, zone)}
        </Text>
      ))}
      <Text size="xs" c="dimmed" mt={6}>
        Campaigns
      </Text>
      {campaigns.length === 0 && <Text size="sm">No campaigns</Text>}
      {campaigns.map((c) => (
        <Text key={c.uid} size="sm" data-testid="venue-event-campaign">
          {c.name}
        </Text>
      ))}
    </Card>
  );
}

/**
 * Events Campaigns and Schedules of a venue (docs/product/campaigns-venues-events.md §2.5), read-only: a card per
 * related event with the event's own schedules and campaigns, read from the events list (`ids=`). An event the caller's
 * workspace may not read shows by the anchor's name only.
 */
export function EventSchedules({ relations, aggregateId }: { relations: readonly Relation[]; aggregateId: string }) {
  const anchors = of(relations, 'event');
  const ids = [...new Set(anchors.map((r) => r.id))];
  const zone = useWorkspaceZone();
  const events = useQuery({ queryKey: venueEventsKey(aggregateId, ids), queryFn: () => getVenueEvents(aggregateId, ids), enabled: ids.length > 0 });
  if (ids.length === 0) return <Text c="dimmed">{NO_VENUE_EVENTS}</Text>;
  if (events.isPending) return <PageLoader />;
  if (events.isError) return <Text c="red">{describeError(events.error)}</Text>;
  const unread = anchors.filter((r) => !events.data.some((e) => e.id === r.id));
  return (
    <>
      {events.data.map((e) => (
        <VenueEventCard key={e.id} event={e} zone={zone} />
      ))}
      {unread.map((r) => (
        <Card key={r.uid} withBorder padding="sm" data-testid="event-schedule-card" aria-label={r.name}>
          <Text fw={600}>{r.name}</Text>
          <Text size="sm" c="dimmed">
            Its schedules and campaigns are not shared with this workspace.
          </Text>
        </Card>
      ))}
    </>
  );
}
