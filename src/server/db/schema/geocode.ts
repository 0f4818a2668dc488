import { integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/** The mapped answer of a reverse look-up (docs/api.md "Reverse geocoding"). */
export interface ReverseGeocode {
  countryCode: string;
  postcode: string;
  state: string;
  city: string;
  suburb: string;
  displayName: string;
}

/**
 * Reverse-geocoding answers shared by all users and tenants (public map data, no tenant_id; on Citus a local table of
 * the coordinator, never joined: src/server/db/distribution.ts). Keyed by the point rounded to 5 decimals (about 1 m),
 * stored as integers.
 */
export const geocodeCache = pgTable(
  'geocode_cache',
  {
    latE5: integer('lat_e5').notNull(),
    lonE5: integer('lon_e5').notNull(),
    answer: jsonb('answer').$type<ReverseGeocode>().notNull(),
    fetchedOn: timestamp('fetched_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.latE5, t.lonE5] })],
);
