import { describe, expect, it } from 'vitest';
import { MOBILITY_MESSAGES as M } from './constants.js';
import { minutesOf, newTripId, newValidatorToken, routeCardStatuses, RouteInput, routeProblems, stopProblems, TRIP_ID_PATTERN } from './route.js';

const base = { startStation: 'Central', endStation: 'Airport', startDate: '2026-12-01T00:00:00Z', endDate: '2027-12-01T00:00:00Z' };
const trip = (over: object = {}) => ({
  startTime: '08:00',
  endTime: '09:00',
  stops: [
    { stopId: 'S1', departureTime: '08:00' },
    { stopId: 'S2', arrivalTime: '08:30', departureTime: '08:31' },
    { stopId: 'S3', arrivalTime: '09:00' },
  ],
  ...over,
});
const withTrip = (over: object = {}, schedule: object = {}) =>
  RouteInput.parse({
    ...base,
    schedule: [{ name: 'Weekdays', startDay: '2026-12-01T00:00:00Z', endDay: '2027-06-30T00:00:00Z', tripTime: [trip(over)], ...schedule }],
  });

describe('route', () => {
  it('needs its stations and both date-times, with the messages of the form', () => {
    const result = RouteInput.safeParse({ startStation: ' ', endDate: '' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining([M.startStationRequired, M.endStationRequired, M.startDateRequired, M.endDateRequired]));
  });

  it('fills the defaults: INR, Asia/Kolkata, not enabled, trips Planned and enabled, validators Conductors', () => {
    const route = withTrip({ validators: [{ mobile: '9876543210' }] });
    expect(route).toMatchObject({ currency: 'INR', timeZone: 'Asia/Kolkata', enabled: false, constantFareFlag: false });
    expect(route.schedule[0].tripTime[0]).toMatchObject({ status: 'Planned', enable: true, offSet: 0, day: [], ticketColor: '' });
    expect(route.schedule[0].tripTime[0].validators[0]).toMatchObject({ role: 'Conductor', mobile: '9876543210' });
    expect(routeProblems(route, null)).toEqual([]);
  });

  it('refuses a validator mobile that is not exactly 10 digits, an unknown colour, weekday or time zone', () => {
    for (const bad of [
      { ...base, schedule: [{ tripTime: [trip({ validators: [{ mobile: '98765' }] })] }] },
      { ...base, schedule: [{ tripTime: [trip({ ticketColor: 'mauve' })] }] },
      { ...base, schedule: [{ tripTime: [trip({ day: ['Funday'] })] }] },
      { ...base, timeZone: 'Europe/London' },
      { ...base, currency: 'EUR' },
    ]) {
      expect(RouteInput.safeParse(bad).success).toBe(false);
    }
    expect(RouteInput.safeParse({ ...base, schedule: [{ tripTime: [trip({ validators: [{ mobile: '98765' }] })] }] }).error!.issues[0].message).toBe(
      M.mobileDigits,
    );
  });

  it('checks dates, schedules, trips, stops and validators across fields', () => {
    const route = withTrip(
      { endTime: '07:00', validators: [{ mobile: '9876543210' }, { mobile: '9876543210' }] },
      { startDay: '', endDay: '2026-11-01T00:00:00Z' },
    );
    expect(routeProblems({ ...route, endDate: route.startDate }, null)).toEqual([
      ['endDate', M.expiryBeforeActivation],
      ['schedule.0.startDay', M.scheduleStartRequired],
      ['schedule.0.tripTime.0.endTime', 'A trip ends after it starts'],
      ['schedule.0.tripTime.0.validators.1.mobile', 'This mobile is already a validator of the trip'],
    ]);
  });

  it('checks stops: first and last timed, times forward, departure after arrival, stops of the fare matrix', () => {
    expect(
      stopProblems(
        [
          { stopId: 'S1', stopName: '', arrivalTime: '', departureTime: '' },
          { stopId: 'S2', stopName: '', arrivalTime: '', departureTime: '' },
        ],
        null,
      ),
    ).toEqual([
      [0, 'The first stop needs its departure time'],
      [1, 'The last stop needs its arrival time'],
    ]);
    const stops = [
      { stopId: 'S1', stopName: '', arrivalTime: '', departureTime: '08:10' },
      { stopId: 'S9', stopName: '', arrivalTime: '08:05', departureTime: '08:04' },
      { stopId: 'S3', stopName: '', arrivalTime: '25:30', departureTime: '' },
    ];
    expect(stopProblems(stops, new Set(['S1', 'S3']))).toEqual([
      [1, "Stop S9 is not in the route's fare matrix"],
      [1, 'A departure is not before its arrival'],
      [1, 'Stop times go forward along the trip'],
    ]);
  });

  it('reads times up to 47:59, and makes trip ids and tokens of 4 uppercase letters', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('25:30')).toBe(1530);
    expect(minutesOf('48:00')).toBeNull();
    expect(minutesOf('8:00')).toBeNull();
    for (let i = 0; i < 50; i++) {
      expect(newTripId()).toMatch(TRIP_ID_PATTERN);
      expect(newValidatorToken()).toMatch(/^[A-Z]{4}$/);
    }
  });
});

it("reads a route card's statuses", () => {
  const route = withTrip();
  expect(routeCardStatuses({ ...route, enabled: true }, 3)).toEqual(['Schedule Updated', 'Fare Matrix Uploaded', 'Route Enabled']);
  expect(routeCardStatuses({ schedule: [{ ...route.schedule[0], tripTime: [] }], enabled: false }, 0)).toEqual([
    'Not Updated',
    'Not Uploaded',
    'Route not Enabled',
  ]);
});
