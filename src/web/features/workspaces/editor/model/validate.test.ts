import { describe, expect, it } from 'vitest';
import { draftOf } from './draft';
import { firstError, KEY_REQUIRED, primaryErrors } from './validate';

const good = { ...draftOf(), name: 'Riverside', timeZone: 'Asia/Dubai', currency: 'AED' };

describe('primary details checks', () => {
  it('passes a complete workspace', () => {
    expect(primaryErrors(good, true)).toEqual({});
    expect(firstError({})).toBeNull();
  });

  it('needs a key when creating and a name always', () => {
    expect(primaryErrors({ ...good, key: ' ' }, true)).toEqual({ key: KEY_REQUIRED });
    expect(primaryErrors({ ...good, key: ' ' }, false)).toEqual({});
    expect(primaryErrors({ ...good, name: '' }, false)).toEqual({ name: 'Name is required' });
  });

  it('refuses a key that is one of the console route words, as the server does', () => {
    expect(primaryErrors({ ...good, key: 'Summary' }, true)).toEqual({
      key: "'summary' names a page of the console and cannot be a workspace key. Please use a different key.",
    });
    expect(primaryErrors({ ...good, key: 'Summary 2' }, true)).toEqual({});
    expect(primaryErrors({ ...good, key: '!!' }, true)).toEqual({ key: 'The key needs at least one letter or digit' });
  });

  it('names a missing time zone, then a missing currency, with the spec messages', () => {
    expect(primaryErrors({ ...good, timeZone: '' }, true)).toEqual({ timeZone: 'Timezone not configured, please configure & try again' });
    expect(primaryErrors({ ...good, currency: '' }, true)).toEqual({ currency: 'Currency not configured, please configure & try again' });
    expect(primaryErrors({ ...good, timeZone: 'Mars/Base' }, true).timeZone).toBe("Unknown time zone 'Mars/Base'");
  });
});
