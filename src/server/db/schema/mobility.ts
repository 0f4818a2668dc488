import { foreignKey, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { creativeParts } from './creative-parts.js';
import { tenantId } from './common.js';

/**
 * A bus route's fare matrix (docs/product/creatives-assets-signage.md §3, Fare row), one row per pair of stops
 * in upload order. The route itself is a card of its creative (creative_parts, section 'route'); its matrix lives here
 * because a 200-stop matrix is 20,100 rows, too many to rewrite with every save of the route. Deleting the route card
 * deletes its matrix.
 */
export const mobilityFares = pgTable(
  'mobility_fares',
  {
    tenantId: tenantId(),
    creativeId: text('creative_id').notNull(),
    routeId: text('route_id').notNull(),
    seq: integer('seq').notNull(),
    startStop: text('start_stop').notNull(),
    startStopName: text('start_stop_name').notNull(),
    endStop: text('end_stop').notNull(),
    endStopName: text('end_stop_name').notNull(),
    adultFare: numeric('adult_fare', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    childFare: numeric('child_fare', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    seniorFare: numeric('senior_fare', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    studentFare: numeric('student_fare', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    stage: integer('stage').notNull(),
    distance: numeric('distance', { precision: 10, scale: 3, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.creativeId, t.routeId, t.seq] }),
    foreignKey({
      columns: [t.tenantId, t.creativeId, t.routeId],
      foreignColumns: [creativeParts.tenantId, creativeParts.creativeId, creativeParts.subId],
    }).onDelete('cascade'),
  ],
);
