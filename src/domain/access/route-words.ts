import { MENU_ITEMS } from './menu.js';

// The fixed segments of docs/product/platform.md §2.1's route table that are not menu items.
const PAGE_SEGMENTS = ['portfolio', 'profile', 'create', 'edit', '404', 'insufficient-privilege'];

/**
 * Path segments the console's own routes use (docs/product/platform.md §2.1, §2.5): a workspace keyed 'summary' or
 * 'venues' would sit where a page of its project already is, and could never be opened.
 */
export const ROUTE_WORDS: ReadonlySet<string> = new Set([...Object.keys(MENU_ITEMS), ...PAGE_SEGMENTS]);

/** Whether a stored (lowercase) key is one of the console's route words. */
export const isRouteWord = (key: string): boolean => ROUTE_WORDS.has(key);
