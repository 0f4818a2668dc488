import { describe, expect, it } from 'vitest';
import type { Grant } from './grants.js';
import { authGuard, portfolioGuard, projectGuard, treasuryGuard, workspaceGuard } from './guards.js';
import { Privilege } from './levels.js';

const { NONE, VIEWER, EDITOR, ADMIN, OWNER } = Privilege;
const g = (resource: string, privilege: Grant['privilege']): Grant => ({ resource, privilege });
const menu = { kind: 'allow', showMenu: true };
const noMenu = { kind: 'allow', showMenu: false };
const insufficient = { kind: 'insufficient' };
const to = (path: string) => ({ kind: 'redirect', to: path });

describe('authGuard', () => {
  const base = { hasToken: true, tokenExpired: false, grants: [g('sdm/demo', VIEWER)], tenantKey: 'demo', url: '/demo/portfolio' };
  const signIn = to('/demo?returnUrl=%2Fdemo%2Fportfolio');

  it('lets a signed-in user with VIEWER on the tenant through, with the menu', () => {
    expect(authGuard(base)).toEqual(menu);
  });

  it('lets a user with only TRANSIT on the tenant through, without the menu', () => {
    expect(authGuard({ ...base, grants: [g('sdm/demo/mall/city-centre', VIEWER)] })).toEqual(noMenu);
  });

  it('sends a visitor without a token to the tenant sign-in page with a returnUrl', () => {
    expect(authGuard({ ...base, hasToken: false })).toEqual(signIn);
  });

  it('treats an expired token like no token', () => {
    expect(authGuard({ ...base, tokenExpired: true })).toEqual(signIn);
  });

  it('sends a user with nothing on this tenant to its sign-in page', () => {
    expect(authGuard({ ...base, grants: [g('sdm/demo2', OWNER)] })).toEqual(signIn);
    expect(authGuard({ ...base, grants: [] })).toEqual(signIn);
  });

  it('encodes the whole url, query included, into returnUrl', () => {
    const result = authGuard({ ...base, hasToken: false, url: '/demo/mall/summary?a=1&b=2' });
    expect(result).toEqual(to('/demo?returnUrl=%2Fdemo%2Fmall%2Fsummary%3Fa%3D1%26b%3D2'));
  });
});

describe('portfolioGuard', () => {
  it('refuses a user below TRANSIT on the tenant', () => {
    expect(portfolioGuard([], 'demo')).toEqual(insufficient);
    expect(portfolioGuard([g('sdm/other', OWNER)], 'demo')).toEqual(insufficient);
  });

  it.each([VIEWER, EDITOR, ADMIN, OWNER])('shows the menu to level %i on the tenant', (level) => {
    expect(portfolioGuard([g('sdm/demo', level)], 'demo')).toEqual(menu);
  });

  it('takes a TRANSIT user with grants in exactly one project to that project', () => {
    const grants = [g('sdm/demo/mall/city-centre', VIEWER), g('sdm/demo/mall/riverside', VIEWER)];
    expect(portfolioGuard(grants, 'demo')).toEqual(to('/demo/mall'));
  });

  it('takes a TRANSIT user with grants in several projects to the projects listing, allowed there without the menu', () => {
    const grants = [g('sdm/demo/mall', VIEWER), g('sdm/demo/airport/t1', VIEWER)];
    expect(portfolioGuard(grants, 'demo')).toEqual(to('/demo/portfolio/projects'));
    expect(portfolioGuard(grants, 'demo', true)).toEqual(noMenu);
  });

  it('allows a TRANSIT user whose only grant is the treasury, without the menu', () => {
    expect(portfolioGuard([g('sdm/demo/treasury', VIEWER)], 'demo')).toEqual(noMenu);
  });
});

