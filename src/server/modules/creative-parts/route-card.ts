import type { RouteCardInput } from '../../../domain/creatives/parts.js';
import { DISTANCE_UNIT, VEHICLE_TYPE } from '../../../domain/mobility/constants.js';
import { newTripId, newValidatorToken, routeProblems, type RouteCard } from '../../../domain/mobility/route.js';
import { randomAlphanumeric } from '../../../domain/relations/uid.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import { profileOfMobile } from '../profiles/index.js';
import { fareStopsOf, type RouteKey } from './repo.js';

/**
 * A route card's stored fields from what the form sent (docs/product/creatives-assets-signage.md §3, §5): the
 * cross-field rules checked (trip stops against the stored fare matrix), trip ids kept or made (4 uppercase, unique in
 * the route), validators' tokens kept for a mobile that had one and made otherwise (a token a client sends is ignored),
 * each validator's profile matched by mobile in the tenant, vehicle BUS and distances in km, the fare row count carried
 * over.
 */
export async function settleRoute(
  ctx: AppContext,
  tenantId: string,
  stored: RouteKey | null,
  input: RouteCardInput,
  previous: Partial<RouteCard> | null,
): Promise<Omit<RouteCard, 'id'>> {
  const fareStops = stored ? await fareStopsOf(ctx.db, stored) : null;
  const problems = routeProblems(input, fareStops);
  if (problems.length) throw badRequest(problems[0][1], { problems: problems.map(([path, message]) => ({ path, message })) });

  const oldTrips = new Map((previous?.schedule ?? []).flatMap((s) => s.tripTime.map((t) => [t.tripId, t] as const)));
  const taken = new Set(input.schedule.flatMap((s) => s.tripTime.map((t) => t.tripId).filter(Boolean)));
  const profiles = new Map<string, string>();
  const profileOf = async (mobile: string) => {
    if (!profiles.has(mobile)) profiles.set(mobile, (await profileOfMobile(ctx, tenantId, mobile))?.id ?? '');
    return profiles.get(mobile)!;
  };
  const { id: _id, ...fields } = input;
  const schedule: RouteCard['schedule'] = [];
  for (const s of fields.schedule) {
    const tripTime: RouteCard['schedule'][number]['tripTime'] = [];
    for (const trip of s.tripTime) {
      let tripId = trip.tripId;
      while (!tripId || (!trip.tripId && taken.has(tripId))) tripId = newTripId();
      taken.add(tripId);
      const before = oldTrips.get(tripId)?.validators ?? [];
      const validators = [];
      for (const v of trip.validators) {
        validators.push({ ...v, token: before.find((b) => b.mobile === v.mobile)?.token ?? newValidatorToken(), profileID: await profileOf(v.mobile) });
      }
      tripTime.push({ ...trip, tripId, validators });
    }
    schedule.push({ ...s, scheduleId: s.scheduleId || randomAlphanumeric(8), tripTime });
  }
  return {
    ...fields,
    schedule,
    vehicleType: VEHICLE_TYPE,
    distanceMeasurment: DISTANCE_UNIT,
    updatedOn: new Date(ctx.clock.now()).toISOString(),
    fareCount: previous?.fareCount ?? 0,
  };
}
