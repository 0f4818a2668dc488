import { Privilege, type PrivilegeLevel } from '../access/levels.js';

/**
 * One section of a record's page (docs/product/platform.md §2.7): its title, the document fields one PUT of the section
 * writes, the role that edits it (null: never editable, a view) and the role that sees it.
 */
export interface SectionDef {
  readonly title: string;
  readonly fields: readonly string[];
  readonly editRole: PrivilegeLevel | null;
  readonly viewRole: PrivilegeLevel;
  /** Shown only once the record is stored: not on its create page (anchors, schedules and views need its id). */
  readonly storedOnly?: boolean;
  /** Written through the API but not drawn as a section of the console page (a campaign's visibility). */
  readonly apiOnly?: boolean;
}

/**
 * An area's sections in display order. The server's PUT check (`roleForChange`) and the console's pencil
 * (`mayEditSection`) both read it, so they agree by construction.
 */
export type SectionTable<S extends string = string> = { readonly [K in S]: SectionDef };

/** A section with the usual viewer role (docs/product/platform.md §6: every section is viewable from VIEWER). */
export const section = (title: string, editRole: PrivilegeLevel | null, fields: readonly string[] = [], more: Partial<SectionDef> = {}): SectionDef => ({
  title,
  fields,
  editRole,
  viewRole: Privilege.VIEWER,
  ...more,
});

/** The table's sections in display order. */
export const sectionNames = <S extends string>(table: SectionTable<S>): S[] => Object.keys(table) as S[];

/** The sections a console page draws (those the API alone writes are left out); on a create page only the unstored ones. */
export function pageSections<S extends string>(table: SectionTable<S>, creating = false): S[] {
  return sectionNames(table).filter((s) => !table[s].apiOnly && !(creating && table[s].storedOnly));
}

/** The section that writes `field`, or null when none does. */
export function sectionOfField<S extends string>(table: SectionTable<S>, field: string): S | null {
  return sectionNames(table).find((s) => table[s].fields.includes(field)) ?? null;
}

/** Every field a PUT or POST of the area writes: the fields of all its sections. Others are dropped from a body. */
export function writableFields(table: SectionTable): ReadonlySet<string> {
  return new Set(sectionNames(table).flatMap((s) => table[s].fields));
}

/**
 * The privilege a PUT of `fields` needs: the highest edit role of the sections writing them. Fields no
 * section writes are not written (see writableFields) and need nothing; no fields need VIEWER.
 */
export function roleForChange(table: SectionTable, fields: Iterable<string>): PrivilegeLevel {
  let role: PrivilegeLevel = Privilege.VIEWER;
  for (const f of fields) {
    const s = sectionOfField(table, f);
    // A field of a never-editable section is written by nobody: only the owner could.
    const needed = s ? (table[s].editRole ?? Privilege.OWNER) : Privilege.VIEWER;
    if (needed > role) role = needed;
  }
  return role;
}

/** The role that edits `name`, or null when it is never editable. */
export const editRoleOf = <S extends string>(table: SectionTable<S>, name: S): PrivilegeLevel | null => table[name].editRole;

/** Whether the caller's privilege may edit a section; never on a record of another workspace (`foreign`). */
export function mayEditSection<S extends string>(table: SectionTable<S>, name: S, privilege: PrivilegeLevel, foreign = false): boolean {
  const role = table[name].editRole;
  return !foreign && role !== null && privilege >= role;
}

/**
 * Whether the record's page lets the caller edit anything: some section it draws is theirs to edit. A list's
 * tile offers its Edit action on this, so the action never opens a page that is read-only to them.
 */
export function mayEditPage(table: SectionTable, privilege: PrivilegeLevel, foreign = false): boolean {
  return pageSections(table).some((name) => mayEditSection(table, name, privilege, foreign));
}

/** Whether the caller's privilege may see a section. */
export const mayViewSection = <S extends string>(table: SectionTable<S>, name: S, privilege: PrivilegeLevel): boolean => privilege >= table[name].viewRole;
