import { newPartId, RouteCardInput } from '../../../../domain/creatives/parts';
import { VALIDATOR_ROLE } from '../../../../domain/mobility/constants';
import { routeProblems, type RouteCard } from '../../../../domain/mobility/route';
import { problemsByField } from '../../../components/card-section/card-state';
import { ApiError } from '../../../lib/api-error';
import type { FieldProblems } from '../../../lib/form-check';

/**
 * A route card as the console edits it (docs/product/creatives-assets-signage.md §2.10): the stored card's shape, with
 * trip ids and tokens absent until the server made them. The forms change it; `routeBody` is what a save sends.
 */
export type RouteDraft = RouteCard;
export type ScheduleDraft = RouteDraft['schedule'][number];
export type TripDraft = ScheduleDraft['tripTime'][number];
export type ValidatorDraft = TripDraft['validators'][number];
export type StopDraft = TripDraft['stops'][number];

/**
 * A new route: a 6-character card id of the client's (docs/product/creatives-assets-signage.md §7), nothing stored, the
 * server's defaults.
 */
export const blankRoute = (): RouteDraft => ({
  id: newPartId(),
  name: '',
  busConductor: '',
  busDriver: '',
  startStation: '',
  endStation: '',
  startDate: '',
  endDate: '',
  enabled: false,
  comments: '',
  currency: 'INR',
  timeZone: 'Asia/Kolkata',
  constantFareFlag: false,
  constantFare: 0,
  stopPlaces: [],
  schedule: [],
  vehicleType: 'BUS',
  distanceMeasurment: 'KM',
  updatedOn: '',
  fareCount: 0,
});

export const blankSchedule = (): ScheduleDraft => ({ scheduleId: '', name: '', description: '', startDay: null, endDay: null, tripTime: [] });

/** A trip's id is '' until the server makes it (4 uppercase letters, then shown read-only). */
export const blankTrip = (): TripDraft => ({
  tripId: '',
  startTime: '',
  endTime: '',
  offSet: 0,
  day: [],
  status: 'Planned',
  startSerial: '',
  enable: true,
  ticketColorFlag: false,
  ticketColor: '',
  ticketImageFlag: false,
  ticketImage: '',
  validators: [],
  stops: [],
  paymentUsingGreenMiles: false,
  paymentUsingRazorpay: false,
});

export const blankValidator = (): ValidatorDraft => ({ mobile: '', profileID: '', token: '', role: VALIDATOR_ROLE, startDate: '', endDate: '' });

/** What a save sends: the fields the route's form holds, without what the server derives (vehicle, unit, counts, made ids). */
export function routeBody(route: RouteDraft): Record<string, unknown> {
  const { vehicleType: _v, distanceMeasurment: _d, updatedOn: _u, fareCount: _f, ...fields } = route;
  return {
    ...fields,
    schedule: route.schedule.map(({ scheduleId, ...s }) => ({
      ...s,
      ...(scheduleId ? { scheduleId } : {}),
      tripTime: s.tripTime.map(({ tripId, ...t }) => ({
        ...t,
        ...(tripId ? { tripId } : {}),
        // The token is the server's (read-only); the profile it looks up again.
        validators: t.validators.map(({ token: _t, ...v }) => v),
      })),
    })),
  };
}

/**
 * The route's problems by path (`schedule.0.tripTime.1.stops.0`), by the server's own rules: each field's shape, then
 * the cross-field rules (with the stops of the fare matrix when the console knows them).
 */
export function routeDraftProblems(route: RouteDraft, fareStops: ReadonlySet<string> | null): Map<string, string> {
  const problems = new Map<string, string>();
  const parsed = RouteCardInput.safeParse(routeBody(route));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      if (!problems.has(path)) problems.set(path, issue.message);
    }
    return problems;
  }
  for (const [path, message] of routeProblems(parsed.data, fareStops)) if (!problems.has(path)) problems.set(path, message);
  return problems;
}

/** The paths the route's forms draw a field (or a stop place's line) for; a problem elsewhere is said beside Save. */
const ROUTE_FIELDS = [
  /^(name|busConductor|busDriver|startStation|endStation|startDate|endDate|comments|constantFare)$/,
  /^stopPlaces\.\d+(\.stopId)?$/,
  /^schedule\.\d+\.(name|description|startDay|endDay)$/,
  /^schedule\.\d+\.tripTime\.\d+\.(tripId|day|startSerial|startTime|endTime|ticketImage)$/,
  /^schedule\.\d+\.tripTime\.\d+\.stops\.\d+(\.(stopId|arrivalTime|departureTime))?$/,
  /^schedule\.\d+\.tripTime\.\d+\.validators\.\d+\.(mobile|role|startDate|endDate)$/,
];

/** The route's problems by the field that says each (`routeDraftProblems`), for the card's check. */
export const routeCardProblems = (route: RouteDraft, fareStops: ReadonlySet<string> | null): FieldProblems =>
  problemsByField(routeDraftProblems(route, fareStops), (path) => ROUTE_FIELDS.some((field) => field.test(path)));

/** A refused save's problems by path (the server's 400 `details.problems: [{path, message}]`); empty for other failures. */
export function serverProblems(e: unknown): Map<string, string> {
  const problems = new Map<string, string>();
  if (!(e instanceof ApiError) || e.status !== 400) return problems;
  const details = e.details as { problems?: unknown } | unknown[] | undefined;
  const list = Array.isArray(details) ? details : Array.isArray(details?.problems) ? details.problems : [];
  for (const p of list as { path?: unknown; message?: unknown }[]) {
    if (typeof p?.message !== 'string') continue;
    // Zod's issues name the path with slashes (`/schedule/0/startDay`), the route's rules with dots.
    const path = typeof p.path === 'string' ? p.path.split(/[/.]/).filter(Boolean).join('.') : '';
    if (!problems.has(path)) problems.set(path, p.message);
  }
  return problems;
}

/** The first problem under `prefix` (a section of the form: a schedule, a trip), for a summary line beside it. */
export function problemUnder(problems: ReadonlyMap<string, string>, prefix: string): string | undefined {
  for (const [path, message] of problems) if (path === prefix || path.startsWith(`${prefix}.`)) return message;
  return undefined;
}

/** Moves an element of a list and keeps the others: a list editor's remove and change. */
export const without = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);
export const replaced = <T>(list: readonly T[], index: number, value: T): T[] => list.map((v, i) => (i === index ? value : v));
