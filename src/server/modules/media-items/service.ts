import { createHash } from 'node:crypto';
import { privilegeOn, workspaceGrants } from '../../../domain/access/grants.js';
import { Privilege } from '../../../domain/access/levels.js';
import { isId, newId } from '../../../domain/common/ids.js';
import { onlyColumnFields, type ListOrder, type ListPeriod, type ListScope } from '../../../domain/common/list-query.js';
import { creativeNameFor, endOfYear, type CampaignInput, type CampaignPatch } from '../../../domain/campaigns/campaign.js';
import type { Campaign } from '../../../domain/campaigns/types.js';
import type { CreativeInput } from '../../../domain/creatives/creative.js';
import type { Creative } from '../../../domain/creatives/types.js';
import { creativePartsOf, creativeStampOf } from '../creative-parts/index.js';
import type { EventInput, EventPatch } from '../../../domain/events/event.js';
import type { MediaEvent } from '../../../domain/events/types.js';
import { type CreateAsset, type ItemPatch, type VenueInput } from '../../../domain/media-items/item.js';
import { ITEM_MESSAGES } from '../../../domain/media-items/types.js';
import { allowedEntities, defaultAvailability } from '../../../domain/media-items/rules.js';
import type { Relation, Schedule } from '../../../domain/media-items/types.js';
import { venueAssetType } from '../../../domain/media-items/venue-assets.js';
import { oneYearFrom } from '../../../domain/relations/periods.js';
import { newUid } from '../../../domain/relations/uid.js';
import { canLink } from '../../../domain/relations/visibility.js';
import { changesType, mergedTypeSelection } from '../../../domain/item-types/type-selection.js';
import { roleForChange, writableFields } from '../../../domain/sections/table.js';
import { cleanTags, cleanUrls } from '../../../domain/workspaces/workspace.js';
import type { Actor } from '../../actor.js';
import { requirePrivilege, tenantOfActor } from '../../authorize.js';
import { JsonText } from '../../compression.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { locateWorkspace, locateWriteWorkspace, type BodyScope, type LocatedWorkspace } from '../aggregates/index.js';
import { resolveTypeSelection } from '../item-types/index.js';
import { profileIdOf } from '../profiles/index.js';
import type { TenantRow } from '../tenants/index.js';
import { embeddedRelationsOf, linkItems, relationsOf } from '../relations/index.js';
import { borrowedPrivilege, ownerOf, visibilityOf } from './access.js';
import { issueDeviceSecret } from './device-secrets.js';
import { KIND_RULES, type ItemKind } from './kinds.js';
import type { ItemDoc, ItemJson } from './present.js';
import { listItemsJson, jsonBuildable } from './list-json.js';
import { listFields, projectListed, wantsRelations } from './list-fields.js';
import * as repo from './repo.js';

export type { ItemKind } from './kinds.js';
/** The JSON of any kind: venues, assets, devices (ItemJson), campaigns, events and creatives. */
export type AnyItemJson = ItemJson | Campaign | MediaEvent | Creative;
/** A POST or PUT body of any kind (each route validates its own kind's schema). */
export type AnyInput = VenueInput & CampaignInput & EventInput & CreativeInput;
export type AnyPatch = ItemPatch & CampaignPatch & EventPatch;

export interface ListQuery extends ListScope {
  public?: boolean;
  limit: number;
  offset: number;
  /** Newest first, or docs/product/campaigns-venues-events.md §2.2's schedule order. */
  sort: ListOrder;
  /** Only items whose name contains this, any case. */
  name?: string;
  /** Only these items. */
  ids?: string[];
  /** Read the database even when the list cache holds the answer (header `reset: true`). */
  fresh?: boolean;
  /** Only current or only historical items (by their schedules, now). */
  period?: ListPeriod;
}

/** A row as its kind answers it (KIND_RULES[kind].present). */
const presentRow = (row: repo.ItemRow, relations: Relation[]) => KIND_RULES[row.kind as ItemKind].present(row, relations) as AnyItemJson;

async function withRelations(db: Db, tenantId: string, rows: (repo.ItemRow | repo.ItemWithRelations)[], viewer: string, wanted = true): Promise<AnyItemJson[]> {
  // Rows read with their relations embedded need no second query.
  if (rows.every((r) => 'relations' in r))
    return rows.map((row) => presentRow(row, wanted ? embeddedRelationsOf((row as repo.ItemWithRelations).relations, viewer) : []));
  const relations =
    wanted && rows.length
      ? await relationsOf(
          db,
          tenantId,
          rows.map((r) => r.id),
          viewer,
        )
      : new Map<string, Relation[]>();
  return rows.map((row) => presentRow(row, relations.get(row.id) ?? []));
}

