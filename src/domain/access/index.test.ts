import { describe, expect, it } from 'vitest';
import * as access from './index.js';

describe('access index', () => {
  it('re-exports the whole access vocabulary', () => {
    const names = [
      'Privilege',
      'roleToPrivilege',
      'privilegeName',
      'normaliseSegment',
      'tenantResource',
      'projectResource',
      'workspaceResource',
      'treasuryResource',
      'groupName',
      'parseGroupName',
      'groupToRoleClaim',
      'parseRolesClaim',
      'privilegeOn',
      'deepProjects',
      'deepWorkspaces',
      'authGuard',
      'portfolioGuard',
      'projectGuard',
      'workspaceGuard',
      'treasuryGuard',
      'MENU_ITEMS',
      'MODE_ITEMS',
      'ALWAYS_ALLOWED',
      'menuFor',
      'canCreate',
      'backTarget',
      'menuTarget',
      'appendCreate',
      'canEditSection',
      'TREASURY_SECTION_ROLES',
      'PROFILE_EDITOR',
      'PROFILE_MANAGER',
    ];
    for (const name of names) expect(access, name).toHaveProperty(name);
  });
});
