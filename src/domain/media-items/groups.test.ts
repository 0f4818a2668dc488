import { describe, expect, it } from 'vitest';
import { Privilege } from '../access/index';
import { GROUP_FIELDS, groupRole, ITEM_GROUPS } from './groups';
import { ITEM_FIELD_GROUPS, roleForItemChange } from './sections';
import { VENUE_ASSET_TYPES } from './venue-assets';

describe('group roles of the item pages', () => {
  it('primary groups need ADMIN on every page', () => {
    for (const page of ['venue', 'asset', 'device'] as const) expect(groupRole(page, 'primary')).toBe(Privilege.ADMIN);
  });
  it('venue groups other than primary need EDITOR (spec 02 §6)', () => {
    for (const g of ['location', 'urls', 'properties', 'visibility', 'assets', 'devices', 'schedules', 'qr'] as const)
      expect(groupRole('venue', g)).toBe(Privilege.EDITOR);
  });
  it('asset visibility needs ADMIN, anchors EDITOR (spec 03 §6)', () => {
    expect(groupRole('asset', 'visibility')).toBe(Privilege.ADMIN);
    expect(groupRole('asset', 'venues')).toBe(Privilege.EDITOR);
    expect(groupRole('device', 'campaigns')).toBe(Privilege.EDITOR);
    expect(groupRole('device', 'secret')).toBe(Privilege.ADMIN);
  });
  it('dashboard, history, event schedules and key fields are never editable; absent groups neither', () => {
    expect(groupRole('device', 'dashboard')).toBeNull();
    expect(groupRole('asset', 'campaignHistory')).toBeNull();
    expect(groupRole('venue', 'eventSchedules')).toBeNull();
    expect(groupRole('venue', 'keyFields')).toBeNull();
    expect(groupRole('device', 'location')).toBeNull();
  });
  it('the pencil role is what the server asks for a PUT of the group fields', () => {
    for (const page of ['venue', 'asset', 'device'] as const) {
      for (const group of Object.keys(GROUP_FIELDS) as (keyof typeof GROUP_FIELDS)[]) {
        if (!ITEM_GROUPS[page].includes(group)) continue;
        expect(groupRole(page, group), `${page} ${group}`).toBe(roleForItemChange(page, GROUP_FIELDS[group]));
      }
    }
  });
  it('every field a group saves is one the server lets a PUT change', () => {
    for (const fields of Object.values(GROUP_FIELDS)) for (const f of fields) expect(ITEM_FIELD_GROUPS[f], f).toBeDefined();
  });
  it('pages list no audience or reports group yet', () => {
    for (const groups of Object.values(ITEM_GROUPS)) expect(groups.join()).not.toMatch(/audience|reports/i);
  });
  it('the venue create block offers the spec 02 §2.5 asset sub-types', () => {
    expect(VENUE_ASSET_TYPES['In-store']).toEqual(['Backlit Panel', 'Kiosk', 'Standee']);
  });
});
