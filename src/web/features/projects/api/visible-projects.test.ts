import { describe, expect, it } from 'vitest';
import { Privilege } from '../../../../domain/access';
import { visibleProjects } from './visible-projects';

const projects = [
  { id: '1', key: 'mall', name: 'City Malls' },
  { id: '2', key: 'airport', name: 'Airport Screens' },
  { id: '3', key: 'stadium', name: 'Stadium' },
];

describe('visibleProjects', () => {
  it('lists every project for a tenant-wide role, by name', () => {
    const grants = [{ resource: 'sdm/demo', privilege: Privilege.VIEWER }];
    expect(visibleProjects(projects, grants, 'demo').map((p) => p.key)).toEqual(['airport', 'mall', 'stadium']);
  });

  it('keeps only projects reached through a deeper grant (TRANSIT)', () => {
    const grants = [{ resource: 'sdm/demo/mall/city-centre', privilege: Privilege.VIEWER }];
    expect(visibleProjects(projects, grants, 'demo').map((p) => p.key)).toEqual(['mall']);
  });

  it('filters by name or key, ignoring case', () => {
    const grants = [{ resource: 'sdm/demo', privilege: Privilege.OWNER }];
    expect(visibleProjects(projects, grants, 'demo', ' AIR').map((p) => p.key)).toEqual(['airport']);
    expect(visibleProjects(projects, grants, 'demo', 'stad').map((p) => p.key)).toEqual(['stadium']);
  });

  it('shows nothing without a grant in the tenant', () => {
    expect(visibleProjects(projects, [{ resource: 'sdm/other', privilege: Privilege.OWNER }], 'demo')).toEqual([]);
  });
});
