import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { statusTextOf } from './status-text';

describe('statusTextOf', () => {
  it("shows the answer's status text, else 'Unknown error'", () => {
    expect(statusTextOf(new ApiError(503, 'Service Unavailable', {}))).toBe('Service Unavailable');
    expect(statusTextOf(new ApiError(500, '', { statusCode: 500, error: 'Internal Server Error' }))).toBe('Internal Server Error');
    expect(statusTextOf(new ApiError(502, '', 'bad gateway'))).toBe('Unknown error');
    expect(statusTextOf(new TypeError('Failed to fetch'))).toBe('Unknown error');
  });
});
