import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '../../../../domain/campaigns/types';
import { ApiError } from '../../../lib/api-error';
import { draftOf } from './draft';
import { formErrors, statusTextOf } from './rules';

describe('campaign form errors', () => {
  it('wants a code, and the limits', () => {
    expect(formErrors(draftOf(undefined, 'C1'))).toEqual({});
    expect(formErrors(draftOf(undefined, ''))).toEqual({ code: CAMPAIGN_MESSAGES.codeRequired });
  });

  it("checks report viewers' phones on a Reports campaign only", () => {
    const viewers = [
      { id: 'a', phone: '9876543210', name: '', profileID: '' },
      { id: 'b', phone: '98765', name: '', profileID: '' },
    ];
    expect(formErrors({ ...draftOf(undefined, 'R'), type: 'Reports', reportViewers: viewers })).toEqual({
      reportViewers: 'Viewer 2: Phone number must be exactly 10 digits',
    });
    expect(formErrors({ ...draftOf(undefined, 'R'), type: 'Burst', reportViewers: viewers })).toEqual({});
  });
});

describe('statusTextOf', () => {
  it("shows the answer's status text, else 'Unknown error'", () => {
    expect(statusTextOf(new ApiError(503, 'Service Unavailable', {}))).toBe('Service Unavailable');
    expect(statusTextOf(new ApiError(500, '', { statusCode: 500, error: 'Internal Server Error' }))).toBe('Internal Server Error');
    expect(statusTextOf(new ApiError(502, '', 'bad gateway'))).toBe('Unknown error');
    expect(statusTextOf(new TypeError('Failed to fetch'))).toBe('Unknown error');
  });
});
