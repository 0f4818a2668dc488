import { z } from 'zod';
import { IsoDate, Text } from '../media-items/item.js';
import { randomSymbols } from '../treasury/codes.js';
import {
  DISTANCE_UNIT,
  MOBILE_DIGITS,
  MOBILITY_MESSAGES as M,
  ROUTE_CURRENCIES,
  ROUTE_TIME_ZONES,
  TICKET_COLOURS,
  TRIP_ID_LENGTH,
  TRIP_STATUSES,
  VALIDATOR_ROLE,
  VALIDATOR_TOKEN_LENGTH,
  VEHICLE_TYPE,
  WEEKDAYS,
} from './constants.js';

/**
 * A bus route of a creative (docs/product/creatives-assets-signage.md §2.10, §3): stations, validity, fares, schedules
 * with trips, their stops and validators. The fare matrix is sent on its own (fare-matrix.ts): it is too large to
 * travel with every route save.
 */

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A trip id (docs/product/creatives-assets-signage.md §3): 4 uppercase letters, made when the trip is first saved. */
export const newTripId = (): string => randomSymbols(TRIP_ID_LENGTH, UPPER);
/** A validator's token (docs/product/creatives-assets-signage.md §3): 4 uppercase letters, the server's, read-only. */
export const newValidatorToken = (): string => randomSymbols(VALIDATOR_TOKEN_LENGTH, UPPER);
export const TRIP_ID_PATTERN = /^[A-Z]{4}$/;

/**
 * A time of day 'HH:MM' as timetables write it: hours up to 47 for a trip that runs past midnight of its service day,
 * as GTFS allows.
 */
export const TIME_OF_DAY = /^([0-4]\d):([0-5]\d)$/;
export const minutesOf = (time: string): number | null => {
  const m = TIME_OF_DAY.exec(time);
  if (!m || Number(m[1]) > 47) return null;
  return Number(m[1]) * 60 + Number(m[2]);
};
const TimeOfDay = z
  .string()
  .trim()
  .refine((s) => minutesOf(s) !== null, "A time is 'HH:MM' (00:00 to 47:59)");
const OptionalTime = z.union([z.literal(''), TimeOfDay]).default('');

export const LIMITS = { name: 200, text: 2000, schedules: 50, trips: 200, stops: 250, validators: 50, serial: 20 } as const;

export const StopInput = z.object({
  count: z.number().int().min(0).max(10_000).optional(),
  stopId: z.string().trim().min(1, 'A stop needs its stop id').max(64),
  stopName: Text(LIMITS.name).default(''),
  arrivalTime: OptionalTime,
  departureTime: OptionalTime,
});
export type StopInput = z.infer<typeof StopInput>;

/**
 * Where a stop stands (a stop of docs/product/creatives-assets-signage.md §3 has no place; GTFS and the map need one):
 * set on the route's map or read from an imported feed, once per stop id of the route.
 */
