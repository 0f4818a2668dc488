import { describe, expect, it } from 'vitest';
import { Privilege } from '../access/levels.js';
import { GRANT_MESSAGES, grantProblem, NewUser, revokeProblem } from './access-lists.js';

describe('grantProblem', () => {
  it('lets an admin grant admin, editor and reader but not owner', () => {
    for (const role of ['admin', 'editor', 'reader'] as const) expect(grantProblem(Privilege.ADMIN, 'project', role)).toBeNull();
    expect(grantProblem(Privilege.ADMIN, 'tenant', 'owner')).toEqual({ status: 403, message: GRANT_MESSAGES.aboveOwn });
  });

  it('lets an owner grant owner at tenant level only', () => {
    expect(grantProblem(Privilege.OWNER, 'tenant', 'owner')).toBeNull();
    for (const kind of ['treasury', 'project', 'workspace'] as const) {
      expect(grantProblem(Privilege.OWNER, kind, 'owner')).toEqual({ status: 400, message: GRANT_MESSAGES.ownerBelowTenant });
    }
  });

  it('refuses editors and viewers any change', () => {
    expect(grantProblem(Privilege.EDITOR, 'workspace', 'reader')).toEqual({ status: 403, message: GRANT_MESSAGES.notAdmin });
    expect(grantProblem(Privilege.VIEWER, 'workspace', 'reader')?.status).toBe(403);
  });
});

describe('revokeProblem', () => {
  const stewards = { owners: ['olivia'], admins: ['adam', 'olivia'] };

  it('keeps the last owner', () => {
    expect(revokeProblem(stewards, 'owner', 'olivia', 'adam')).toBe(GRANT_MESSAGES.lastOwner);
    expect(revokeProblem({ owners: ['olivia', 'otto'], admins: [] }, 'owner', 'olivia', 'otto')).toBeNull();
  });

  it('keeps someone who can manage the tenant when it has no owner', () => {
    expect(revokeProblem({ owners: [], admins: ['adam'] }, 'admin', 'adam', 'root')).toBe(GRANT_MESSAGES.lastAdmin);
    expect(revokeProblem({ owners: [], admins: ['adam', 'ada'] }, 'admin', 'adam', 'ada')).toBeNull();
  });

  it("refuses the caller's own last way in, but not one of two", () => {
    expect(revokeProblem(stewards, 'admin', 'adam', 'adam')).toBe(GRANT_MESSAGES.ownAccess);
    // Olivia stays owner without her admin role.
    expect(revokeProblem(stewards, 'admin', 'olivia', 'olivia')).toBeNull();
    expect(revokeProblem(stewards, 'admin', 'adam', 'olivia')).toBeNull();
  });

  it('lets other roles and roles not held go', () => {
    expect(revokeProblem(stewards, 'editor', 'adam', 'adam')).toBeNull();
    expect(revokeProblem(stewards, 'admin', 'nobody', 'nobody')).toBeNull();
  });
});

describe('NewUser', () => {
  const valid = { username: 'new.user', firstName: 'New', lastName: 'User', password: 'Passw0rd!' };

  it('accepts a complete user and trims names; a blank email is no email', () => {
    expect(NewUser.parse({ ...valid, firstName: ' New ', email: '' })).toEqual({ ...valid, email: undefined });
  });

  it("refuses a weak password with the product's message and an odd username", () => {
    const weak = NewUser.safeParse({ ...valid, password: 'password' });
    expect(weak.error?.issues[0].message).toBe('New password should contain 8 characters, 1 special and 1 number');
    expect(NewUser.safeParse({ ...valid, username: 'has space' }).success).toBe(false);
  });
});
