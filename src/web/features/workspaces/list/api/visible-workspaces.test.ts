import { describe, expect, it } from 'vitest';
import { Privilege } from '../../../../../domain/access';
import { filterWorkspaces, reachableWorkspaces } from './visible-workspaces';

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

describe('filterWorkspaces', () => {
  it('matches name, key or type, ignoring case', () => {
    expect(filterWorkspaces(list, 'RIVER').map((w) => w.id)).toEqual(['2']);
    expect(filterWorkspaces(list, 'mall').map((w) => w.id)).toEqual(['1', '2']);
    expect(filterWorkspaces(list, 'city-').map((w) => w.id)).toEqual(['1']);
  });
});