export const StopPlace = z.object({
  stopId: z.string().trim().min(1).max(64),
  stopName: Text(LIMITS.name).default(''),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type StopPlace = z.infer<typeof StopPlace>;

export const ValidatorInput = z.object({
  count: z.number().int().min(0).max(10_000).optional(),
  mobile: z
    .string({ error: M.mobileDigits })
    .trim()
    .regex(new RegExp(`^\\d{${MOBILE_DIGITS}}$`), M.mobileDigits),
  /** The profile the mobile identified; the server looks it up again and keeps its own answer. */
  profileID: z.string().max(100).optional(),
  /** Read-only: a token sent by a client is ignored (the server's stays). */
  token: z.string().max(10).optional(),
  role: Text(50).default(VALIDATOR_ROLE),
  startDate: z.union([z.literal(''), IsoDate]).default(''),
  endDate: z.union([z.literal(''), IsoDate]).default(''),
});
export type ValidatorInput = z.infer<typeof ValidatorInput>;

export const TripInput = z.object({
  /** Absent for a new trip: the server makes one. */
  tripId: z.string().regex(TRIP_ID_PATTERN, 'A trip id is 4 uppercase letters').optional(),
  startTime: TimeOfDay,
  endTime: TimeOfDay,
  /** Minutes the trip runs late (+) or early (−) against its timetable, as the conductor reports it. */
  offSet: z.number().int().min(-1440).max(1440).default(0),
  day: z.array(z.enum(WEEKDAYS)).max(7).default([]),
  status: z.enum(TRIP_STATUSES).default('Planned'),
  startSerial: Text(LIMITS.serial).default(''),
  enable: z.boolean().default(true),
  ticketColorFlag: z.boolean().default(false),
  ticketColor: z.union([z.literal(''), z.enum(TICKET_COLOURS)]).default(''),
  ticketImageFlag: z.boolean().default(false),
  ticketImage: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(2000)
        .regex(/^https?:\/\//i, 'The ticket image is an http(s) address'),
    ])
    .default(''),
  validators: z.array(ValidatorInput).max(LIMITS.validators).default([]),
  stops: z.array(StopInput).max(LIMITS.stops).default([]),
  paymentUsingGreenMiles: z.boolean().default(false),
  paymentUsingRazorpay: z.boolean().default(false),
});
export type TripInput = z.infer<typeof TripInput>;

export const ScheduleInput = z.object({
  scheduleId: z.string().max(40).optional(),
  name: Text(LIMITS.name).default(''),
  description: Text(LIMITS.text).default(''),
  startDay: IsoDate.or(z.literal('').transform(() => null))
    .nullable()
    .default(null),
  endDay: IsoDate.or(z.literal('').transform(() => null))
    .nullable()
    .default(null),
  tripTime: z.array(TripInput).max(LIMITS.trips).default([]),
});
export type ScheduleInput = z.infer<typeof ScheduleInput>;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message).max(LIMITS.name);
const requiredDate = (message: string) =>
  z.union([z.literal(''), IsoDate, z.null(), z.undefined()]).transform((v, ctx) => {
    if (!v) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return v;
  });

/** A route as the 'Add Route Information' and schedules forms send it (vehicle and distance unit are the server's). */
export const RouteInput = z.object({
  id: z.string().max(40).optional(),
  name: Text(LIMITS.name).default(''),
  busConductor: Text(LIMITS.name).default(''),
  busDriver: Text(LIMITS.name).default(''),
  startStation: requiredText(M.startStationRequired),
  endStation: requiredText(M.endStationRequired),
  startDate: requiredDate(M.startDateRequired),
  endDate: requiredDate(M.endDateRequired),
  enabled: z.boolean().default(false),
  comments: Text(LIMITS.text).default(''),
  currency: z.enum(ROUTE_CURRENCIES).default('INR'),
  timeZone: z.enum(ROUTE_TIME_ZONES).default('Asia/Kolkata'),
  constantFareFlag: z.boolean().default(false),
  constantFare: z.number().min(0).max(1_000_000).default(0),
  schedule: z.array(ScheduleInput).max(LIMITS.schedules).default([]),
  stopPlaces: z.array(StopPlace).max(LIMITS.stops).default([]),
});
export type RouteInput = z.infer<typeof RouteInput>;

/** A route as stored and answered: trip ids and validator tokens made, profiles matched, vehicle and unit set, fare rows counted. */
export type RouteCard = Omit<RouteInput, 'id' | 'schedule'> & {
  id: string;
  vehicleType: typeof VEHICLE_TYPE;
  distanceMeasurment: typeof DISTANCE_UNIT;
  updatedOn: string;
  /** Rows of the stored fare matrix (0: 'Not Uploaded'). */
  fareCount: number;
  schedule: (Omit<ScheduleInput, 'tripTime'> & {
    scheduleId: string;
    tripTime: (Omit<TripInput, 'tripId' | 'validators'> & { tripId: string; validators: (ValidatorInput & { token: string; profileID: string })[] })[];
  })[];
};