/**
 * A workspace's items of a kind, newest first, as the JSON answer (projected to `fields`); with
 * ?public=true also those other workspaces let it use. The privilege is checked on every call; the
 * answer itself may come from the list cache (src/server/lists), or from one read shared with the same
 * request arriving meanwhile, except for ?public=true, whose availability windows move with the clock,
 * look-ups by ?ids= and periods.
 */
export async function listItems(ctx: AppContext, actor: Actor, kind: ItemKind, q: ListQuery, fields: string[] | null): Promise<JsonText> {
  const { tenant, workspace, resource } = await locateWorkspace(ctx, actor, q);
  requirePrivilege(actor, resource, Privilege.VIEWER);
  const asked = fields && listFields(fields);
  // Not kept: public lists and periods move with the clock, look-ups by id vary too much.
  const key =
    q.public || q.ids || q.period ? null : `items|${workspace.id}|${kind}|${q.sort}|${q.name ?? ''}|${q.limit}|${q.offset}|${fields?.join(',') ?? '*'}`;
  const kept = key && !q.fresh && ctx.lists.get(key, tenant.id);
  if (kept) return kept;
  // The same list asked again while it is being read is read once for all who asked (src/server/lists/read-groups.ts).
  const read = async () => {
    const generation = ctx.lists.generation(tenant.id);
    const page = { limit: q.limit, offset: q.offset };
    const period = q.period ? { is: q.period, now: new Date() } : undefined;
    // Fields that are columns only (the tiles') need no documents read.
    const options = { order: q.sort, name: q.name, ids: q.ids, period, columnsOnly: !!asked && onlyColumnFields(asked.top) };
    let text: string;
    if (!q.public && asked && jsonBuildable(kind, asked)) {
      text = await listItemsJson(ctx.db, tenant.id, workspace.id, kind, page, options, asked);
    } else {
      const rows = q.public
        ? await repo.listVisibleItems(ctx.db, tenant.id, workspace.id, kind, page, new Date(), options)
        : await repo.listItems(ctx.db, tenant.id, workspace.id, kind, page, options);
      const list = await withRelations(ctx.db, tenant.id, rows, workspace.id, wantsRelations(asked));
      text = JSON.stringify(asked ? list.map((item) => projectListed(item, asked)) : list);
    }
    const body = new JsonText(text);
    if (key) ctx.lists.store(key, tenant.id, generation, body);
    return body;
  };
  return key ? ctx.readGroups.run(`${tenant.id}|${key}`, read) : read();
}

/** GET /events/periods: how many of the workspace's items (named like `name`) are current and historical now (VIEWER). */
export async function countItemsByPeriod(ctx: AppContext, actor: Actor, kind: ItemKind, q: ListScope & { name?: string }): Promise<Record<ListPeriod, number>> {
  const { tenant, workspace, resource } = await locateWorkspace(ctx, actor, q);
  requirePrivilege(actor, resource, Privilege.VIEWER);
  return repo.countByPeriod(ctx.db, tenant.id, workspace.id, kind, q.name, new Date());
}

/** Finds an item by id, or by name (in the ?aggregate= workspace when given); 404 when unknown or another tenant's. */
async function findItem(ctx: AppContext, tenantId: string, kind: ItemKind, idOrName: string, aggregateId?: string) {
  const byId = isId(idOrName) ? await repo.findItemById(ctx.db, tenantId, kind, idOrName) : null;
  if (byId) return byId;
  const named = await repo.findItemsByName(ctx.db, tenantId, kind, idOrName, aggregateId);
  if (named.length > 1) throw badRequest('Several workspaces have an item with this name: give ?aggregate=');
  if (!named[0]) throw notFound('Item');
  return named[0];
}

/**
 * An item the caller may read: VIEWER on its workspace, or visible (shared, partner, public and
 * available) to the ?aggregate= workspace they view. Anything else is "not found".
 */
export async function getItem(ctx: AppContext, actor: Actor, kind: ItemKind, idOrName: string, scope: ListScope): Promise<AnyItemJson> {
  const found = await readableItem(ctx, actor, kind, idOrName, scope);
  return buildItem(ctx, found);
}

