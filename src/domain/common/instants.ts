import { z } from 'zod';

/**
 * The instants a request may carry into the database: years 0001 to 9999. JavaScript reads more
 * (±275760, written with a sign and six digits, and a year 0), but PostgreSQL has no year 0 and reads
 * neither form from the drivers' ISO text, so such dates are refused on the way in.
 */
export const EARLIEST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
export const LATEST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');
// Out of range reads as not a date-time at all: clients need no second message.
export const INSTANT_MESSAGE = 'must be an ISO date-time';

/** The time of an ISO date-time within the years 1 to 9999, or null (unparseable or out of that range). */
export function storableTime(text: string): number | null {
  const time = Date.parse(text);
  return time >= EARLIEST_INSTANT && time <= LATEST_INSTANT ? time : null;
}

/** Any date-time text Date.parse reads, within the years 1 to 9999. */
export const StorableInstant = z.string().refine((text) => storableTime(text) !== null, INSTANT_MESSAGE);
