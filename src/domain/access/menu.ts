import { privilegeOn, type Grant } from './grants.js';
import { Privilege, type PrivilegeLevel } from './levels.js';
import { tenantResource } from './resources.js';

/** The four view modes of the menu bar (docs/product/platform.md §2.4). */
export type ViewMode = 'portfolio' | 'project' | 'treasury' | 'workspace';

/** A menu tab (docs/product/platform.md §2.6): who sees it, where it belongs, and its create button if any. */
export interface MenuItem {
  key: string;
  label: string;
  minRole: PrivilegeLevel;
  level: 'project' | 'workspace' | 'management';
  create?: { label: string; minRole: PrivilegeLevel };
  /** The tenant feature that switches the item on, when not its own key (signage comes with assets). */
  feature?: string;
}

const { VIEWER, ADMIN, OWNER } = Privilege;

const item = (
  key: string,
  label: string,
  minRole: PrivilegeLevel,
  level: MenuItem['level'],
  create?: string,
  createRole: PrivilegeLevel = ADMIN,
): MenuItem => ({ key, label, minRole, level, ...(create ? { create: { label: create, minRole: createRole } } : {}) });

// A tab's level (project, workspace, management) is ours: docs/product/platform.md §2.6 does not give it and no rule
// reads it.
export const MENU_ITEMS: Record<string, MenuItem> = {
  summary: item('summary', 'SUMMARY', VIEWER, 'project'),
  workspaces: item('workspaces', 'WORKSPACES', VIEWER, 'project', 'Create Workspace'),
  projects: item('projects', 'PROJECTS', VIEWER, 'project'),
  treasury: item('treasury', 'TREASURY', ADMIN, 'management'),
  users: item('users', 'USERS', ADMIN, 'management'),
  wallets: item('wallets', 'WALLETS', ADMIN, 'management', 'Create Wallet', OWNER),
  assets: item('assets', 'MEDIA ASSETS', VIEWER, 'workspace', 'Create Media Asset'),
  campaigns: item('campaigns', 'CAMPAIGNS', VIEWER, 'workspace', 'Create Campaign'),
  devices: item('devices', 'IoT DEVICES', VIEWER, 'workspace', 'Create IoT Device'),
  venues: item('venues', 'VENUES', VIEWER, 'workspace', 'Create Venue'),
  creatives: item('creatives', 'CREATIVES', VIEWER, 'workspace', 'Add Creative'),
  events: item('events', 'EVENTS', VIEWER, 'workspace', 'Create Event'),
  loyalty: item('loyalty', 'LOYALTY', VIEWER, 'workspace', 'Create Loyalty'),
  instruments: item('instruments', 'INSTRUMENTS', VIEWER, 'management', 'Create Treasury Instrument'),
  audience: item('audience', 'AUDIENCE', VIEWER, 'workspace'),
  instrument: item('instrument', 'INSTRUMENTS', VIEWER, 'workspace', 'Create Instrument Configuration'),
  // Ours (docs/product/creatives-assets-signage.md §2.13 names the page, not its tab): signage belongs to the assets
  // (Zeetamind screens), so the tenant's assets feature switches it on; it comes after the other tabs.
  signage: { ...item('signage', 'SIGNAGE', VIEWER, 'workspace'), feature: 'assets' },
};

/** Items of each view mode, in menu order (docs/product/platform.md §2.5). */
export const MODE_ITEMS: Record<ViewMode, string[]> = {
  portfolio: ['summary', 'projects', 'treasury', 'users'],
  project: ['summary', 'workspaces'],
  treasury: ['summary', 'wallets', 'instruments'],
  workspace: ['summary', 'venues', 'assets', 'devices', 'campaigns', 'events', 'audience', 'loyalty', 'creatives', 'wallets', 'instrument', 'signage'],
};

/** Items every tenant has, whatever its enabled resources (docs/product/platform.md §6). */
export const ALWAYS_ALLOWED = ['summary', 'workspaces', 'projects'];

/**
 * The menu of a mode (docs/product/platform.md §6): its items in order, kept when always allowed or enabled for
 * the tenant (its feature, compared case-insensitively), and when the user's privilege reaches the item's role.
 */
export function menuFor(mode: ViewMode, privilege: PrivilegeLevel, tenantResources: string[]): MenuItem[] {
  const enabled = new Set([...ALWAYS_ALLOWED, ...tenantResources.map((r) => String(r).trim().toLowerCase())]);
  return (MODE_ITEMS[mode] ?? [])
    .filter((key) => enabled.has(MENU_ITEMS[key].feature ?? key) && MENU_ITEMS[key].minRole <= privilege)
    .map((key) => MENU_ITEMS[key]);
}

