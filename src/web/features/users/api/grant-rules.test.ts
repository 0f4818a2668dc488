import { describe, expect, it } from 'vitest';
import { Privilege } from '../../../../domain/access';
import { canManage, canToggle, grantableRoles, grantConfirmation } from './grant-rules';

describe('access list rules of the users page', () => {
  it('lets an admin change admin, editor and viewer, never owner', () => {
    expect(canManage(Privilege.ADMIN)).toBe(true);
    expect(grantableRoles(Privilege.ADMIN, 'tenant')).toEqual(['admin', 'editor', 'reader']);
    expect(canToggle(Privilege.ADMIN, 'tenant', 'owner')).toBe(false);
  });

  it('offers owner to an owner on the tenant list only', () => {
    expect(grantableRoles(Privilege.OWNER, 'tenant')).toEqual(['owner', 'admin', 'editor', 'reader']);
    expect(grantableRoles(Privilege.OWNER, 'workspace')).toEqual(['admin', 'editor', 'reader']);
  });

  it('keeps everything read-only below ADMIN', () => {
    expect(canManage(Privilege.EDITOR)).toBe(false);
    expect(canToggle(Privilege.EDITOR, 'project', 'reader')).toBe(false);
    expect(grantableRoles(Privilege.VIEWER, 'workspace')).toEqual([]);
  });

  it('names the role, the list and the user in the confirmation of a click', () => {
    expect(grantConfirmation(true, 'editor', 'viewer', 'City Centre')).toEqual({
      title: 'Grant role',
      text: 'Grant the Editor role on City Centre to viewer?',
      confirm: 'Grant',
    });
    expect(grantConfirmation(false, 'reader', 'rita', 'Riverside')).toMatchObject({
      text: 'Revoke the Viewer role on Riverside from rita?',
      confirm: 'Revoke',
    });
  });
});
