import { expect, it } from 'vitest';
import { MENU_ITEMS } from './menu.js';
import { isRouteWord, ROUTE_WORDS } from './route-words.js';

it('holds every menu key and the fixed page segments of the route table', () => {
  for (const key of Object.keys(MENU_ITEMS)) expect(isRouteWord(key)).toBe(true);
  for (const word of ['summary', 'workspaces', 'create', 'portfolio', 'profile', 'treasury', 'users', 'projects', 'edit', '404', 'insufficient-privilege'])
    expect(ROUTE_WORDS.has(word)).toBe(true);
  for (const key of ['riverside', 'mall', 'summary-', 'venue']) expect(isRouteWord(key)).toBe(false);
});