/**
 * Menu items whose pages the console does not have yet, per mode: not offered, so no menu item leads to
 * a page that is not there (none at present: every mode's items have their pages).
 */
export const NOT_BUILT: Partial<Record<ViewMode, readonly string[]>> = {};

/** The menu the console shows: the mode's menu (menuFor) without the items whose pages are not built. */
export function consoleMenu(mode: ViewMode, privilege: PrivilegeLevel, tenantResources: string[]): MenuItem[] {
  return menuFor(mode, privilege, tenantResources).filter((item) => !NOT_BUILT[mode]?.includes(item.key));
}

/**
 * Whether the create button shows (docs/product/platform.md §6) for a selected item of the mode that defines one:
 * never in portfolio, with ADMIN in treasury, project and workspace; in treasury and workspace the item's
 * own create role (its 'magnitude level') must be reached too. docs/product/platform.md §6 lets the treasury view
 * always create, §2.6 says 'Create Treasury Instrument' is admin's and 'Create Wallet' the owner's: the server
 * asks those roles, so the button does too.
 */
export function canCreate(mode: ViewMode, privilege: PrivilegeLevel, itemKey: string): boolean {
  const create = MODE_ITEMS[mode]?.includes(itemKey) ? MENU_ITEMS[itemKey].create : undefined;
  if (!create) return false;
  switch (mode) {
    case 'project':
      return privilege >= ADMIN;
    case 'treasury':
    case 'workspace':
      return privilege >= ADMIN && privilege >= create.minRole;
    default:
      return false;
  }
}

const path = (...segments: string[]) => '/' + segments.map(encodeURIComponent).join('/');

/** Where the back button goes (docs/product/platform.md §2.4); null where it is hidden or cannot be built. */
export function backTarget(mode: ViewMode, tenantKey: string, projectKey?: string): string | null {
  switch (mode) {
    case 'project':
      return path(tenantKey, 'portfolio', 'projects');
    case 'treasury':
      return path(tenantKey, 'portfolio', 'treasury');
    case 'workspace':
      return projectKey ? path(tenantKey, projectKey, 'workspaces') : null;
    default:
      return null;
  }
}

const trimSlashes = (pathname: string) => pathname.replace(/\/+$/, '');

/**
 * Menu navigation (docs/product/platform.md §2.4): an item leads to its list in the view the menu belongs to,
 * `{shell}/{key}`, from any depth (a list, a record, a create page). `shellPath` is the view's own path
 * (`/demo/mall/city-centre`).
 */
export function menuTarget(shellPath: string, key: string): string {
  return `${trimSlashes(shellPath)}/${key}`;
}

/** The Create action's target; a path already ending in /create is left as it is. */
export function appendCreate(pathname: string): string {
  const trimmed = trimSlashes(pathname);
  return trimmed.endsWith('/create') ? trimmed : `${trimmed}/create`;
}

/** The path's segments below the shell's own path; none when the path is not under it. */
export function segmentsBelow(shellPath: string, pathname: string): string[] {
  const base = trimSlashes(shellPath);
  return pathname === base || pathname.startsWith(`${base}/`) ? pathname.slice(base.length).split('/').filter(Boolean) : [];
}

/**
 * The create action of the page at `pathname` (docs/product/platform.md §2.6, §6): the selected menu item's, on that
 * item's own list (`{shell}/{key}`) only, when the caller may create there; null on any other page.
 */
export function createActionAt(
  mode: ViewMode,
  privilege: PrivilegeLevel,
  items: readonly MenuItem[],
  shellPath: string,
  pathname: string,
): { label: string; to: string } | null {
  const below = segmentsBelow(shellPath, pathname);
  const item = items.find((i) => i.key === below[0]);
  if (!item?.create || below.length !== 1 || !canCreate(mode, privilege, item.key)) return null;
  return { label: item.create.label, to: appendCreate(pathname) };
}

/**
 * Whether the user menu offers the tenant's audit trail: to ADMIN on the tenant, the only users the API lets read the
 * tenant's whole trail, which that page shows. Anyone else who reached it was turned away without a word.
 */
export function offersAuditTrail(grants: Grant[], tenantKey: string): boolean {
  return privilegeOn(grants, tenantResource(tenantKey)) >= ADMIN;
}
