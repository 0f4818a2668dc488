import { describe, expect, it } from 'vitest';
import { WORKSPACE_SECTIONS } from '../../../../domain/workspaces/sections';
import { sectionNames } from '../../../../domain/sections/table';
import { mapPoint, withAddress, withPoint } from '../../../components/location/address';
import { mapOf, repeatedKeys, rowsOf } from '../../../components/properties-editor/properties';
import { createBodyOf, sectionChanges } from '../../../lib/record/draft';
import type { Workspace } from '../api/workspaces';
import { draftOf, FIXED_FIELDS, type WorkspaceDraft } from './draft';
import { qrFileName, qrLinks } from './qr-links';

const pick = <K extends keyof WorkspaceDraft>(d: WorkspaceDraft, fields: readonly K[]) => Object.fromEntries(fields.map((f) => [f, d[f]]));
const changedFields = (saved: WorkspaceDraft, draft: WorkspaceDraft, section: string) =>
  sectionChanges(WORKSPACE_SECTIONS, section, saved, draft, FIXED_FIELDS);

// As the API answers it: every field present, unset ones blank.
const stored: Workspace = {
  id: '0123456789abcdef01234567',
  key: 'city-centre',
  name: 'City Centre',
  description: '',
  tags: ['mall'],
  enabled: true,
  currency: 'USD',
  timeZone: 'Asia/Dubai',
  street: '',
  locality: '',
  city: 'Dubai',
  state: '',
  country: '',
  pincode: '',
  geoLocation: { type: 'Point', coordinates: [55.27, 25.2] },
  urls: { home: 'https://city.example.com' },
  properties: { floors: '3' },
  type: null,
  type_id: null,
  subtype: null,
  subtype_id: null,
  category: null,
  project_id: '0123456789abcdef01234568',
  tenant_id: '0123456789abcdef01234569',
  profile_id: null,
  createdOn: '2026-01-05T10:00:00.000Z',
  updatedOn: '2026-01-05T10:00:00.000Z',
};

describe('workspace draft', () => {
  it('fills every field, blank when missing', () => {
    const d = draftOf(stored);
    expect(d).toMatchObject({ key: 'city-centre', description: '', enabled: true, street: '', type: null });
    expect(d.urls).toEqual({ home: 'https://city.example.com', facebook: '', linkedin: '', twitter: '', instagram: '', youtube: '' });
  });

  it('a new workspace gets a generated key of 16 uppercase letters', () => {
    expect(draftOf().key).toMatch(/^[A-Z]{16}$/);
    expect(draftOf().name).toBe('');
  });

  it('sends only the changed fields of the section being saved', () => {
    const saved = draftOf(stored);
    const draft = { ...saved, name: 'City Centre Mall', tags: ['mall', 'food'], city: 'Abu Dhabi' };
    expect(changedFields(saved, draft, 'primary')).toEqual({ name: 'City Centre Mall', tags: ['mall', 'food'] });
    expect(changedFields(saved, draft, 'address')).toEqual({ city: 'Abu Dhabi' });
    expect(changedFields(saved, draft, 'urls')).toEqual({});
  });

  it('never sends the key from a section', () => {
    const saved = draftOf(stored);
    for (const section of sectionNames(WORKSPACE_SECTIONS)) expect(changedFields(saved, { ...saved, key: 'other' }, section)).not.toHaveProperty('key');
  });

  it('drops blank URLs from the create body', () => {
    const body = createBodyOf(WORKSPACE_SECTIONS, { ...draftOf(), urls: { home: 'https://a.example', facebook: ' ' } });
    expect(body.urls).toEqual({ home: 'https://a.example' });
  });

  it('a new point clears the address and stores [longitude, latitude]', () => {
    const d = withPoint(draftOf(stored), 24.45, 54.38);
    expect(pick(d, ['street', 'locality', 'city', 'state', 'country', 'pincode'])).toEqual({
      street: '',
      locality: '',
      city: '',
      state: '',
      country: '',
      pincode: '',
    });
    expect(d.geoLocation).toEqual({ type: 'Point', coordinates: [54.38, 24.45] });
    expect(mapPoint(d)).toEqual([24.45, 54.38]);
  });

  it('the map starts at the default point when the workspace has none', () => {
    expect(mapPoint(draftOf())).toEqual([0.01, 0.01]);
  });

  it('reads the address from the geocoder answer', () => {
    const d = withAddress(draftOf(), {
      countryCode: 'ae',
      postcode: '0000',
      state: 'Abu Dhabi',
      city: 'Abu Dhabi',
      suburb: 'Al Markaziyah',
      displayName: 'Corniche Road, Abu Dhabi',
    });
    expect(pick(d, ['street', 'locality', 'city', 'state', 'country', 'pincode'])).toEqual({
      street: 'Corniche Road, Abu Dhabi',
      locality: 'Al Markaziyah',
      city: 'Abu Dhabi',
      state: 'Abu Dhabi',
      country: 'AE',
      pincode: '0000',
    });
  });
});

describe('special properties', () => {
  it('turns rows into a map, trimming keys and dropping blank ones; the first of a repeated key wins', () => {
    expect(
      mapOf([
        { key: ' floors ', value: '3' },
        { key: '', value: 'x' },
        { key: 'floors', value: '4' },
        { key: 'parking', value: '' },
      ]),
    ).toEqual({ floors: '3', parking: '' });
    expect([
      ...repeatedKeys([
        { key: 'a', value: '' },
        { key: ' a', value: '' },
        { key: 'b', value: '' },
      ]),
    ]).toEqual(['a']);
    expect(rowsOf({ a: '1', b: '2' })).toEqual([
      { key: 'a', value: '1' },
      { key: 'b', value: '2' },
    ]);
  });
});

describe('QR links', () => {
  it('builds the app-store link and the mall-details link of the workspace', () => {
    expect(qrLinks({ appStoreUrl: 'https://apps.example.com/sdm', webAppUrl: 'https://dev.app.example.com/' }, 'abc')).toEqual({
      appStore: 'https://apps.example.com/sdm',
      webApp: 'https://dev.app.example.com/mall-details/abc',
    });
    expect(qrLinks(undefined, 'abc')).toEqual({ appStore: null, webApp: null });
  });

  it('names the download after the workspace', () => {
    expect(qrFileName('city-centre', 'web-app')).toBe('city-centre-web-app-qr.png');
  });
});
