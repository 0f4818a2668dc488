import { expect, it } from 'vitest';
import { redactUrl } from './logger.js';

it('never logs passwords or tokens from query strings', () => {
  expect(redactUrl('/api/1.0/users/iam?id=abc&password=S3cret!')).toBe('/api/1.0/users/iam?id=abc&password=[redacted]');
  expect(redactUrl('/x?refresh_token=abc&client_secret=def&a=1')).toBe('/x?refresh_token=[redacted]&client_secret=[redacted]&a=1');
  expect(redactUrl('/api/1.0/projects?tenant=demo')).toBe('/api/1.0/projects?tenant=demo');
});