/** An item the caller may read, and the workspace it is read from (its relations' `owned` depend on it). */
async function readableItem(ctx: AppContext, actor: Actor, kind: ItemKind, idOrName: string, scope: ListScope) {
  const tenant = await tenantOfActor(ctx, actor, scope.tenant);
  const viewer = scope.aggregate ? await locateWorkspace(ctx, actor, scope) : null;
  const row = await findItem(ctx, tenant.id, kind, idOrName, viewer?.workspace.id);
  const owner = viewer?.workspace.id === row.aggregateId ? viewer : await ownerOf(ctx, tenant, row);
  const own = privilegeOn(actor.grants, owner.resource) >= Privilege.VIEWER;
  const through = !own && viewer && privilegeOn(actor.grants, viewer.resource) >= Privilege.VIEWER && canLink(visibilityOf(row), viewer.workspace.id);
  if (!own && !through) throw notFound('Item');
  return { tenantId: tenant.id, row, viewerId: (viewer ?? owner).workspace.id };
}

async function buildItem(ctx: AppContext, { tenantId, row, viewerId }: Awaited<ReturnType<typeof readableItem>>): Promise<AnyItemJson> {
  const [item] = await withRelations(ctx.db, tenantId, [row], viewerId);
  return withCards(ctx, tenantId, item);
}

/**
 * A creative read by id or written answers its cards (docs/product/creatives-assets-signage.md §3) and counts its asset
 * pictures; other kinds as they are.
 */
async function withCards(ctx: AppContext, tenantId: string, item: AnyItemJson): Promise<AnyItemJson> {
  if (!('imageCount' in item)) return item;
  const cards = await creativePartsOf(ctx, tenantId, item.id);
  return { ...item, ...cards, imageCount: cards.assets.filter((a) => a.hasImage).length } as Creative;
}

/**
 * A creative by id with its ETag (weak: the same answer, not the same bytes). A revalidation whose tag still holds is
 * answered from one small read of what the answer is made of (creativeStamp), without reading the cards.
 */
export async function getCreative(ctx: AppContext, actor: Actor, idOrName: string, scope: ListScope, variant: string, ifNoneMatch: string | undefined) {
  const found = await readableItem(ctx, actor, 'creative', idOrName, scope);
  const stamp = await creativeStampOf(ctx, found.tenantId, found.row.id);
  const etag = `W/"${createHash('sha256').update(`${stamp}|${found.viewerId}|${variant}`).digest('base64url').slice(0, 27)}"`;
  const tags = ifNoneMatch?.split(',').map((t) => t.trim()) ?? [];
  if (tags.includes(etag) || tags.includes(etag.slice(2))) return { etag, item: null };
  return { etag, item: await buildItem(ctx, found) };
}

type Changes = Omit<AnyPatch, 'id'>;

/** The fields a body of each kind may write: those of its sections; any other is dropped. */
const WRITABLE = Object.fromEntries(Object.entries(KIND_RULES).map(([kind, rules]) => [kind, writableFields(rules.sections)])) as Record<
  ItemKind,
  ReadonlySet<string>
>;

/** Schedules as stored: a uid for each new one (docs/product/campaigns-venues-events.md §9: 8 characters). */
const storedSchedules = (list: NonNullable<Changes['schedules']>): Schedule[] => list.map((s) => ({ ...s, uid: s.uid ?? newUid() }));

/** The JSONB part of a body as stored (tags de-duplicated, URLs lowercased); columns are set apart. */
function documentFields(kind: ItemKind, changes: Changes): ItemDoc {
  const doc: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined || ['code', 'name', 'enabled', 'visibility', 'type', 'type_id', 'subtype', 'subtype_id', 'category'].includes(field)) continue;
    if (!WRITABLE[kind].has(field)) continue;
    doc[field] = value;
  }
  if (changes.tags) doc.tags = cleanTags(changes.tags);
  if (changes.urls) doc.urls = cleanUrls(changes.urls);
  if (changes.schedules) doc.schedules = storedSchedules(changes.schedules);
  return doc as ItemDoc;
}

/**
 * Cross-field rules after a change: maxAllowed per multifaceted (venue family,
 * docs/product/campaigns-venues-events.md §5), availability in order.
 */
function settle(kind: ItemKind, doc: ItemDoc): ItemDoc {
  if (KIND_RULES[kind].venueFamily) doc.maxAllowed = allowedEntities(doc.multifaceted ?? false, doc.maxAllowed);
  if (doc.availableFrom && doc.availableTo && doc.availableTo < doc.availableFrom) throw badRequest(ITEM_MESSAGES.availableOrder);
  return doc;
}

