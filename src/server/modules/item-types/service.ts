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

/** The types of one family, alphabetically, with their subtypes and categories. */
export async function listItemTypes(ctx: AppContext, family: ItemFamily): Promise<ItemType[]> {
  return (await repo.listItemTypes(ctx.db, family)).map(present);
}

/**
 * Checks a type selection against the catalogue (spec §4: type, then subtype, then category) and
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
  const type = await repo.findItemType(ctx.db, family, typeRef);
  if (!type) throw badRequest(`Unknown ${family} type '${typeRef}'`);
  const subRef = input.subtype_id || input.subtype;
  const subtype = subRef ? type.subtypes.find((s) => s.id === subRef || s.type.toLowerCase() === subRef.toLowerCase()) : undefined;
  if (subRef && !subtype) throw badRequest(`Unknown sub-type '${subRef}' of ${type.type}`);
  const category = input.category ? subtype?.categories.find((c) => c.toLowerCase() === input.category!.toLowerCase()) : undefined;
  if (input.category && !category) throw badRequest(`Unknown category '${input.category}'${subtype ? ` of ${subtype.type}` : ''}`);
  return { type: type.type, type_id: type.id, subtype: subtype?.type ?? null, subtype_id: subtype?.id ?? null, category: category ?? null };
}
