import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '../../../../domain/campaigns/types';
import { ITEM_MESSAGES } from '../../../../domain/media-items/types';
import { ApiError } from '../../../lib/api-error';
import { draftOf } from './draft';
import { formErrors, statusTextOf } from './rules';

describe('campaign form errors', () => {
  it('wants a code and a name, and the limits', () => {
    const named = (code: string) => ({ ...draftOf(undefined, code), name: 'Spring' });
    expect(formErrors(named('C1'))).toEqual({});
    expect(formErrors(named(''))).toEqual({ code: CAMPAIGN_MESSAGES.codeRequired });
    expect(formErrors(draftOf(undefined, 'C1'))).toEqual({ name: ITEM_MESSAGES.nameRequired });
  });

  it("checks report viewers' phones on a Reports campaign only", () => {
    const viewers = [
      { id: 'a', phone: '9876543210', name: '', profileID: '' },
      { id: 'b', phone: '98765', name: '', profileID: '' },
    ];
    const draft = { ...draftOf(undefined, 'R'), name: 'Quarterly', reportViewers: viewers };
    expect(formErrors({ ...draft, type: 'Reports' })).toEqual({ reportViewers: 'Viewer 2: Phone number must be exactly 10 digits' });
    expect(formErrors({ ...draft, type: 'Burst' })).toEqual({});
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
