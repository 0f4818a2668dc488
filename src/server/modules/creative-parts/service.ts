import { privilegeOn } from '../../../domain/access/grants.js';
import { Privilege } from '../../../domain/access/levels.js';
import {
  GRATIFICATION_TYPES,
  newPartId,
  PART_FIELDS,
  PART_MESSAGES,
  PART_SECTIONS,
  partName,
  type CreativeParts,
  type GratificationInput,
  type ImageAssetInput,
  type MediaPartInput,
  type PartField,
  type RouteCardInput,
} from '../../../domain/creatives/parts.js';
import type { RouteCard } from '../../../domain/mobility/route.js';
import { CREATIVE_EDIT_ROLE } from '../../../domain/creatives/sections.js';
import { isId } from '../../../domain/common/ids.js';
import type { Actor } from '../../actor.js';
import { requirePrivilege, tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { resolveTypeSelection } from '../item-types/index.js';
import { workspaceById } from '../aggregates/index.js';
import { settleRoute } from './route-card.js';
import * as repo from './repo.js';

export type { RouteKey } from './repo.js';

export type PartInput = MediaPartInput | ImageAssetInput | GratificationInput | RouteCardInput;

/** The creative a card belongs to, for a caller who may see it (VIEWER on its workspace); 404 to one who may not. */
export async function readableCreative(ctx: AppContext, actor: Actor, creativeId: string) {
  const tenant = await tenantOfActor(ctx, actor, undefined);
  const creative = isId(creativeId) ? await repo.creativeOwner(ctx.db, tenant.id, creativeId) : null;
  const owner = creative && (await workspaceById(ctx, tenant, creative.aggregateId));
  if (!creative || !owner || privilegeOn(actor.grants, owner.resource) < Privilege.VIEWER) throw notFound('Creative');
  return { tenantId: tenant.id, creativeId: creative.id, aggregateId: creative.aggregateId, resource: owner.resource, tenant };
}

/**
 * The creative a card belongs to, for a caller who may change its cards (docs/product/creatives-assets-signage.md §6:
 * ADMIN); 404 to one who may not see it.
 */
export async function editableCreative(ctx: AppContext, actor: Actor, creativeId: string) {
  const { tenantId, creativeId: id, resource } = await readableCreative(ctx, actor, creativeId);
  requirePrivilege(actor, resource, CREATIVE_EDIT_ROLE);
  return { tenantId, creativeId: id };
}

/**
 * A card's stored fields (without its id) and its once-per-creative value, checked by the section's rules;
 * `subId` the stored card a PUT replaces (a route keeps its trip ids, tokens and fare count).
 */
async function storedFields(
  ctx: AppContext,
  section: PartField,
  input: PartInput,
  at: { tenantId: string; creativeId: string },
  subId: string | null,
): Promise<{ doc: Record<string, unknown>; uniqueKey: string | null }> {
  const { id: _id, ...fields } = input;
  const shape = PART_SECTIONS[section].shape;
  if (shape === 'route') {
    const previous = subId ? await repo.findPart(ctx.db, at.tenantId, at.creativeId, subId) : null;
    const stored = subId ? { ...at, routeId: subId } : null;
    return { doc: await settleRoute(ctx, at.tenantId, stored, input as RouteCardInput, (previous?.doc as Partial<RouteCard>) ?? null), uniqueKey: null };
  }
  if (shape === 'image') {
    const asset = fields as Omit<ImageAssetInput, 'id'>;
    // docs/product/creatives-assets-signage.md §3 drops such assets on save without a word; we refuse them and say why.
    if (!(asset.type_id || asset.type) || !(asset.subtype_id || asset.subtype)) throw badRequest(PART_MESSAGES.assetTypeRequired);
    const type = await resolveTypeSelection(ctx, 'creative', asset);
    return { doc: { ...asset, ...type, category: type.category ?? '' }, uniqueKey: null };
  }
  if (shape === 'gratification') {
    const points = fields as Omit<GratificationInput, 'id'>;
    return { doc: { ...points, type: GRATIFICATION_TYPES[points.action] }, uniqueKey: points.action };
  }
  return { doc: fields, uniqueKey: null };
}

const clash = (what: 'id' | 'unique') => conflict(what === 'id' ? PART_MESSAGES.idTaken : PART_MESSAGES.actionTaken);

/** POST: a new card at the end of its section; the client's 6-character id is kept, else one is made. */
export async function addPart(ctx: AppContext, actor: Actor, creativeId: string, section: PartField, input: PartInput) {
  const at = await editableCreative(ctx, actor, creativeId);
  const { doc, uniqueKey } = await storedFields(ctx, section, input, at, null);
  // A made id that happens to be taken is drawn again; a client's is refused (it names its card).
  for (let attempt = 0; ; attempt++) {
    const subId = input.id ?? newPartId();
    const row = await repo.insertPart(ctx.db, { ...at, subId, section, uniqueKey, doc });
    if (row === 'id' && !input.id && attempt < 5) continue;
    if (typeof row === 'string') throw clash(row);
    return presentPart(row, section, new Set());
  }
}

/** PUT {subId}: the card's fields replaced, that card alone. */
export async function replacePart(ctx: AppContext, actor: Actor, creativeId: string, section: PartField, subId: string, input: PartInput) {
  if (input.id !== undefined && input.id !== subId) throw badRequest(PART_MESSAGES.idMismatch);
  const at = await editableCreative(ctx, actor, creativeId);
  const { doc, uniqueKey } = await storedFields(ctx, section, input, at, subId);
  const row = await repo.replacePart(ctx.db, { ...at, subId, section }, uniqueKey, doc);
  if (row === 'unique') throw clash(row);
  if (!row) throw notFound('Card');
  const withImage = section === 'assets' ? await repo.assetsWithImages(ctx.db, at.tenantId, at.creativeId) : new Set<string>();
  return presentPart(row, section, withImage);
}

/** DELETE {subId}: the card goes, and an image asset's picture with it. */
export async function removePart(ctx: AppContext, actor: Actor, creativeId: string, section: PartField, subId: string) {
  const at = await editableCreative(ctx, actor, creativeId);
  const gone = await repo.deletePart(ctx.db, { ...at, subId, section });
  if (!gone) throw notFound('Card');
  // The row naming the file is gone: a file that cannot be removed only takes space.
  if (gone.storageKey) {
    await ctx.storage.delete(gone.storageKey).catch(() => {});
    ctx.itemChanges.announce(at.tenantId);
  }
}

/** A card as the creative's array answers it. */
function presentPart(row: repo.PartRow, section: PartField, withImage: ReadonlySet<string>) {
  const card = { id: row.subId, ...row.doc };
  return section === 'assets' ? { ...card, hasImage: withImage.has(row.subId) } : card;
}

/** Every array of a creative's cards (docs/product/creatives-assets-signage.md §3), each in its order. */
export async function creativePartsOf(ctx: Pick<AppContext, 'db'>, tenantId: string, creativeId: string): Promise<CreativeParts> {
  const [rows, withImage] = await Promise.all([repo.partsOf(ctx.db, tenantId, creativeId), repo.assetsWithImages(ctx.db, tenantId, creativeId)]);
  const out = Object.fromEntries(PART_FIELDS.map((f) => [f, [] as unknown[]])) as Record<PartField, unknown[]>;
  for (const row of rows) {
    const section = row.section as PartField;
    out[section]?.push(presentPart(row, section, withImage));
  }
  return out as CreativeParts;
}

/** For the images module: whether the creative has this image asset. */
export async function hasImageAsset(ctx: AppContext, tenantId: string, creativeId: string, subId: string): Promise<boolean> {
  const row = await repo.findPart(ctx.db, tenantId, creativeId, subId);
  return row?.section === 'assets';
}

/** What a creative's answer is made of, as a short text (repo.creativeStamp); null when there is no such creative. */
export const creativeStampOf = (ctx: Pick<AppContext, 'db'>, tenantId: string, creativeId: string) => repo.creativeStamp(ctx.db, tenantId, creativeId);

/** For the mobility module: one card of a creative, or null. */
export const cardOf = (ctx: Pick<AppContext, 'db'>, tenantId: string, creativeId: string, subId: string) => repo.findPart(ctx.db, tenantId, creativeId, subId);
/** For the mobility module: a creative's cards (each section in its order). */
export const cardsOf = (ctx: Pick<AppContext, 'db'>, tenantId: string, creativeId: string) => repo.partsOf(ctx.db, tenantId, creativeId);
/** For the mobility module's imports: adds cards inside the caller's transaction (a clash is answered, not thrown). */
export const insertCard = repo.insertPart;

/** For the audit trail: the section and name of those of a creative's cards `subIds` that exist (its history names them). */
export async function cardNames(ctx: Pick<AppContext, 'db'>, tenantId: string, creativeId: string, subIds: string[]) {
  const rows = subIds.length ? await repo.partsByIds(ctx.db, tenantId, creativeId, subIds) : [];
  return new Map(rows.map((row) => [row.subId, { section: row.section, name: partName(row.doc) }]));
}
