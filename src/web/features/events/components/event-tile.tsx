import { Badge, Text } from '@mantine/core';
import { IconCalendarEvent, IconRocket } from '@tabler/icons-react';
import { eventVenue, schedulePipe, tileAddress, type VenueAddress } from '../../../../domain/events/pipes';
import { eventStatusBadge, pickSchedule } from '../../../../domain/events/status-badge';
import { BannerImage } from '../../../components/banner-image';
import { Tile, TileAction } from '../../../components/tile';
import type { EventTileData } from '../api/get-events';

interface EventTileProps {
  event: EventTileData;
  /** The list's path; the tile opens `{listPath}/{id}`. */
  listPath: string;
  /** Addresses of the venues the list read, by id. */
  venues: ReadonlyMap<string, VenueAddress>;
  timeZone?: string;
  now: Date;
}

/**
 * An event tile (docs/product/campaigns-venues-events.md §2.6): banner, name, venue address, schedule and the status
 * badge.
 */
export function EventTile({ event, listPath, venues, timeZone, now }: EventTileProps) {
  const venue = eventVenue(event.relations, now);
  const badge = eventStatusBadge(event.schedules, now);
  const shown = pickSchedule(event.schedules, now);
  return (
    <Tile
      name={event.name}
      testId="event-tile"
      banner={
        <>
          <BannerImage type="event" purpose="img" id={event.id} name={event.name} placeholder={IconCalendarEvent} testId="event-banner" />
          <Badge
            pos="absolute"
            top={8}
            right={8}
            color={badge.colour}
            variant={badge.phase === 'upcoming' ? 'light' : 'filled'}
            data-testid="event-status"
            data-phase={badge.phase}
          >
            {badge.label}
          </Badge>
        </>
      }
      details={
        <>
          <Text size="sm" c="dimmed">
            {[event.type, event.subtype].filter(Boolean).join(' | ') || '–'}
          </Text>
          <Text size="sm" data-testid="event-address">
            {tileAddress(venue ? venues.get(venue.id) : undefined)}
          </Text>
          <Text size="sm" c="dimmed" data-testid="event-schedule">
            {schedulePipe(shown?.schedule, timeZone)}
          </Text>
        </>
      }
      actions={<TileAction tip="Launch" label={`Launch ${event.name}`} to={`${listPath}/${encodeURIComponent(event.id)}`} icon={IconRocket} />}
    />
  );
}
