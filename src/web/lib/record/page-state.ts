import { Privilege, type PrivilegeLevel } from '../../../domain/access';
import type { SectionMode } from '../../../domain/sections/section-state';
import { ApiError } from '../api-error';

/** NEW on a create page (`…/create`), EDIT on a stored record; LIVE sections are views in either. */
export type RecordMode = Extract<SectionMode, 'NEW' | 'EDIT'>;

export type PageState<T> =
  | { kind: 'not-permitted' }
  | { kind: 'not-found' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'loading' }
  | { kind: 'ready'; mode: RecordMode; record?: T; privilege: PrivilegeLevel; readOnly: boolean };

export interface PageInput<T> {
  creating: boolean;
  /** The caller's privilege: on the record once read (a workspace's own resource), else on its scope. */
  privilegeOf(record?: T): PrivilegeLevel;
  /** The role a create page needs (the primary section's edit role). */
  createRole: PrivilegeLevel;
  load: { data?: T; error?: unknown };
  /** The record's own workspace is being looked up / is not the caller's (shared, partner or public). */
  access: { pending: boolean; foreign: boolean };
}

/**
 * What a record's page shows (docs/product/platform.md §8): a create page needs the create role; a stored record that
 * cannot be read is not found (another tenant's too; said inside the console) or not permitted (403), else the
 * failure itself; one that is read needs VIEWER, and is read-only when it belongs to another workspace
 * (docs/product/campaigns-venues-events.md §6).
 */
export function pageState<T>({ creating, privilegeOf, createRole, load, access }: PageInput<T>): PageState<T> {
  if (creating) {
    const privilege = privilegeOf(undefined);
    return privilege >= createRole ? { kind: 'ready', mode: 'NEW', privilege, readOnly: false } : { kind: 'not-permitted' };
  }
  if (load.error !== undefined && load.error !== null) {
    if (load.error instanceof ApiError && load.error.status === 404) return { kind: 'not-found' };
    if (load.error instanceof ApiError && load.error.status === 403) return { kind: 'not-permitted' };
    return { kind: 'failed', error: load.error };
  }
  if (!load.data || access.pending) return { kind: 'loading' };
  const privilege = privilegeOf(load.data);
  if (privilege < Privilege.VIEWER) return { kind: 'not-permitted' };
  return { kind: 'ready', mode: 'EDIT', record: load.data, privilege, readOnly: access.foreign };
}
