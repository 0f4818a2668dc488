import { describe, expect, it } from 'vitest';
import { Privilege } from './levels.js';
import { ALWAYS_ALLOWED, consoleMenu, MENU_ITEMS, MODE_ITEMS, menuFor, offersAuditTrail } from './menu.js';

const { NONE, TRANSIT, VIEWER, EDITOR, ADMIN, OWNER } = Privilege;
const ALL_FEATURES = Object.keys(MENU_ITEMS);
const keys = (items: { key: string }[]) => items.map((i) => i.key);

describe('MENU_ITEMS', () => {
  it('defines the sixteen tabs of docs/product/platform.md §2.6 and our signage tab, each under its own key', () => {
    expect(ALL_FEATURES.sort()).toEqual([
      'assets',
      'audience',
      'campaigns',
      'creatives',
      'devices',
      'events',
      'instrument',
      'instruments',
      'loyalty',
      'projects',
      'signage',
      'summary',
      'treasury',
      'users',
      'venues',
      'wallets',
      'workspaces',
    ]);
    for (const [key, item] of Object.entries(MENU_ITEMS)) expect(item.key).toBe(key);
  });

  it.each([
    ['summary', 'SUMMARY', VIEWER, undefined],
    ['workspaces', 'WORKSPACES', VIEWER, { label: 'Create Workspace', minRole: ADMIN }],
    ['projects', 'PROJECTS', VIEWER, undefined],
    ['treasury', 'TREASURY', ADMIN, undefined],
    ['users', 'USERS', ADMIN, undefined],
    ['wallets', 'WALLETS', ADMIN, { label: 'Create Wallet', minRole: OWNER }],
    ['assets', 'MEDIA ASSETS', VIEWER, { label: 'Create Media Asset', minRole: ADMIN }],
    ['campaigns', 'CAMPAIGNS', VIEWER, { label: 'Create Campaign', minRole: ADMIN }],
    ['devices', 'IoT DEVICES', VIEWER, { label: 'Create IoT Device', minRole: ADMIN }],
    ['venues', 'VENUES', VIEWER, { label: 'Create Venue', minRole: ADMIN }],
    ['creatives', 'CREATIVES', VIEWER, { label: 'Add Creative', minRole: ADMIN }],
    ['events', 'EVENTS', VIEWER, { label: 'Create Event', minRole: ADMIN }],
    ['loyalty', 'LOYALTY', VIEWER, { label: 'Create Loyalty', minRole: ADMIN }],
    ['instruments', 'INSTRUMENTS', VIEWER, { label: 'Create Treasury Instrument', minRole: ADMIN }],
    ['audience', 'AUDIENCE', VIEWER, undefined],
    ['instrument', 'INSTRUMENTS', VIEWER, { label: 'Create Instrument Configuration', minRole: ADMIN }],
    ['signage', 'SIGNAGE', VIEWER, undefined],
  ])('%s is labelled %s, needs level %i to see, and has create button %j', (key, label, minRole, create) => {
    const item = MENU_ITEMS[key];
    expect({ label: item.label, minRole: item.minRole, create: item.create }).toEqual({ label, minRole, create });
  });

  it('flags every tab as project, workspace or management level', () => {
    for (const item of Object.values(MENU_ITEMS)) expect(['project', 'workspace', 'management']).toContain(item.level);
    expect(MENU_ITEMS.venues.level).toBe('workspace');
    expect(MENU_ITEMS.users.level).toBe('management');
    expect(MENU_ITEMS.workspaces.level).toBe('project');
  });
});

describe('MODE_ITEMS', () => {
  it('lists each mode in the order of docs/product/platform.md §2.5', () => {
    expect(MODE_ITEMS).toEqual({
      portfolio: ['summary', 'projects', 'treasury', 'users'],
      project: ['summary', 'workspaces'],
      treasury: ['summary', 'wallets', 'instruments'],
      workspace: ['summary', 'venues', 'assets', 'devices', 'campaigns', 'events', 'audience', 'loyalty', 'creatives', 'wallets', 'instrument', 'signage'],
    });
  });

  it('only names defined items', () => {
    for (const list of Object.values(MODE_ITEMS)) for (const key of list) expect(MENU_ITEMS[key]).toBeDefined();
  });

  it('always allows summary, workspaces and projects', () => {
    expect(ALWAYS_ALLOWED).toEqual(['summary', 'workspaces', 'projects']);
  });
});

