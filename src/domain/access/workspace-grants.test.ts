import { describe, expect, it } from 'vitest';
import { privilegeOn, workspaceGrants, type Grant } from './grants.js';
import { Privilege, type PrivilegeLevel } from './levels.js';
import { workspaceResource } from './resources.js';

const { NONE, VIEWER, EDITOR, ADMIN, OWNER } = Privilege;
const g = (resource: string, privilege: Grant['privilege']): Grant => ({ resource, privilege });

/** What a database statement reads from workspaceGrants for a workspace (keys stored normalised). */
const readBack = (grants: Grant[], tenant: string, project: string, workspace: string) => {
  const { base, deeper } = workspaceGrants(grants, tenant);
  return deeper[`${project}/${workspace}`] ?? deeper[project] ?? base;
};

describe('workspaceGrants', () => {
  it('keeps the tenant grant as the base and project and workspace grants by their keys', () => {
    expect(workspaceGrants([g('sdm/demo', VIEWER), g('sdm/demo/mall', ADMIN), g('sdm/demo/mall/city-centre', EDITOR)], 'demo')).toEqual({
      base: VIEWER,
      deeper: { mall: ADMIN, 'mall/city-centre': EDITOR },
    });
  });

  it("leaves out other tenants' grants, grants below workspaces and grants of NONE", () => {
    expect(workspaceGrants([g('sdm/other/mall', ADMIN), g('sdm/demo/mall/ws/extra', OWNER), g('sdm/demo/mall', NONE)], 'demo')).toEqual({
      base: NONE,
      deeper: {},
    });
  });

  it('takes the deeper of sdm and the tenant, and the highest of one resource spelt twice', () => {
    expect(workspaceGrants([g('sdm/Demo', VIEWER), g('sdm', OWNER), g('sdm/demo/Mall', EDITOR), g('sdm/demo/mall', ADMIN)], 'DEMO')).toEqual({
      base: VIEWER,
      deeper: { mall: ADMIN },
    });
  });

  // Every combination of grants on the four levels above a workspace, its siblings and an unrelated tenant:
  // from VIEWER up, the read-back privilege is privilegeOn's.
  it('agrees with privilegeOn on every workspace for every level from VIEWER up', () => {
    const places = ['sdm', 'sdm/demo', 'sdm/demo/mall', 'sdm/demo/mall/ws-1', 'sdm/demo/mall/ws-2', 'sdm/demo/park', 'sdm/demo/mall/ws-1/x', 'sdm/other'];
    const levels: PrivilegeLevel[] = [NONE, VIEWER, EDITOR, ADMIN, OWNER];
    let checked = 0;
    for (let seed = 0; seed < 2000; seed++) {
      let rest = seed * 7919;
      const grants: Grant[] = [];
      for (const place of places) {
        const level = levels[rest % levels.length];
        rest = Math.floor(rest / levels.length) + seed;
        if (level !== NONE) grants.push(g(place, level));
      }
      for (const [project, workspace] of [
        ['mall', 'ws-1'],
        ['mall', 'ws-2'],
        ['park', 'ws-1'],
        ['beach', 'ws-3'],
      ]) {
        const actual = privilegeOn(grants, workspaceResource('demo', project, workspace));
        const read = readBack(grants, 'demo', project, workspace);
        for (const need of [VIEWER, EDITOR, ADMIN, OWNER]) {
          expect(read >= need, `${JSON.stringify(grants)} on ${project}/${workspace} at ${need}`).toBe(actual >= need);
          checked++;
        }
      }
    }
    expect(checked).toBe(2000 * 4 * 4);
  });
});
