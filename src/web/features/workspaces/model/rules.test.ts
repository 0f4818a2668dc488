import { describe, expect, it } from 'vitest';
import { Privilege } from '../../../../domain/access';
import { draftOf } from './draft';
import { formErrors, KEY_REQUIRED, matchesWorkspace, reachableWorkspaces } from './rules';

const good = { ...draftOf(), name: 'Riverside', timeZone: 'Asia/Dubai', currency: 'AED' };

describe('primary details checks', () => {
  it('passes a complete workspace', () => {
    expect(formErrors(good, true)).toEqual({});
  });

  it('needs a key when creating and a name always', () => {
    expect(formErrors({ ...good, key: ' ' }, true)).toEqual({ key: KEY_REQUIRED });
    expect(formErrors({ ...good, key: ' ' }, false)).toEqual({});
    expect(formErrors({ ...good, name: '' }, false)).toEqual({ name: 'Name is required' });
  });

  it('refuses a key that is one of the console route words, as the server does', () => {
    expect(formErrors({ ...good, key: 'Summary' }, true)).toEqual({
      key: "'summary' names a page of the console and cannot be a workspace key. Please use a different key.",
    });
    expect(formErrors({ ...good, key: 'Summary 2' }, true)).toEqual({});
    expect(formErrors({ ...good, key: '!!' }, true)).toEqual({ key: 'The key needs at least one letter or digit' });
  });

  it("names a missing time zone, then a missing currency, with the product's messages", () => {
    expect(formErrors({ ...good, timeZone: '' }, true)).toEqual({ timeZone: 'Timezone not configured, please configure & try again' });
    expect(formErrors({ ...good, currency: '' }, true)).toEqual({ currency: 'Currency not configured, please configure & try again' });
    expect(formErrors({ ...good, timeZone: 'Mars/Base' }, true).timeZone).toBe("Unknown time zone 'Mars/Base'");
  });
});

const list = [
  { id: '1', key: 'city-centre', name: 'City Centre Mall', type: 'Mall' },
  { id: '2', key: 'riverside', name: 'Riverside Mall', type: null },
];

describe('reachableWorkspaces', () => {
  it('keeps every workspace for a project viewer', () => {
    const grants = [{ resource: 'sdm/demo/mall', privilege: Privilege.VIEWER }];
    expect(reachableWorkspaces(list, grants, 'demo', 'mall')).toHaveLength(2);
  });

  it('keeps only the workspace a deeper grant reaches', () => {
    const grants = [{ resource: 'sdm/demo/mall/city-centre', privilege: Privilege.VIEWER }];
    expect(reachableWorkspaces(list, grants, 'demo', 'mall').map((w) => w.key)).toEqual(['city-centre']);
  });

  it('drops workspaces of a project the user has no grant in', () => {
    const grants = [{ resource: 'sdm/demo/airport', privilege: Privilege.ADMIN }];
    expect(reachableWorkspaces(list, grants, 'demo', 'mall')).toEqual([]);
  });
});

describe('the workspace filter', () => {
  it('matches name, key or type, ignoring case', () => {
    expect(list.filter((w) => matchesWorkspace(w, 'RIVER')).map((w) => w.id)).toEqual(['2']);
    expect(list.filter((w) => matchesWorkspace(w, 'mall')).map((w) => w.id)).toEqual(['1', '2']);
    expect(list.filter((w) => matchesWorkspace(w, 'city-')).map((w) => w.id)).toEqual(['1']);
  });
});
