import { presentAddress, type Address } from '../../../domain/common/place.js';
import type { Agency, Budget, FreeValues, ItemAction } from '../../../domain/media-items/item.js';
import type { ItemUrls, MediaItem, Relation, Schedule, Visibility } from '../../../domain/media-items/types.js';
import type { ItemRow } from './repo.js';

/** The part of an item kept in the `doc` column (fields no query filters on, kept as JSONB). */
export type ItemDoc = Partial<Address> & {
  description?: string;
  phone?: string;
  email?: string;
  tags?: string[];
  type_id?: string | null;
  subtype_id?: string | null;
  multifaceted?: boolean;
  maxAllowed?: number;
  urls?: ItemUrls;
  properties?: Record<string, string>;
  sharedList?: string[];
  partners?: boolean;
  partnerList?: string[];
  available?: boolean;
  availableFrom?: string;
  availableTo?: string;
  eventhosting?: boolean;
  enrollInMilesProgram?: boolean;
  macAddress?: string;
  deviceModel?: string;
  displayId?: string;
  orientation?: 0 | 1 | 2;
  playlist?: { type?: string; id?: string; name?: string } | null;
  schedules?: Schedule[];
  agency?: Agency[];
  attributes?: FreeValues;
  budgets?: Budget[];
  actions?: ItemAction[];
  optional?: FreeValues;
  sponsors?: string[];
  profile_id?: string | null;
};

export type ItemJson = MediaItem & { deviceModel?: string };

/** The fields every kind answers alike: owner ids and dates. */
export const ownedFields = (row: ItemRow, doc: ItemDoc) => ({
  aggregate_id: row.aggregateId,
  project_id: row.projectId,
  tenant_id: row.tenantId,
  profile_id: doc.profile_id ?? '',
  createdOn: row.createdOn.toISOString(),
  updatedOn: row.updatedOn.toISOString(),
});

/** The visibility record (docs/product/campaigns-venues-events.md §3.3) with its defaults. */
export const visibilityFields = (row: ItemRow, doc: ItemDoc) => ({
  visibility: row.visibility as Visibility,
  sharedList: doc.sharedList ?? [],
  partners: doc.partners ?? false,
  partnerList: doc.partnerList ?? [],
  available: doc.available ?? true,
  availableFrom: doc.availableFrom ?? row.createdOn.toISOString(),
  availableTo: doc.availableTo ?? '',
});

/** Type, sub-type and category with the catalogue ids. */
export const typeFields = (row: ItemRow, doc: ItemDoc) => ({
  type: row.type,
  type_id: doc.type_id ?? '',
  subtype: row.subtype,
  subtype_id: doc.subtype_id ?? '',
  category: row.category,
});

/** Row (+ its relations) → API JSON (docs/api.md "Items"): every field present, blanks as '' / [] / {} / null. */
export function presentItem(row: ItemRow, relations: Relation[]): ItemJson {
  const doc = row.doc as ItemDoc;
  const item: ItemJson = {
    id: row.id,
    code: row.code,
    name: row.name,
    description: doc.description ?? '',
    phone: doc.phone ?? '',
    email: doc.email ?? '',
    enabled: row.enabled,
    tags: doc.tags ?? [],
    ...typeFields(row, doc),
    multifaceted: doc.multifaceted ?? false,
    maxAllowed: doc.maxAllowed ?? 1,
    urls: doc.urls ?? {},
    properties: doc.properties ?? {},
    ...presentAddress(doc),
    ...visibilityFields(row, doc),
    eventhosting: doc.eventhosting ?? false,
    enrollInMilesProgram: doc.enrollInMilesProgram ?? false,
    schedules: doc.schedules ?? [],
    agency: doc.agency ?? [],
    attributes: doc.attributes ?? {},
    budgets: doc.budgets ?? [],
    actions: doc.actions ?? [],
    relations,
    ...ownedFields(row, doc),
  };
  if (row.kind === 'venue') Object.assign(item, { optional: doc.optional ?? {}, sponsors: doc.sponsors ?? [] });
  if (row.kind === 'device') Object.assign(item, { macAddress: doc.macAddress ?? '', deviceModel: doc.deviceModel ?? '' });
  if (row.kind === 'asset') Object.assign(item, { displayId: doc.displayId ?? '', orientation: doc.orientation ?? 0, playlist: doc.playlist ?? null });
  return item;
}
