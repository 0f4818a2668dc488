import { describe, expect, it } from 'vitest';
import { Privilege } from '../../../domain/access';
import { ApiError } from '../api-error';
import { pageState, type PageInput } from './page-state';

const record = { id: 'a', name: 'Atrium' };
const base: PageInput<typeof record> = {
  creating: false,
  privilegeOf: () => Privilege.EDITOR,
  createRole: Privilege.ADMIN,
  load: { data: record },
  access: { pending: false, foreign: false },
};

describe('record page state', () => {
  it('a create page is NEW for the create role and not permitted below it', () => {
    expect(pageState({ ...base, creating: true, privilegeOf: () => Privilege.ADMIN })).toEqual({
      kind: 'ready',
      mode: 'NEW',
      privilege: Privilege.ADMIN,
      readOnly: false,
    });
    expect(pageState({ ...base, creating: true })).toEqual({ kind: 'not-permitted' });
  });

  it('a stored record is EDIT, read-only when it is another workspace’s', () => {
    expect(pageState(base)).toMatchObject({ kind: 'ready', mode: 'EDIT', record, readOnly: false });
    expect(pageState({ ...base, access: { pending: false, foreign: true } })).toMatchObject({ kind: 'ready', readOnly: true });
  });

  it('waits for the record and for its workspace’s look-up', () => {
    expect(pageState({ ...base, load: {} }).kind).toBe('loading');
    expect(pageState({ ...base, access: { pending: true, foreign: false } }).kind).toBe('loading');
  });

  it('a record not found goes to not-found, a refused one to not permitted, others show their failure', () => {
    expect(pageState({ ...base, load: { error: new ApiError(404, 'Not Found', {}) } })).toEqual({ kind: 'not-found' });
    expect(pageState({ ...base, load: { error: new ApiError(403, 'Forbidden', {}) } })).toEqual({ kind: 'not-permitted' });
    const failure = new ApiError(500, 'Internal Server Error', {});
    expect(pageState({ ...base, load: { error: failure } })).toEqual({ kind: 'failed', error: failure });
  });

  it('reads the privilege on the record itself once it is read (a workspace’s own resource)', () => {
    const privilegeOf = (r?: typeof record) => (r ? Privilege.TRANSIT : Privilege.ADMIN);
    expect(pageState({ ...base, privilegeOf })).toEqual({ kind: 'not-permitted' });
  });
});
