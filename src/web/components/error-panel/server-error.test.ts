import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { isServerError } from './server-error';

describe('isServerError', () => {
  it('is true from status 500', () => {
    expect(isServerError(new ApiError(500, 'Internal Server Error', {}))).toBe(true);
    expect(isServerError(new ApiError(503, 'Service Unavailable', {}))).toBe(true);
  });

  it('is false below 500 and for anything that is not an answer of the server', () => {
    expect(isServerError(new ApiError(404, 'Not Found', {}))).toBe(false);
    expect(isServerError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isServerError(null)).toBe(false);
  });
});