describe('projectGuard', () => {
  const twoWorkspaces = [g('sdm/demo/mall/city-centre', VIEWER), g('sdm/demo/mall/riverside', EDITOR)];

  it('refuses a user below TRANSIT on the project', () => {
    expect(projectGuard([g('sdm/demo/airport', ADMIN)], 'demo', 'mall')).toEqual(insufficient);
  });

  it('shows the menu to a viewer of the project or of the tenant', () => {
    expect(projectGuard([g('sdm/demo/mall', VIEWER)], 'demo', 'mall')).toEqual(menu);
    expect(projectGuard([g('sdm/demo', ADMIN)], 'demo', 'mall')).toEqual(menu);
    expect(projectGuard([g('sdm/demo/mall', VIEWER)], 'demo', 'mall', true)).toEqual(menu);
  });

  it('takes a TRANSIT user with exactly one workspace to it', () => {
    expect(projectGuard([g('sdm/demo/mall/city-centre', VIEWER)], 'demo', 'mall')).toEqual(to('/demo/mall/city-centre'));
    expect(projectGuard([g('sdm/demo/mall/city-centre', VIEWER)], 'demo', 'mall', true)).toEqual(to('/demo/mall/city-centre'));
  });

  it('sends a TRANSIT user with several workspaces to the workspaces listing', () => {
    expect(projectGuard(twoWorkspaces, 'demo', 'mall')).toEqual(to('/demo/mall/workspaces'));
  });

  it('allows the workspaces listing itself to a TRANSIT user, without the menu', () => {
    expect(projectGuard(twoWorkspaces, 'demo', 'mall', true)).toEqual(noMenu);
  });

  it('ignores workspaces of other projects when counting', () => {
    const grants = [g('sdm/demo/mall/city-centre', VIEWER), g('sdm/demo/airport/t1', VIEWER)];
    expect(projectGuard(grants, 'demo', 'mall')).toEqual(to('/demo/mall/city-centre'));
  });
});

describe('workspaceGuard', () => {
  it('refuses a user below TRANSIT on the workspace', () => {
    expect(workspaceGuard([g('sdm/demo/mall/riverside', OWNER)], 'demo', 'mall', 'city-centre')).toEqual(insufficient);
  });

  it('refuses a TRANSIT-only user (a grant deeper than the workspace)', () => {
    expect(workspaceGuard([g('sdm/demo/mall/city-centre/venue-1', ADMIN)], 'demo', 'mall', 'city-centre')).toEqual(insufficient);
  });

  it.each([VIEWER, EDITOR, ADMIN])('allows level %i on the workspace, with the menu', (level) => {
    expect(workspaceGuard([g('sdm/demo/mall/city-centre', level)], 'demo', 'mall', 'city-centre')).toEqual(menu);
  });

  it('allows a viewer inherited from the project', () => {
    expect(workspaceGuard([g('sdm/demo/mall', VIEWER)], 'demo', 'mall', 'riverside')).toEqual(menu);
  });
});

describe('treasuryGuard', () => {
  it('judges the tenant treasury when no project is given', () => {
    expect(treasuryGuard([g('sdm/demo/treasury', VIEWER)], 'demo')).toEqual(menu);
    expect(treasuryGuard([g('sdm/demo/mall', ADMIN)], 'demo')).toEqual(insufficient);
  });

  it('judges the project when a project key is given', () => {
    expect(treasuryGuard([g('sdm/demo/mall', VIEWER)], 'demo', 'mall')).toEqual(menu);
    expect(treasuryGuard([g('sdm/demo/treasury', ADMIN)], 'demo', 'mall')).toEqual(insufficient);
  });

  it('allows TRANSIT without the menu', () => {
    expect(treasuryGuard([g('sdm/demo/treasury/x', VIEWER)], 'demo')).toEqual(noMenu);
    expect(treasuryGuard([g('sdm/demo/mall/city-centre', VIEWER)], 'demo', 'mall')).toEqual(noMenu);
  });

  it('refuses below TRANSIT', () => {
    expect(treasuryGuard([], 'demo')).toEqual(insufficient);
    expect(treasuryGuard([g('sdm/demo/mall', NONE)], 'demo', 'mall')).toEqual(insufficient);
  });

  it('lets a tenant grant reach both treasuries', () => {
    expect(treasuryGuard([g('sdm/demo', EDITOR)], 'demo')).toEqual(menu);
    expect(treasuryGuard([g('sdm/demo', EDITOR)], 'demo', 'mall')).toEqual(menu);
  });
});

describe('redirect targets', () => {
  it('encode keys so they cannot add path segments or a query', () => {
    expect(portfolioGuard([g('sdm/demo/a?b', VIEWER)], 'demo')).toEqual(to('/demo/a%3Fb'));
  });
});