/** What is wrong across a route's fields (beyond each field's shape), as `[path, message]`; empty when it is whole. */
export function routeProblems(route: RouteInput, fareStops: ReadonlySet<string> | null): [string, string][] {
  const problems: [string, string][] = [];
  if (Date.parse(route.endDate) <= Date.parse(route.startDate)) problems.push(['endDate', M.expiryBeforeActivation]);
  route.schedule.forEach((s, i) => {
    const at = `schedule.${i}`;
    if (!s.startDay) problems.push([`${at}.startDay`, M.scheduleStartRequired]);
    if (!s.endDay) problems.push([`${at}.endDay`, M.scheduleEndRequired]);
    if (s.startDay && s.endDay && Date.parse(s.endDay) < Date.parse(s.startDay)) problems.push([`${at}.endDay`, M.scheduleEndBeforeStart]);
    const tripIds = new Set<string>();
    s.tripTime.forEach((trip, j) => {
      const path = `${at}.tripTime.${j}`;
      if (trip.tripId) {
        if (tripIds.has(trip.tripId)) problems.push([`${path}.tripId`, 'Two trips of the schedule have this trip id']);
        tripIds.add(trip.tripId);
      }
      if (minutesOf(trip.endTime)! <= minutesOf(trip.startTime)!) problems.push([`${path}.endTime`, 'A trip ends after it starts']);
      for (const [k, problem] of stopProblems(trip.stops, fareStops)) problems.push([`${path}.stops.${k}`, problem]);
      const mobiles = new Set<string>();
      trip.validators.forEach((v, k) => {
        if (mobiles.has(v.mobile)) problems.push([`${path}.validators.${k}.mobile`, 'This mobile is already a validator of the trip']);
        mobiles.add(v.mobile);
        if (v.startDate && v.endDate && Date.parse(v.endDate) < Date.parse(v.startDate))
          problems.push([`${path}.validators.${k}.endDate`, 'A validator’s end date is after its start date']);
      });
    });
  });
  const placed = new Set<string>();
  route.stopPlaces.forEach((p, i) => {
    if (placed.has(p.stopId)) problems.push([`stopPlaces.${i}.stopId`, `Stop ${p.stopId} is placed twice`]);
    placed.add(p.stopId);
  });
  if (route.constantFareFlag && !(route.constantFare > 0)) problems.push(['constantFare', 'A constant fare needs its amount']);
  return problems;
}

/**
 * A trip's stops in order: the first and the last have their times (a timetable starts and ends somewhere known),
 * times never go back, a departure is not before its arrival, a stop is the fare matrix's when the route has one.
 */
export function stopProblems(stops: readonly StopInput[], fareStops: ReadonlySet<string> | null): [number, string][] {
  const problems: [number, string][] = [];
  let last = -1;
  stops.forEach((stop, k) => {
    if (fareStops && !fareStops.has(stop.stopId)) problems.push([k, `Stop ${stop.stopId} is not in the route's fare matrix`]);
    const arrival = stop.arrivalTime ? minutesOf(stop.arrivalTime) : null;
    const departure = stop.departureTime ? minutesOf(stop.departureTime) : null;
    if ((k === 0 || k === stops.length - 1) && arrival === null && departure === null) {
      problems.push([k, k === 0 ? 'The first stop needs its departure time' : 'The last stop needs its arrival time']);
    }
    if (arrival !== null && departure !== null && departure < arrival) problems.push([k, 'A departure is not before its arrival']);
    const times = [arrival, departure].filter((t) => t !== null);
    if (times.some((t) => t < last)) problems.push([k, 'Stop times go forward along the trip']);
    last = Math.max(last, ...times);
  });
  return problems;
}

/** A route card's three statuses (docs/product/creatives-assets-signage.md §2.10), from what the route holds. */
export function routeCardStatuses(route: Pick<RouteInput, 'schedule' | 'enabled'>, fareRows: number): [string, string, string] {
  const scheduled = route.schedule.some((s) => s.tripTime.length > 0);
  return [
    scheduled ? 'Schedule Updated' : 'Not Updated',
    fareRows > 0 ? 'Fare Matrix Uploaded' : 'Not Uploaded',
    route.enabled ? 'Route Enabled' : 'Route not Enabled',
  ];
}