describe('menuFor', () => {
  it('gives an admin of a fully enabled tenant every portfolio tab, in order', () => {
    expect(keys(menuFor('portfolio', ADMIN, ALL_FEATURES))).toEqual(['summary', 'projects', 'treasury', 'users']);
  });

  it('hides the admin-only portfolio tabs from viewers and editors', () => {
    expect(keys(menuFor('portfolio', VIEWER, ALL_FEATURES))).toEqual(['summary', 'projects']);
    expect(keys(menuFor('portfolio', EDITOR, ALL_FEATURES))).toEqual(['summary', 'projects']);
  });

  it('shows nothing below VIEWER', () => {
    expect(menuFor('portfolio', TRANSIT, ALL_FEATURES)).toEqual([]);
    expect(menuFor('workspace', NONE, ALL_FEATURES)).toEqual([]);
  });

  it('keeps only the always-allowed tabs for a tenant with no enabled resources', () => {
    expect(keys(menuFor('portfolio', OWNER, []))).toEqual(['summary', 'projects']);
    expect(keys(menuFor('project', OWNER, []))).toEqual(['summary', 'workspaces']);
    expect(keys(menuFor('treasury', OWNER, []))).toEqual(['summary']);
    expect(keys(menuFor('workspace', OWNER, []))).toEqual(['summary']);
  });

  it('adds the tabs the tenant enables, in mode order rather than list order', () => {
    expect(keys(menuFor('workspace', VIEWER, ['events', 'venues', 'audience']))).toEqual(['summary', 'venues', 'events', 'audience']);
  });

  it('ignores enabled resources of other modes and unknown names', () => {
    expect(keys(menuFor('project', OWNER, ['venues', 'users', 'nonsense']))).toEqual(['summary', 'workspaces']);
  });

  it('compares enabled resources without regard to case or surrounding blanks', () => {
    expect(keys(menuFor('portfolio', ADMIN, [' Users ', 'TREASURY']))).toEqual(['summary', 'projects', 'treasury', 'users']);
  });

  it('still requires the role of an enabled tab', () => {
    expect(keys(menuFor('treasury', EDITOR, ['wallets', 'instruments']))).toEqual(['summary', 'instruments']);
    expect(keys(menuFor('treasury', ADMIN, ['wallets', 'instruments']))).toEqual(['summary', 'wallets', 'instruments']);
  });

  it('gives a workspace viewer every enabled workspace tab except wallets', () => {
    expect(keys(menuFor('workspace', VIEWER, ALL_FEATURES))).toEqual([
      'summary',
      'venues',
      'assets',
      'devices',
      'campaigns',
      'events',
      'audience',
      'loyalty',
      'creatives',
      'instrument',
      'signage',
    ]);
    expect(keys(menuFor('workspace', ADMIN, ALL_FEATURES))).toEqual(MODE_ITEMS.workspace);
  });

  it('shows signage wherever the tenant enables assets, its own feature name aside', () => {
    expect(keys(menuFor('workspace', VIEWER, ['assets']))).toEqual(['summary', 'assets', 'signage']);
    expect(keys(menuFor('workspace', VIEWER, ['signage']))).toEqual(['summary']);
  });

  it('returns the item definitions themselves', () => {
    expect(menuFor('project', VIEWER, [])).toEqual([MENU_ITEMS.summary, MENU_ITEMS.workspaces]);
  });
});

describe('consoleMenu', () => {
  it('offers the treasury its wallets now that their pages are built', () => {
    expect(keys(consoleMenu('treasury', OWNER, ALL_FEATURES))).toEqual(['summary', 'wallets', 'instruments']);
    expect(keys(consoleMenu('treasury', EDITOR, ALL_FEATURES))).toEqual(['summary', 'instruments']);
  });

  it('keeps every mode as menuFor gives it', () => {
    for (const mode of ['portfolio', 'project', 'treasury', 'workspace'] as const)
      expect(consoleMenu(mode, OWNER, ALL_FEATURES)).toEqual(menuFor(mode, OWNER, ALL_FEATURES));
  });
});

describe('offersAuditTrail', () => {
  it("offers the tenant's trail to ADMIN or OWNER on the tenant only", () => {
    expect(offersAuditTrail([{ resource: 'sdm/demo', privilege: ADMIN }], 'demo')).toBe(true);
    expect(offersAuditTrail([{ resource: 'sdm/demo', privilege: OWNER }], 'demo')).toBe(true);
    expect(offersAuditTrail([{ resource: 'sdm/demo', privilege: EDITOR }], 'demo')).toBe(false);
    // An admin of a project or workspace, or of another tenant, is no admin of the tenant.
    expect(offersAuditTrail([{ resource: 'sdm/demo/mall', privilege: ADMIN }], 'demo')).toBe(false);
    expect(offersAuditTrail([{ resource: 'sdm/other', privilege: OWNER }], 'demo')).toBe(false);
  });
});
