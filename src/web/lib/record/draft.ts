import { pageSections, type SectionTable } from '../../../domain/sections/table';
import { changedOf } from './draft-changes';

/** A form's problems by field: one message per field, shown beside it ("errors of this form"). */
export type FormErrors<D> = Partial<Record<keyof D, string>>;

/**
 * A form's values: the record's where it holds them (not null), else the blank form's. Blank lists and
 * objects are copies, so two drafts never share one.
 */
export function valuesOf<D extends object>(record: Partial<NoInfer<D>> | undefined, blank: D): D {
  return Object.fromEntries(Object.entries(blank).map(([f, v]) => [f, record?.[f as keyof D] ?? structuredClone(v)])) as D;
}

/**
 * The draft fields a section saves: the fields its table row writes that the form holds, less the ones
 * fixed once the record exists (a workspace's key).
 */
export function sectionFields<D extends object>(table: SectionTable, section: string, draft: D, fixed: readonly string[] = []): (keyof D)[] {
  const row = Object.hasOwn(table, section) ? table[section] : undefined;
  return (row?.fields ?? []).filter((f) => Object.hasOwn(draft, f) && !fixed.includes(f)) as (keyof D)[];
}

/** The body of a section's PUT: its fields whose draft value differs from the stored one (without id). */
export function sectionChanges<D extends object>(table: SectionTable, section: string, saved: D, draft: D, fixed: readonly string[] = []): Partial<D> {
  return changedOf(saved, draft, sectionFields(table, section, draft, fixed));
}

/** `draft` with `fields` taken from `source`: a stored answer replacing the saved section, or cancel putting it back. */
export function withFields<D extends object>(draft: D, source: D, fields: readonly (keyof D)[]): D {
  const out = { ...draft };
  for (const f of fields) out[f] = structuredClone(source[f]);
  return out;
}

/** Whether the form holds anything not stored: compared with what it started from, by content. */
export const isDirty = <D extends object>(baseline: D, draft: D): boolean => JSON.stringify(baseline) !== JSON.stringify(draft);

/** The errors among `fields` (a section's), in the form's order. */
export function errorsOf<D>(errors: FormErrors<D>, fields: readonly (keyof D)[]): FormErrors<D> {
  return Object.fromEntries(Object.entries(errors).filter(([f, m]) => m && fields.includes(f as keyof D))) as FormErrors<D>;
}

const blank = (v: unknown) => v === '' || v === null || v === undefined;

/**
 * The create call's body: the fields of the sections a create page shows, less `hidden` (fields the form
 * does not show for this draft); blanks are left out (the server fills defaults), and so are blank web
 * addresses.
 */
export function createBodyOf<D extends object>(table: SectionTable, draft: D, hidden: readonly string[] = []): Partial<D> {
  const out: Record<string, unknown> = {};
  for (const section of pageSections(table, true)) {
    for (const f of sectionFields(table, section, draft, hidden)) {
      const v: unknown = draft[f];
      if (blank(v)) continue;
      out[f as string] = f === 'urls' ? Object.fromEntries(Object.entries(v as Record<string, string>).filter(([, u]) => u?.trim())) : v;
    }
  }
  return out as Partial<D>;
}
