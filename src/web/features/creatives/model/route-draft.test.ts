import { describe, expect, it } from 'vitest';
import { MOBILITY_MESSAGES as M } from '../../../../domain/mobility/constants';
import { LIMITS } from '../../../../domain/mobility/route';
import { ApiError } from '../../../lib/api-error';
import {
  blankRoute,
  blankSchedule,
  blankTrip,
  blankValidator,
  problemUnder,
  routeBody,
  routeCardProblems,
  routeDraftProblems,
  serverProblems,
  type RouteDraft,
} from './route-draft';

function filled(): RouteDraft {
  const trip = {
    ...blankTrip(),
    startTime: '08:00',
    endTime: '09:00',
    stops: [
      { stopId: 'A', stopName: 'Alpha', arrivalTime: '', departureTime: '08:00' },
      { stopId: 'B', stopName: 'Beta', arrivalTime: '09:00', departureTime: '' },
    ],
    validators: [{ ...blankValidator(), mobile: '9876543210', token: 'QWER', profileID: 'p1' }],
  };
  return {
    ...blankRoute(),
    startStation: 'Alpha',
    endStation: 'Beta',
    startDate: '2026-11-01T00:00:00.000Z',
    endDate: '2027-11-01T00:00:00.000Z',
    schedule: [{ ...blankSchedule(), startDay: '2026-11-01T00:00:00.000Z', endDay: '2026-12-01T00:00:00.000Z', tripTime: [trip] }],
  };
}

describe('route draft', () => {
  it('a new route has a client card id, the defaults of the server and no made ids', () => {
    const route = blankRoute();
    expect(route.id).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(route).toMatchObject({ currency: 'INR', timeZone: 'Asia/Kolkata', enabled: false, fareCount: 0, schedule: [] });
    expect(blankTrip()).toMatchObject({ tripId: '', status: 'Planned', enable: true });
    expect(blankValidator()).toMatchObject({ role: 'Conductor', token: '' });
  });

  it("sends the form's fields: not the server's counts and units, no empty trip or schedule ids, never a token", () => {
    const route = filled();
    route.schedule[0].tripTime[0].tripId = 'ABCD';
    const body = routeBody(route) as RouteDraft;
    expect(body).not.toHaveProperty('fareCount');
    expect(body).not.toHaveProperty('vehicleType');
    expect(body.schedule[0]).not.toHaveProperty('scheduleId');
    expect(body.schedule[0].tripTime[0].tripId).toBe('ABCD');
    expect(body.schedule[0].tripTime[0].validators[0]).not.toHaveProperty('token');
    const fresh = routeBody(filled()) as RouteDraft;
    expect(fresh.schedule[0].tripTime[0]).not.toHaveProperty('tripId');
  });

  it("finds the server's problems by path: required fields first, then the rules across fields", () => {
    expect(routeDraftProblems(filled(), null).size).toBe(0);
    const blank = routeDraftProblems(blankRoute(), null);
    expect(blank.get('startStation')).toBe(M.startStationRequired);
    expect(blank.get('endDate')).toBe(M.endDateRequired);

    const route = filled();
    route.schedule[0].endDay = null;
    route.schedule[0].tripTime[0].stops[1].arrivalTime = '';
    route.schedule[0].tripTime[0].validators.push({ ...blankValidator(), mobile: '9876543210' });
    const problems = routeDraftProblems(route, new Set(['A']));
    expect(problems.get('schedule.0.endDay')).toBe(M.scheduleEndRequired);
    expect(problems.get('schedule.0.tripTime.0.stops.1')).toBe("Stop B is not in the route's fare matrix");
    expect(problems.get('schedule.0.tripTime.0.validators.1.mobile')).toBe('This mobile is already a validator of the trip');
    expect(problemUnder(problems, 'schedule.0.tripTime.0')).toBe("Stop B is not in the route's fare matrix");
    expect(problemUnder(problems, 'schedule.1')).toBeUndefined();

    const short = filled();
    short.schedule[0].tripTime[0].validators[0].mobile = '98765';
    expect(routeDraftProblems(short, null).get('schedule.0.tripTime.0.validators.0.mobile')).toBe(M.mobileDigits);
  });

  it("gives the card's check each problem under the field that says it, and beside Save what no field says", () => {
    expect(routeCardProblems(blankRoute(), null)).toMatchObject({ startStation: M.startStationRequired, endDate: M.endDateRequired });
    const route = filled();
    route.schedule[0].tripTime[0].stops[1].arrivalTime = '';
    expect(routeCardProblems(route, null)).toEqual({ 'schedule.0.tripTime.0.stops.1': 'The last stop needs its arrival time' });
    // More schedules than a route holds: no field of the form says it.
    const many = filled();
    many.schedule = Array.from({ length: LIMITS.schedules + 1 }, () => many.schedule[0]);
    expect(Object.keys(routeCardProblems(many, null))).toEqual(['']);
  });

  it("reads a refused save's problems by path, from the route's rules (dots) and the schema's (slashes)", () => {
    const rules = new ApiError(400, 'Bad Request', { message: 'x', details: { problems: [{ path: 'schedule.0.endDay', message: M.scheduleEndRequired }] } });
    expect([...serverProblems(rules)]).toEqual([['schedule.0.endDay', M.scheduleEndRequired]]);
    const schema = new ApiError(400, 'Bad Request', { message: 'x', details: [{ path: '/startStation', message: M.startStationRequired }] });
    expect([...serverProblems(schema)]).toEqual([['startStation', M.startStationRequired]]);
    expect(serverProblems(new ApiError(404, 'Not Found', {})).size).toBe(0);
  });
});
