import { describe, expect, it } from 'vitest';
import { deepProjects, deepWorkspaces, type Grant } from './grants.js';
import { Privilege } from './levels.js';

const { NONE, VIEWER, EDITOR, ADMIN } = Privilege;
const g = (resource: string, privilege: Grant['privilege']): Grant => ({ resource, privilege });

describe('deepProjects', () => {
  it('lists the distinct projects reached by grants below the tenant, sorted', () => {
    const grants = [g('sdm/demo/zoo/north', VIEWER), g('sdm/demo/mall', VIEWER), g('sdm/demo/mall/city-centre', EDITOR), g('sdm/demo/airport', ADMIN)];
    expect(deepProjects(grants, 'demo')).toEqual(['airport', 'mall', 'zoo']);
  });

  it('leaves out the tenant grant itself, the treasury and other tenants', () => {
    const grants = [g('sdm/demo', ADMIN), g('sdm/demo/treasury', VIEWER), g('sdm/demo2/mall', VIEWER), g('sdm/other/x', VIEWER)];
    expect(deepProjects(grants, 'demo')).toEqual([]);
  });

  it('normalises the tenant key', () => {
    expect(deepProjects([g('sdm/demo/mall', VIEWER)], 'Demo')).toEqual(['mall']);
  });

  it('ignores grants of NONE', () => {
    expect(deepProjects([g('sdm/demo/mall', NONE)], 'demo')).toEqual([]);
  });
});

describe('deepWorkspaces', () => {
  it('lists the distinct workspaces granted under the project, sorted', () => {
    const grants = [g('sdm/demo/mall/riverside', VIEWER), g('sdm/demo/mall/city-centre', VIEWER), g('sdm/demo/mall/city-centre/venue-1', EDITOR)];
    expect(deepWorkspaces(grants, 'demo', 'mall')).toEqual(['city-centre', 'riverside']);
  });

  it('leaves out grants on the project or above, and other projects or tenants', () => {
    const grants = [g('sdm/demo', ADMIN), g('sdm/demo/mall', VIEWER), g('sdm/demo/mall2/x', VIEWER), g('sdm/other/mall/y', VIEWER)];
    expect(deepWorkspaces(grants, 'demo', 'mall')).toEqual([]);
  });

  it('normalises the tenant and project keys', () => {
    expect(deepWorkspaces([g('sdm/demo/big_mall/north', VIEWER)], 'DEMO', 'Big Mall')).toEqual(['north']);
  });
});
