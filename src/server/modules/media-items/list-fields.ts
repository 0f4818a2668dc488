import type { Relation } from '../../../domain/media-items/types.js';
import { KIND_RULES, type ItemKind } from './kinds.js';
import type { ItemRow } from './repo.js';

/**
 * The `fields` of a list request: top-level item fields, and `relations.<field>` for only those fields of
 * each relation (a tile needs the other side's kind and the relation's window, not its twelve fields).
 */
export interface ListFields {
  /** Top-level fields in the order asked; `relations` stands where it was first named. */
  top: string[];
  /** The relation fields asked with `relations.<field>`; null for whole relations (or none). */
  relation: (keyof Relation)[] | null;
}

/** Every field of a relation, in the order `sideOf` builds them. */
export const RELATION_FIELDS: readonly (keyof Relation)[] = [
  'uid',
  'relation',
  'id',
  'name',
  'start',
  'close',
  'enabled',
  'aggregate_id',
  'profile_id',
  'project_id',
  'tenant_id',
  'owned',
];
const isRelationField = (f: string): f is keyof Relation => (RELATION_FIELDS as readonly string[]).includes(f);

export function listFields(fields: string[]): ListFields {
  const top: string[] = [];
  const relation = new Set<keyof Relation>();
  let whole = false;
  for (const f of fields) {
    const sub = f.startsWith('relations.') ? f.slice('relations.'.length) : null;
    if (f === 'relations') whole = true;
    else if (sub !== null && isRelationField(sub)) relation.add(sub);
    else if (sub !== null) continue; // an unknown relation field is left out, as unknown fields are
    const name = sub === null ? f : 'relations';
    if (!top.includes(name)) top.push(name);
  }
  return { top, relation: whole || !relation.size ? null : RELATION_FIELDS.filter((f) => relation.has(f)) };
}

export const wantsRelations = (fields: ListFields | null) => !fields || fields.top.includes('relations');

/** A presented item cut to the fields asked (those it has), relations to their asked fields. */
export function projectListed(item: object, fields: ListFields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields.top) {
    if (!Object.hasOwn(item, f)) continue;
    const value = (item as Record<string, unknown>)[f];
    out[f] = f === 'relations' && fields.relation ? (value as Relation[]).map((r) => Object.fromEntries(fields.relation!.map((k) => [k, r[k]]))) : value;
  }
  return out;
}

const SAMPLE_ROW: ItemRow = {
  tenantId: '',
  id: '',
  kind: 'venue',
  projectId: '',
  aggregateId: '',
  code: '',
  name: '',
  type: '',
  subtype: '',
  category: '',
  enabled: true,
  visibility: 1,
  doc: {},
  lastClose: null,
  lastStart: null,
  createdOn: new Date(0),
  updatedOn: new Date(0),
  version: 0,
};

/** The fields each kind answers: what its presenter gives (so a kind without `type` never answers one). */
export const PRESENTED_FIELDS = Object.fromEntries(
  (Object.keys(KIND_RULES) as ItemKind[]).map((kind) => [kind, new Set(Object.keys(KIND_RULES[kind].present({ ...SAMPLE_ROW, kind }, [])))]),
) as unknown as Record<ItemKind, ReadonlySet<string>>;
