import type { ItemFamily, ItemType } from '../../../domain/item-types/item-type.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import { itemTypeCatalogue } from '../../seed/item-types.js';
import * as repo from './repo.js';

const present = (row: repo.ItemTypeRow): ItemType => ({ id: row.id, family: row.family as ItemFamily, type: row.type, subtypes: row.subtypes });

/** Brings the reference table in line with the seeded catalogue (idempotent, safe on every start-up). */
export function ensureItemTypes(ctx: Pick<AppContext, 'db'>): Promise<void> {
  return repo.syncItemTypes(ctx.db, itemTypeCatalogue());
}

// The catalogue changes only when a server starts with a new one (ensureItemTypes above), so each
// family's types are remembered for a minute: checking the type of every item write costs no query.
const TYPES_TTL_MS = 60_000;
const remembered = new WeakMap<AppContext, Map<string, { rows: repo.ItemTypeRow[]; at: number }>>();

async function familyTypes(ctx: AppContext, family: ItemFamily): Promise<repo.ItemTypeRow[]> {
  let byFamily = remembered.get(ctx);
  if (!byFamily) remembered.set(ctx, (byFamily = new Map()));
  const hit = byFamily.get(family);
  if (hit && Date.now() - hit.at < TYPES_TTL_MS) return hit.rows;
  const rows = await repo.listItemTypes(ctx.db, family);
  byFamily.set(family, { rows, at: Date.now() });
  return rows;
}

/** The types of one family, alphabetically, with their subtypes and categories. */
export async function listItemTypes(ctx: AppContext, family: ItemFamily): Promise<ItemType[]> {
  return (await repo.listItemTypes(ctx.db, family)).map(present);
}

/**
 * Checks a type selection against the catalogue (docs/product/platform.md §4: type, then subtype, then category) and
 * answers it with the catalogue's ids and spelling. Names or ids are accepted; blanks clear the selection.
 */
export async function resolveTypeSelection(
  ctx: AppContext,
  family: ItemFamily,
  input: { type?: string | null; type_id?: string | null; subtype?: string | null; subtype_id?: string | null; category?: string | null },
) {
  const typeRef = input.type_id || input.type;
  if (!typeRef) {
    if (input.subtype_id || input.subtype || input.category) throw badRequest('Choose a type before a sub-type or category');
    return { type: null, type_id: null, subtype: null, subtype_id: null, category: null };
  }
  const types = await familyTypes(ctx, family);
  const type = types.find((t) => t.id === typeRef) ?? types.find((t) => t.type.toLowerCase() === typeRef.toLowerCase());
  if (!type) throw badRequest(`Unknown ${family} type '${typeRef}'`);
  const subRef = input.subtype_id || input.subtype;
  const subtype = subRef ? type.subtypes.find((s) => s.id === subRef || s.type.toLowerCase() === subRef.toLowerCase()) : undefined;
  if (subRef && !subtype) throw badRequest(`Unknown sub-type '${subRef}' of ${type.type}`);
  const category = input.category ? subtype?.categories.find((c) => c.toLowerCase() === input.category!.toLowerCase()) : undefined;
  if (input.category && !category) throw badRequest(`Unknown category '${input.category}'${subtype ? ` of ${subtype.type}` : ''}`);
  return { type: type.type, type_id: type.id, subtype: subtype?.type ?? null, subtype_id: subtype?.id ?? null, category: category ?? null };
}
