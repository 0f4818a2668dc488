import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { geocodeCache, type ReverseGeocode } from '../../db/schema/index.js';

export async function findCached(db: Db, latE5: number, lonE5: number): Promise<{ answer: ReverseGeocode; fetchedOn: Date } | null> {
  const [row] = await db
    .select({ answer: geocodeCache.answer, fetchedOn: geocodeCache.fetchedOn })
    .from(geocodeCache)
    .where(and(eq(geocodeCache.latE5, latE5), eq(geocodeCache.lonE5, lonE5)))
    .limit(1);
  return row ?? null;
}

export async function storeCached(db: Db, latE5: number, lonE5: number, answer: ReverseGeocode): Promise<void> {
  await db
    .insert(geocodeCache)
    .values({ latE5, lonE5, answer })
    .onConflictDoUpdate({ target: [geocodeCache.latE5, geocodeCache.lonE5], set: { answer, fetchedOn: sql`now()` } });
}