// Names are unique per workspace by the table's unique index (media_items_name_uq): a write that would
// repeat one is refused by the database and answered with this, with no look-up before it.
const duplicate = (kind: ItemKind) => conflict(KIND_RULES[kind].duplicate ?? ITEM_MESSAGES.duplicateName.venue);

/** One new item row, checked and typed against the catalogue (the caller has checked privileges). */
async function newItemRow(ctx: AppContext, kind: ItemKind, at: LocatedWorkspace, input: Changes, profileId: string | null, now: Date): Promise<repo.NewItem> {
  const rules = KIND_RULES[kind];
  const name = input.name?.trim();
  if (!name) throw badRequest(rules.nameRequired);
  const code = input.code?.trim();
  if (!code && rules.codeRequired) throw badRequest(rules.codeRequired);
  const type = rules.typed ? await resolveTypeSelection(ctx, kind, input) : { type: null, type_id: null, subtype: null, subtype_id: null, category: null };
  const doc = settle(kind, {
    ...defaultAvailability(now),
    ...documentFields(kind, input),
    type_id: type.type_id,
    subtype_id: type.subtype_id,
    profile_id: profileId,
  });
  return {
    tenantId: at.tenant.id,
    id: newId(),
    kind,
    projectId: at.workspace.projectId,
    aggregateId: at.workspace.id,
    code: code || rules.code(name),
    name,
    type: type.type ?? '',
    subtype: type.subtype ?? '',
    category: type.category ?? '',
    enabled: input.enabled ?? true,
    visibility: input.visibility ?? 1,
    doc,
  };
}

async function insertOrConflict(db: Db, kind: ItemKind, values: repo.NewItem): Promise<repo.ItemRow> {
  const row = await repo.insertItem(db, values);
  if (row === 'duplicate') throw duplicate(kind);
  return row;
}

/**
 * POST: ADMIN on the workspace. A venue may bring `createAsset`: the asset and the two-way anchor
 * valid for a year are written in the venue's transaction (docs/product/campaigns-venues-events.md §4.6, without its
 * timed delays). A campaign gets its creative ('For # ' + name) linked until the end of the year, in the same
 * transaction (docs/product/campaigns-venues-events.md §4.7). A device gets its ingestion secret, answered once. The
 * workspace is ?aggregate= or the body's aggregate_id (locateWriteWorkspace).
 */
export async function createItem(ctx: AppContext, actor: Actor, kind: ItemKind, query: ListScope, owner: BodyScope, input: Partial<AnyInput>) {
  const at = await locateWriteWorkspace(ctx, actor, query, owner);
  requirePrivilege(actor, at.resource, Privilege.ADMIN);
  const { createAsset, ...fields } = input;
  const now = new Date();
  const profileId = await profileIdOf(ctx, actor);
  const values = await newItemRow(ctx, kind, at, fields, profileId, now);
  const assetValues = kind === 'venue' && createAsset ? await venueAssetRow(ctx, at, values.name, createAsset, profileId, now) : null;
  const creativeValues =
    kind === 'campaign'
      ? await newItemRow(ctx, 'creative', at, { code: KIND_RULES.creative.code(''), name: creativeNameFor(values.name) }, profileId, now)
      : null;
  if (!assetValues && !creativeValues && kind !== 'device') {
    // One row alone: one statement, and no relations yet to read back.
    const row = await insertOrConflict(ctx.db, kind, values);
    ctx.itemChanges.announce(at.tenant.id);
    return withCards(ctx, at.tenant.id, presentRow(row, []));
  }
  const { row, secret } = await ctx.db.transaction(async (tx) => {
    const row = await insertOrConflict(tx, kind, values);
    const link = {
      tenantId: at.tenant.id,
      aggregateId: at.workspace.id,
      projectId: at.workspace.projectId,
      profileId: profileId ?? '',
      start: now,
      enabled: true,
    };
    if (assetValues) {
      const asset = await insertOrConflict(tx, 'asset', assetValues);
      await linkItems(tx, { ...link, close: oneYearFrom(now), source: { item: 'venue', id: row.id }, target: { item: 'asset', id: asset.id } });
    }
    if (creativeValues) {
      const creative = await insertOrConflict(tx, 'creative', creativeValues);
      const close = new Date(Math.max(endOfYear(now).getTime(), now.getTime()));
      await linkItems(tx, { ...link, close, source: { item: 'campaign', id: row.id }, target: { item: 'creative', id: creative.id } });
    }
    const secret = kind === 'device' ? await issueDeviceSecret(tx, at.tenant.id, row.id) : undefined;
    return { row, secret };
  });
  ctx.itemChanges.announce(at.tenant.id);
  const [item] = await withRelations(ctx.db, at.tenant.id, [row], at.workspace.id);
  return secret ? { ...item, secret } : item;
}

