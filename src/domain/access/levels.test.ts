import { describe, expect, it } from 'vitest';
import { Privilege, privilegeName, roleToPrivilege } from './levels.js';

describe('Privilege levels', () => {
  it('numbers the levels NONE 0 to OWNER 5 in ascending order', () => {
    expect(Privilege).toEqual({ NONE: 0, TRANSIT: 1, VIEWER: 2, EDITOR: 3, ADMIN: 4, OWNER: 5 });
  });
});

describe('roleToPrivilege', () => {
  it.each([
    ['user', Privilege.VIEWER],
    ['viewer', Privilege.VIEWER],
    ['reader', Privilege.VIEWER],
    ['editor', Privilege.EDITOR],
    ['admin', Privilege.ADMIN],
    ['owner', Privilege.OWNER],
  ])('maps role %s to level %i', (role, level) => {
    expect(roleToPrivilege(role)).toBe(level);
  });

  it('ignores letter case', () => {
    expect(roleToPrivilege('ADMIN')).toBe(Privilege.ADMIN);
    expect(roleToPrivilege('Viewer')).toBe(Privilege.VIEWER);
    expect(roleToPrivilege('oWnEr')).toBe(Privilege.OWNER);
  });

  it.each(['', 'transit', 'none', 'superuser', 'admins', ' admin', 'admin ', 'constructor', '__proto__', 'toString'])(
    'gives NONE for the unknown role %j',
    (role) => {
      expect(roleToPrivilege(role)).toBe(Privilege.NONE);
    },
  );

  it('gives NONE for a value that is not a string at run time', () => {
    expect(roleToPrivilege(undefined as unknown as string)).toBe(Privilege.NONE);
    expect(roleToPrivilege(4 as unknown as string)).toBe(Privilege.NONE);
  });
});

describe('privilegeName', () => {
  it('names every level', () => {
    expect([0, 1, 2, 3, 4, 5].map((p) => privilegeName(p as 0))).toEqual(['NONE', 'TRANSIT', 'VIEWER', 'EDITOR', 'ADMIN', 'OWNER']);
  });

  it('names an out-of-range value NONE rather than undefined', () => {
    expect(privilegeName(9 as unknown as 0)).toBe('NONE');
  });
});
