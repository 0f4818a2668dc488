import { describe, expect, it } from 'vitest';
import { Privilege } from './levels.js';
import { appendCreate, backTarget, canCreate, createActionAt, menuFor, menuTarget, segmentsBelow } from './menu.js';

const { NONE, EDITOR, ADMIN, OWNER } = Privilege;

describe('canCreate', () => {
  it('never allows creating in portfolio view', () => {
    for (const key of ['summary', 'projects', 'treasury', 'users', 'workspaces']) expect(canCreate('portfolio', OWNER, key)).toBe(false);
  });

  it('needs ADMIN to create in treasury view, and the item magnitude level: wallets need OWNER, as the server does', () => {
    expect(canCreate('treasury', NONE, 'instruments')).toBe(false);
    expect(canCreate('treasury', EDITOR, 'instruments')).toBe(false);
    expect(canCreate('treasury', ADMIN, 'instruments')).toBe(true);
    expect(canCreate('treasury', ADMIN, 'wallets')).toBe(false);
    expect(canCreate('treasury', OWNER, 'wallets')).toBe(true);
  });

  it('does not offer create in treasury view for an item without one', () => {
    expect(canCreate('treasury', OWNER, 'summary')).toBe(false);
  });

  it('needs ADMIN to create a workspace in project view', () => {
    expect(canCreate('project', EDITOR, 'workspaces')).toBe(false);
    expect(canCreate('project', ADMIN, 'workspaces')).toBe(true);
    expect(canCreate('project', OWNER, 'workspaces')).toBe(true);
    expect(canCreate('project', OWNER, 'summary')).toBe(false);
  });

  it.each(['venues', 'assets', 'devices', 'campaigns', 'events', 'loyalty', 'creatives', 'instrument'])('needs ADMIN to create %s in workspace view', (key) => {
    expect(canCreate('workspace', EDITOR, key)).toBe(false);
    expect(canCreate('workspace', ADMIN, key)).toBe(true);
    expect(canCreate('workspace', OWNER, key)).toBe(true);
  });

  it('needs the item magnitude level too in workspace view: wallets need OWNER', () => {
    expect(canCreate('workspace', ADMIN, 'wallets')).toBe(false);
    expect(canCreate('workspace', OWNER, 'wallets')).toBe(true);
  });

  it('never offers create on summary or audience in workspace view', () => {
    expect(canCreate('workspace', OWNER, 'summary')).toBe(false);
    expect(canCreate('workspace', OWNER, 'audience')).toBe(false);
  });

  it('refuses items that are not in the mode, or unknown', () => {
    expect(canCreate('project', OWNER, 'venues')).toBe(false);
    expect(canCreate('treasury', OWNER, 'venues')).toBe(false);
    expect(canCreate('workspace', OWNER, 'instruments')).toBe(false);
    expect(canCreate('workspace', OWNER, 'nope')).toBe(false);
    expect(canCreate('workspace', OWNER, 'constructor')).toBe(false);
  });
});

describe('backTarget', () => {
  it('has no back button in portfolio view', () => {
    expect(backTarget('portfolio', 'demo')).toBeNull();
  });

  it('goes from project view to the portfolio projects', () => {
    expect(backTarget('project', 'demo', 'mall')).toBe('/demo/portfolio/projects');
  });

  it('goes from treasury view to the portfolio treasury', () => {
    expect(backTarget('treasury', 'demo', 'mall')).toBe('/demo/portfolio/treasury');
  });

  it("goes from workspace view to the project's workspaces", () => {
    expect(backTarget('workspace', 'demo', 'mall')).toBe('/demo/mall/workspaces');
  });

  it('has no target in workspace view without a project', () => {
    expect(backTarget('workspace', 'demo')).toBeNull();
  });
});

describe('menuTarget', () => {
  it('leads to the item’s list in the view the menu belongs to', () => {
    expect(menuTarget('/demo/portfolio', 'projects')).toBe('/demo/portfolio/projects');
    expect(menuTarget('/demo/mall/city-centre', 'venues')).toBe('/demo/mall/city-centre/venues');
  });

  it('tolerates trailing slashes', () => {
    expect(menuTarget('/demo/portfolio/', 'users')).toBe('/demo/portfolio/users');
    expect(menuTarget('/demo/portfolio//', 'users')).toBe('/demo/portfolio/users');
  });
});

describe('appendCreate', () => {
  it('appends /create to the current path', () => {
    expect(appendCreate('/demo/mall/city-centre/venues')).toBe('/demo/mall/city-centre/venues/create');
  });

  it('does not double a trailing slash', () => {
    expect(appendCreate('/demo/mall/workspaces/')).toBe('/demo/mall/workspaces/create');
  });

  it('leaves a path that already ends in /create as it is', () => {
    expect(appendCreate('/demo/mall/workspaces/create')).toBe('/demo/mall/workspaces/create');
  });
});

describe('the create action of a page', () => {
  const WS = '/demo/mall/city-centre';
  const items = menuFor('workspace', OWNER, ['venues', 'loyalty']);

  it('stands on the selected item’s own list only', () => {
    expect(createActionAt('workspace', ADMIN, items, WS, `${WS}/venues`)).toEqual({ label: 'Create Venue', to: `${WS}/venues/create` });
    expect(createActionAt('workspace', ADMIN, items, WS, `${WS}/venues/create`)).toBeNull();
    expect(createActionAt('workspace', ADMIN, items, WS, `${WS}/venues/0123456789abcdef01234567`)).toBeNull();
    expect(createActionAt('workspace', ADMIN, items, WS, `${WS}/summary`)).toBeNull();
  });

  it('follows the create rule and the menu', () => {
    expect(createActionAt('workspace', EDITOR, items, WS, `${WS}/venues`)).toBeNull();
    expect(createActionAt('workspace', ADMIN, items, WS, `${WS}/assets`)).toBeNull();
    expect(createActionAt('project', ADMIN, menuFor('project', ADMIN, []), '/demo/mall', '/demo/mall/workspaces')).toEqual({
      label: 'Create Workspace',
      to: '/demo/mall/workspaces/create',
    });
  });

  it('reads the segments below the shell’s path', () => {
    expect(segmentsBelow(WS, `${WS}/venues/create`)).toEqual(['venues', 'create']);
    expect(segmentsBelow(`${WS}/`, WS)).toEqual([]);
    expect(segmentsBelow(WS, '/demo/mall/city-centre-2/venues')).toEqual([]);
  });
});