/**
 * The asset a new venue creates: a type pair the venue form offers (docs/product/campaigns-venues-events.md §2.5),
 * named after the venue unless named, private and not yet available to others
 * (docs/product/campaigns-venues-events.md §4.6: visibility 1, available false).
 */
async function venueAssetRow(ctx: AppContext, at: LocatedWorkspace, venueName: string, wanted: CreateAsset, profileId: string | null, now: Date) {
  const offered = venueAssetType(wanted.type, wanted.subtype);
  if (!offered) throw badRequest(`Asset type '${wanted.type}' / '${wanted.subtype}' is not offered for a venue`);
  return newItemRow(ctx, 'asset', at, { name: wanted.name?.trim() || venueName, ...offered, visibility: 1, available: false }, profileId, now);
}

// Fields whose null is a value (no location, no type, no playlist); any other null means "unchanged".
const NULLABLE = new Set(['geoLocation', 'type', 'type_id', 'subtype', 'subtype_id', 'category', 'playlist']);

/** A PUT body without the fields it leaves as they are: absent, null where null is no value, and blank names or codes. */
function changedFields(kind: ItemKind, patch: Partial<AnyPatch>): Changes {
  const { id: _id, ...rest } = patch;
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(rest)) {
    if (value === undefined || (value === null && !NULLABLE.has(field))) continue;
    if ((field === 'name' || field === 'code') && value === '') continue;
    if (!WRITABLE[kind].has(field)) continue;
    out[field] = value;
  }
  return out as Changes;
}

/**
 * PUT with the changed fields: each needs its group's role (docs/product/campaigns-venues-events.md §6,
 * docs/product/creatives-assets-signage.md §6); relations are not changed here.
 */
export async function updateItem(ctx: AppContext, actor: Actor, kind: ItemKind, id: string, patch: Partial<AnyPatch>) {
  if (patch.id !== undefined && patch.id !== null && patch.id !== id) throw badRequest('The id in the body does not match the path');
  const tenant = await tenantOfActor(ctx, actor, undefined);
  const merged = isId(id) ? await mergeChanges(ctx, actor, kind, tenant, id, changedFields(kind, patch)) : null;
  if (merged === 'duplicate') throw duplicate(kind);
  if (merged) {
    ctx.itemChanges.announce(tenant.id);
    return withCards(ctx, tenant.id, presentRow(merged, embeddedRelationsOf(merged.relations, merged.aggregateId)));
  }
  // Each attempt writes over the version it read; a save that lost the race reads the item again and
  // applies its changes to what the other save stored, so neither is lost.
  for (let attempt = 1; ; attempt++) {
    const row = isId(id) ? await repo.findItemById(ctx.db, tenant.id, kind, id) : null;
    if (!row) throw notFound('Item');
    const result = await applyChanges(ctx, actor, kind, tenant, row, patch);
    if (result === 'duplicate') throw duplicate(kind);
    if (result) {
      ctx.itemChanges.announce(tenant.id);
      // A PUT does not change relations: those read with the item answer it.
      return withCards(ctx, tenant.id, presentRow(result, embeddedRelationsOf(row.relations, row.aggregateId)));
    }
    if (attempt === MAX_SAVE_ATTEMPTS) throw conflict(ITEM_MESSAGES.busy);
  }
}

const MAX_SAVE_ATTEMPTS = 5;

// Changes the document's cross-field rules (settle) or the catalogue type read with the stored ones.
const SETTLED_FIELDS = ['multifaceted', 'maxAllowed', 'availableFrom', 'availableTo'];

/**
 * The usual PUT in one statement (repo.mergeItem): when no changed field needs the stored item in code (its
 * type, the settled fields), the privilege its fields need is checked on the item's workspace by the
 * database and the fields are merged over the newest stored version. Null when it changed nothing: the
 * two-step way then reads the item and answers why (unknown, 404, 400, 403) or settles the document.
 */
