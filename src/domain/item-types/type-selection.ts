/** A catalogue entry as `GET /api/2.0/media-items?ancestor=` answers it (docs/api.md). */
export interface TypeEntry {
  id: string;
  family: string;
  type: string;
  subtypes: { id: string; type: string; categories: string[] }[];
}

/** The type fields an item carries (docs/product/platform.md §3.4, §3.6). */
export interface TypeChoice {
  type: string | null;
  type_id: string | null;
  subtype: string | null;
  subtype_id: string | null;
  category: string | null;
}

export const EMPTY_CHOICE: TypeChoice = { type: null, type_id: null, subtype: null, subtype_id: null, category: null };

export const TYPE_CHANGE_CONFIRMATION = 'I wish to change type. I understand that I will lose all properties specific to the previous type.';

export interface TypeSelection {
  choice: TypeChoice;
  /** The item's type when the selector opened; changing away from it is a mutation. */
  original: TypeChoice;
  /** Creating a new item: no confirmation is needed. */
  creating: boolean;
  /** The confirmation checkbox is ticked. */
  confirmed: boolean;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** The type list, sorted alphabetically (docs/product/platform.md §2.7). */
export function sortedTypes(entries: readonly TypeEntry[]): TypeEntry[] {
  return [...entries].sort((a, b) => byName(a.type, b.type));
}

export function subtypesOf(entries: readonly TypeEntry[], typeId: string | null): TypeEntry['subtypes'] {
  const entry = entries.find((e) => e.id === typeId);
  return entry ? [...entry.subtypes].sort((a, b) => byName(a.type, b.type)) : [];
}

export function categoriesOf(entries: readonly TypeEntry[], typeId: string | null, subtypeId: string | null): string[] {
  const sub = entries.find((e) => e.id === typeId)?.subtypes.find((s) => s.id === subtypeId);
  return sub ? [...sub.categories].sort(byName) : [];
}

export function openSelection(original: TypeChoice, creating: boolean): TypeSelection {
  return { choice: { ...original }, original: { ...original }, creating, confirmed: false };
}

/** An existing item's type changes only after the confirmation is ticked (docs/product/platform.md §4). */
export function canChangeType(s: TypeSelection): boolean {
  return s.creating || s.confirmed;
}

export function confirmChange(s: TypeSelection, confirmed: boolean): TypeSelection {
  // Unticking puts the original type back: nothing is changed without the confirmation.
  return confirmed ? { ...s, confirmed } : { ...s, confirmed, choice: { ...s.original } };
}

/** Choosing a type clears the sub-type and category below it. */
export function chooseType(s: TypeSelection, entries: readonly TypeEntry[], typeId: string | null): TypeSelection {
  if (!canChangeType(s)) return s;
  const entry = entries.find((e) => e.id === typeId);
  return { ...s, choice: { ...EMPTY_CHOICE, type: entry?.type ?? null, type_id: entry?.id ?? null } };
}

export function chooseSubtype(s: TypeSelection, entries: readonly TypeEntry[], subtypeId: string | null): TypeSelection {
  if (!canChangeType(s)) return s;
  const sub = entries.find((e) => e.id === s.choice.type_id)?.subtypes.find((x) => x.id === subtypeId);
  return { ...s, choice: { ...s.choice, subtype: sub?.type ?? null, subtype_id: sub?.id ?? null, category: null } };
}

export function chooseCategory(s: TypeSelection, entries: readonly TypeEntry[], category: string | null): TypeSelection {
  if (!canChangeType(s)) return s;
  const known = categoriesOf(entries, s.choice.type_id, s.choice.subtype_id).includes(category ?? '');
  return { ...s, choice: { ...s.choice, category: known ? category : null } };
}

/**
 * "Selection done" (docs/product/platform.md §4): a type without sub-types, a sub-type without categories, or a
 * category has been chosen.
 */
export function isSelectionDone(choice: TypeChoice, entries: readonly TypeEntry[]): boolean {
  const entry = entries.find((e) => e.id === choice.type_id);
  if (!entry) return false;
  if (entry.subtypes.length === 0) return true;
  const sub = entry.subtypes.find((x) => x.id === choice.subtype_id);
  if (!sub) return false;
  return sub.categories.length === 0 || (choice.category !== null && sub.categories.includes(choice.category));
}

/** A mutation: an existing item's type, sub-type or category differs from what it was. */
export function isMutation(s: TypeSelection): boolean {
  if (s.creating) return false;
  const { choice: c, original: o } = s;
  return c.type_id !== o.type_id || c.subtype_id !== o.subtype_id || c.category !== o.category;
}

/** A mutation enables editing of all groups (docs/product/platform.md §4). */
export function editAllGroups(s: TypeSelection): boolean {
  return isMutation(s);
}

/** The fields that make up a type selection. */
export const TYPE_FIELDS = ['type', 'type_id', 'subtype', 'subtype_id', 'category'] as const satisfies readonly (keyof TypeChoice)[];

/** Whether a change names any level of the type (even as null). */
export const changesType = (patch: object): boolean => TYPE_FIELDS.some((f) => Object.hasOwn(patch, f));

/** What a PUT body may say of the type: names or ids, each absent (unchanged) or null (none). */
export type TypePatch = Partial<Record<keyof TypeChoice, string | null>>;
/** A type reference (id preferred, else name) per level, as the catalogue look-up takes it. */
export type TypeRefs = { type: string | null; subtype: string | null; category: string | null };

/**
 * The type selection after a change: levels the patch leaves out keep their stored value (blank '' or null
 * is none), except that a new type drops the stored sub-type and category, and a new sub-type drops the category.
 */
export function mergedTypeSelection(stored: Partial<TypeChoice>, patch: TypePatch): TypeRefs {
  const has = (f: keyof TypeChoice) => Object.hasOwn(patch, f);
  const typeChanged = has('type') || has('type_id');
  const subtypeChanged = has('subtype') || has('subtype_id');
  return {
    type: typeChanged ? (patch.type_id ?? patch.type ?? null) : stored.type_id || stored.type || null,
    subtype: subtypeChanged ? (patch.subtype_id ?? patch.subtype ?? null) : typeChanged ? null : stored.subtype_id || stored.subtype || null,
    category: has('category') ? (patch.category ?? null) : typeChanged || subtypeChanged ? null : stored.category || null,
  };
}
