import { describe, expect, it } from 'vitest';
import { parseRolesClaim, privilegeOn, type Grant } from './grants.js';
import { Privilege } from './levels.js';

const { NONE, TRANSIT, VIEWER, EDITOR, ADMIN, OWNER } = Privilege;
const g = (resource: string, privilege: Grant['privilege']): Grant => ({ resource, privilege });

describe('parseRolesClaim', () => {
  it('reads each colon path as a role on the slash-joined resource before it', () => {
    expect(parseRolesClaim(['sdm:demo:owner', 'sdm:demo:mall:admin', 'sdm:demo:mall:city-centre:editor'])).toEqual([
      g('sdm/demo', OWNER),
      g('sdm/demo/mall', ADMIN),
      g('sdm/demo/mall/city-centre', EDITOR),
    ]);
  });

  it('maps user, viewer and reader to VIEWER', () => {
    expect(parseRolesClaim(['sdm:a:user', 'sdm:b:viewer', 'sdm:c:reader'])).toEqual([g('sdm/a', VIEWER), g('sdm/b', VIEWER), g('sdm/c', VIEWER)]);
  });

  it('reads roles in any case and lowercases the resource, spaces to underscores', () => {
    expect(parseRolesClaim(['SDM:Demo:City Centre:ADMIN'])).toEqual([g('sdm/demo/city_centre', ADMIN)]);
  });

  it('keeps the highest role when a resource is named twice, however it is spelt', () => {
    expect(parseRolesClaim(['sdm:demo:mall:viewer', 'sdm:Demo:Mall:editor', 'sdm:demo:mall:user'])).toEqual([g('sdm/demo/mall', EDITOR)]);
  });

  it.each([undefined, null, 'sdm:demo:admin', 42, { 0: 'sdm:demo:admin' }, true])('gives no grants for the non-array %j', (claim) => {
    expect(parseRolesClaim(claim)).toEqual([]);
  });

  it('skips entries that are not strings', () => {
    expect(parseRolesClaim([null, 7, ['sdm:demo:admin'], { role: 'admin' }, 'sdm:demo:viewer'])).toEqual([g('sdm/demo', VIEWER)]);
  });

  it.each([
    ['an empty string', ''],
    ['a role with no resource', 'admin'],
    ['an unknown role', 'sdm:demo:superuser'],
    ['transit, which is never granted', 'sdm:demo:transit'],
    ['no role segment', 'sdm:demo:'],
    ['an empty resource segment', 'sdm::admin'],
    ['a leading colon', ':demo:admin'],
    ['a lone colon', ':'],
  ])('skips %s', (_why, entry) => {
    expect(parseRolesClaim([entry, 'sdm:ok:admin'])).toEqual([g('sdm/ok', ADMIN)]);
  });
});

describe('privilegeOn', () => {
  const tenantAdmin = [g('sdm/demo', ADMIN)];

  it('gives the role granted on the resource itself', () => {
    expect(privilegeOn([g('sdm/demo/mall', EDITOR)], 'sdm/demo/mall')).toBe(EDITOR);
  });

  it('inherits the role of a granted ancestor', () => {
    expect(privilegeOn(tenantAdmin, 'sdm/demo/mall')).toBe(ADMIN);
    expect(privilegeOn(tenantAdmin, 'sdm/demo/mall/city-centre')).toBe(ADMIN);
    expect(privilegeOn(tenantAdmin, 'sdm/demo/treasury')).toBe(ADMIN);
  });

  it('takes the deepest granted prefix even when a shallower grant is higher', () => {
    const grants = [g('sdm/demo', ADMIN), g('sdm/demo/mall/city-centre', VIEWER)];
    expect(privilegeOn(grants, 'sdm/demo/mall/city-centre')).toBe(VIEWER);
    expect(privilegeOn(grants, 'sdm/demo/mall/city-centre/venue-1')).toBe(VIEWER);
    expect(privilegeOn(grants, 'sdm/demo/mall/riverside')).toBe(ADMIN);
    expect(privilegeOn(grants, 'sdm/demo/mall')).toBe(ADMIN);
  });

  it('takes the deepest prefix whatever the order of the grants', () => {
    const grants = [g('sdm/demo/mall', EDITOR), g('sdm/demo', OWNER), g('sdm/demo/mall/city-centre', VIEWER)];
    expect(privilegeOn(grants, 'sdm/demo/mall/city-centre')).toBe(VIEWER);
    expect(privilegeOn([...grants].reverse(), 'sdm/demo/mall/city-centre')).toBe(VIEWER);
    expect(privilegeOn(grants, 'sdm/demo/mall/riverside')).toBe(EDITOR);
  });

  it('keeps the highest of two grants on the same resource', () => {
    expect(privilegeOn([g('sdm/demo/mall', VIEWER), g('sdm/demo/mall', ADMIN), g('sdm/demo/mall', EDITOR)], 'sdm/demo/mall')).toBe(ADMIN);
  });

  it('matches whole segments only: sdm/demo is not a prefix of sdm/demo2', () => {
    expect(privilegeOn(tenantAdmin, 'sdm/demo2')).toBe(NONE);
    expect(privilegeOn(tenantAdmin, 'sdm/demo2/mall')).toBe(NONE);
    expect(privilegeOn([g('sdm/demo/mall', ADMIN)], 'sdm/demo/mall2')).toBe(NONE);
  });

  it('gives TRANSIT on a parent of a granted resource', () => {
    const grants = [g('sdm/demo/mall/city-centre', VIEWER)];
    expect(privilegeOn(grants, 'sdm/demo/mall')).toBe(TRANSIT);
    expect(privilegeOn(grants, 'sdm/demo')).toBe(TRANSIT);
    expect(privilegeOn(grants, 'sdm')).toBe(TRANSIT);
  });

  it('does not give TRANSIT to a sibling or to the parent of a sibling-named resource', () => {
    const grants = [g('sdm/demo2/mall', ADMIN)];
    expect(privilegeOn(grants, 'sdm/demo')).toBe(NONE);
    expect(privilegeOn([g('sdm/demo/mall/city-centre', VIEWER)], 'sdm/demo/mall/riverside')).toBe(NONE);
  });

  it('gives NONE on an unrelated resource or with no grants', () => {
    expect(privilegeOn([g('sdm/demo/mall', ADMIN)], 'sdm/other/mall')).toBe(NONE);
    expect(privilegeOn([], 'sdm/demo')).toBe(NONE);
    expect(privilegeOn(tenantAdmin, '')).toBe(NONE);
  });

  it('normalises the resource asked about and the granted ones alike', () => {
    expect(privilegeOn([g('sdm/demo/city_centre', EDITOR)], 'SDM/Demo/City Centre')).toBe(EDITOR);
    expect(privilegeOn([g('sdm/Demo/City Centre', EDITOR)], 'sdm/demo/city_centre')).toBe(EDITOR);
  });

  it('treats a grant of NONE as no grant, so it neither shadows nor gives TRANSIT', () => {
    expect(privilegeOn([g('sdm/demo', ADMIN), g('sdm/demo/mall', NONE)], 'sdm/demo/mall')).toBe(ADMIN);
    expect(privilegeOn([g('sdm/demo/mall', NONE)], 'sdm/demo')).toBe(NONE);
  });

  it('works on grants read from a claim', () => {
    const grants = parseRolesClaim(['sdm:demo:admin', 'sdm:demo:mall:city-centre:viewer']);
    expect(privilegeOn(grants, 'sdm/demo/mall/city-centre')).toBe(VIEWER);
    expect(privilegeOn(grants, 'sdm/demo/mall')).toBe(ADMIN);
  });
});