async function mergeChanges(ctx: AppContext, actor: Actor, kind: ItemKind, tenant: TenantRow, id: string, changes: Changes) {
  const fields = Object.keys(changes);
  if (!fields.length || changesType(changes) || fields.some((f) => SETTLED_FIELDS.includes(f))) return null;
  const { base, deeper } = workspaceGrants(actor.grants, tenant.key);
  return repo.mergeItem(ctx.db, {
    tenantId: tenant.id,
    id,
    kind,
    need: roleForChange(KIND_RULES[kind].sections, fields),
    base,
    deeper,
    venueFamily: KIND_RULES[kind].venueFamily,
    ...changedColumns(changes),
    docChanges: documentFields(kind, changes),
  });
}

/** The columns a change sets (null: as they are). */
const changedColumns = (changes: Changes) => ({
  name: changes.name?.trim() || null,
  code: changes.code ? changes.code.trim() : null,
  enabled: typeof changes.enabled === 'boolean' ? changes.enabled : null,
  visibility: typeof changes.visibility === 'number' ? changes.visibility : null,
});

/** One attempt of a PUT on the row as read: privileges, the changed fields' roles, then the write at its version. */
async function applyChanges(ctx: AppContext, actor: Actor, kind: ItemKind, tenant: TenantRow, row: repo.ItemWithRelations, patch: Partial<AnyPatch>) {
  const owner = await ownerOf(ctx, tenant, row);
  if (privilegeOn(actor.grants, owner.resource) < Privilege.VIEWER) throw notFound('Item');
  const changes = changedFields(kind, patch);
  const fields = Object.keys(changes);
  if (!fields.length) throw badRequest(ITEM_MESSAGES.noChanges);
  requirePrivilege(actor, owner.resource, roleForChange(KIND_RULES[kind].sections, fields));

  const doc = settle(kind, { ...(row.doc as ItemDoc), ...documentFields(kind, changes) });
  let typed = { type: null as string | null, subtype: null as string | null, category: null as string | null };
  if (KIND_RULES[kind].typed && changesType(changes)) {
    const stored = { type: row.type, type_id: doc.type_id, subtype: row.subtype, subtype_id: doc.subtype_id, category: row.category };
    const type = await resolveTypeSelection(ctx, kind, mergedTypeSelection(stored, changes));
    Object.assign(doc, { type_id: type.type_id, subtype_id: type.subtype_id });
    typed = { type: type.type ?? '', subtype: type.subtype ?? '', category: type.category ?? '' };
  }
  return repo.updateItem(ctx.db, tenant.id, row.id, row.version, { ...changedColumns(changes), ...typed, doc });
}

/** POST /media-devices/{id}/secret: ADMIN on the device's workspace; the old secret stops working at once. */
export async function rotateDeviceSecret(ctx: AppContext, actor: Actor, id: string): Promise<{ secret: string }> {
  const tenant = await tenantOfActor(ctx, actor, undefined);
  const row = isId(id) ? await repo.findItemById(ctx.db, tenant.id, 'device', id) : null;
  if (!row) throw notFound('Item');
  const owner = await ownerOf(ctx, tenant, row);
  if (privilegeOn(actor.grants, owner.resource) < Privilege.VIEWER) throw notFound('Item');
  requirePrivilege(actor, owner.resource, Privilege.ADMIN);
  const secret = await issueDeviceSecret(ctx.db, tenant.id, row.id);
  // The old secret stops working here at once; other servers hear the database's notice.
  ctx.deviceSecrets.forget(row.id);
  return { secret };
}

/** For the images module: an item's id and the caller's privilege on it (own workspace, or borrowed read). Null when unknown. */
export async function itemStanding(ctx: AppContext, actor: Actor, kind: ItemKind, id: string) {
  const tenant = await tenantOfActor(ctx, actor, undefined);
  const row = isId(id) ? await repo.findItemById(ctx.db, tenant.id, kind, id) : null;
  if (!row) return null;
  const own = privilegeOn(actor.grants, (await ownerOf(ctx, tenant, row)).resource);
  return { id: row.id, privilege: own >= Privilege.VIEWER ? own : Math.max(own, await borrowedPrivilege(ctx, actor, tenant, row)) };
}

/** For the treasury: an item's workspace, project, name and type (no privilege asked: the caller checks the workspace). Null when unknown. */
export async function itemOwnerOf(ctx: AppContext, tenantId: string, kind: ItemKind, id: string) {
  const row = isId(id) ? await repo.findItemById(ctx.db, tenantId, kind, id) : null;
  return row ? { id: row.id, kind, aggregateId: row.aggregateId, projectId: row.projectId, name: row.name, type: row.type } : null;
}
