import { describe, expect, it } from 'vitest';
import {
  groupName,
  groupToRoleClaim,
  normaliseSegment,
  parseGroupName,
  projectResource,
  resourceSegments,
  tenantResource,
  treasuryResource,
  workspaceResource,
} from './resources.js';

describe('normaliseSegment', () => {
  it('lowercases and turns each space into an underscore', () => {
    expect(normaliseSegment('City Centre')).toBe('city_centre');
    expect(normaliseSegment('A  B')).toBe('a__b');
  });

  it('keeps other characters, hyphens included', () => {
    expect(normaliseSegment('city-centre.2')).toBe('city-centre.2');
  });

  it('does not trim', () => {
    expect(normaliseSegment(' Mall ')).toBe('_mall_');
  });
});

describe('resourceSegments', () => {
  it('splits on slashes and normalises each segment, keeping empty ones', () => {
    expect(resourceSegments('SDM/Demo/City Centre')).toEqual(['sdm', 'demo', 'city_centre']);
    expect(resourceSegments('sdm/demo/')).toEqual(['sdm', 'demo', '']);
  });
});

describe('resource builders', () => {
  it('builds tenant, project, workspace and treasury resources', () => {
    expect(tenantResource('demo')).toBe('sdm/demo');
    expect(projectResource('demo', 'mall')).toBe('sdm/demo/mall');
    expect(workspaceResource('demo', 'mall', 'city-centre')).toBe('sdm/demo/mall/city-centre');
    expect(treasuryResource('demo')).toBe('sdm/demo/treasury');
  });

  it('normalises the keys it is given', () => {
    expect(workspaceResource('Demo', 'Big Mall', 'City Centre')).toBe('sdm/demo/big_mall/city_centre');
  });
});

describe('groupName', () => {
  it('joins scope and role with a dot', () => {
    expect(groupName('sdm/demo/mall', 'admin')).toBe('sdm/demo/mall.admin');
    expect(groupName('sdm/demo', 'owner')).toBe('sdm/demo.owner');
  });
});

describe('parseGroupName', () => {
  it.each(['owner', 'admin', 'editor', 'reader'] as const)('reads a tenant %s group', (role) => {
    expect(parseGroupName(`sdm/demo.${role}`)).toEqual({ resource: 'sdm/demo', role });
  });

  it('reads project, workspace and treasury groups', () => {
    expect(parseGroupName('sdm/demo/mall.admin')).toEqual({ resource: 'sdm/demo/mall', role: 'admin' });
    expect(parseGroupName('sdm/demo/mall/city-centre.reader')).toEqual({ resource: 'sdm/demo/mall/city-centre', role: 'reader' });
    expect(parseGroupName('sdm/demo/treasury.editor')).toEqual({ resource: 'sdm/demo/treasury', role: 'editor' });
  });

  it('is the inverse of groupName', () => {
    const name = groupName('sdm/demo/mall/riverside', 'editor');
    expect(parseGroupName(name)).toEqual({ resource: 'sdm/demo/mall/riverside', role: 'editor' });
  });

  it('refuses an owner group below tenant level', () => {
    expect(parseGroupName('sdm/demo/mall.owner')).toBeNull();
    expect(parseGroupName('sdm/demo/mall/city-centre.owner')).toBeNull();
    expect(parseGroupName('sdm/demo/treasury.owner')).toBeNull();
  });

  it.each([
    ['an unknown role', 'sdm/demo.viewer'],
    ['a role in another case', 'sdm/demo.Admin'],
    ['no role at all', 'sdm/demo'],
    ['an empty role', 'sdm/demo.'],
    ['a resource outside sdm/', 'xyz/demo.admin'],
    ['a bare sdm scope', 'sdm.admin'],
    ['an empty tenant', 'sdm/.admin'],
    ['an empty middle segment', 'sdm//mall.admin'],
    ['a trailing slash', 'sdm/demo/.admin'],
    ['an empty string', ''],
  ])('gives null for %s', (_why, name) => {
    expect(parseGroupName(name)).toBeNull();
  });

  it('gives null for a value that is not a string at run time', () => {
    expect(parseGroupName(undefined as unknown as string)).toBeNull();
  });
});

describe('groupToRoleClaim', () => {
  it('turns the scope into a colon path ending in the role', () => {
    expect(groupToRoleClaim('sdm/demo.owner')).toBe('sdm:demo:owner');
    expect(groupToRoleClaim('sdm/demo/mall.admin')).toBe('sdm:demo:mall:admin');
    expect(groupToRoleClaim('sdm/demo/mall/city-centre.editor')).toBe('sdm:demo:mall:city-centre:editor');
  });

  it('names readers viewers in the token', () => {
    expect(groupToRoleClaim('sdm/demo/mall.reader')).toBe('sdm:demo:mall:viewer');
  });

  it('gives null for a malformed group', () => {
    expect(groupToRoleClaim('sdm/demo/mall.owner')).toBeNull();
    expect(groupToRoleClaim('everyone')).toBeNull();
  });

  it('can be mapped over a list of groups', () => {
    expect(['sdm/demo.admin', 'bad', 'sdm/demo/mall.reader'].map(groupToRoleClaim)).toEqual(['sdm:demo:admin', null, 'sdm:demo:mall:viewer']);
  });
});
