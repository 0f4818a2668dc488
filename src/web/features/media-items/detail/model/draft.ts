import { DRAFT_FIELDS, groupFields, type DraftField, type FieldGroup } from './sections';
import { ITEM_MESSAGES } from '../../../../../domain/media-items/item';
import { allowedEntities } from '../../../../../domain/media-items/rules';
import { VISIBILITY, type MediaItem, type MediaItemPageKind } from '../../../../../domain/media-items/types';
import { changedOf } from '../../../../lib/draft-changes';

/** The editable fields of an item page, all present (blank rather than missing). */
export type ItemDraft = Pick<MediaItem, DraftField> & { macAddress: string; displayId: string; playlist: string };

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** The form's values for a stored item, or a new one (spec defaults: private, available a year from now). */
export function draftOf(item?: Partial<MediaItem>, now = new Date()): ItemDraft {
  return {
    code: item?.code ?? '',
    name: item?.name ?? '',
    description: item?.description ?? '',
    enabled: item?.enabled ?? true,
    tags: item?.tags ?? [],
    type: item?.type ?? '',
    type_id: item?.type_id ?? '',
    subtype: item?.subtype ?? '',
    subtype_id: item?.subtype_id ?? '',
    category: item?.category ?? '',
    multifaceted: item?.multifaceted ?? false,
    maxAllowed: item?.maxAllowed ?? 1,
    eventhosting: item?.eventhosting ?? false,
    enrollInMilesProgram: item?.enrollInMilesProgram ?? false,
    phone: item?.phone ?? '',
    email: item?.email ?? '',
    macAddress: item?.macAddress ?? '',
    displayId: item?.displayId ?? '',
    orientation: item?.orientation ?? 0,
    playlist: typeof item?.playlist === 'string' ? item.playlist : '',
    street: item?.street ?? '',
    locality: item?.locality ?? '',
    city: item?.city ?? '',
    state: item?.state ?? '',
    country: item?.country ?? '',
    pincode: item?.pincode ?? '',
    geoLocation: item?.geoLocation ?? null,
    urls: item?.urls ?? {},
    properties: item?.properties ?? {},
    visibility: item?.visibility ?? VISIBILITY.PRIVATE,
    sharedList: item?.sharedList ?? [],
    partners: item?.partners ?? false,
    partnerList: item?.partnerList ?? [],
    available: item?.available ?? true,
    availableFrom: item?.availableFrom ?? now.toISOString(),
    availableTo: item?.availableTo ?? new Date(now.getTime() + YEAR_MS).toISOString(),
    schedules: item?.schedules ?? [],
  };
}

/** Spec 02 §5: max allowed entities is at least 1 and forced back to 1 when multifaceted is unchecked. */
export function withMultifaceted(draft: ItemDraft, patch: Partial<ItemDraft>): ItemDraft {
  const next = { ...draft, ...patch };
  return { ...next, maxAllowed: allowedEntities(next.multifaceted, Number.isFinite(next.maxAllowed) ? next.maxAllowed : 1) };
}

/** The fields of a group that differ from the stored item: the body of its PUT (without id). */
export function changedFields(saved: ItemDraft, draft: ItemDraft, group: FieldGroup, page?: MediaItemPageKind): Partial<ItemDraft> {
  return changedOf(saved, draft, page ? groupFields(page, group) : DRAFT_FIELDS[group]);
}

/** The create call's body: the groups a create page shows; blanks left out (the server fills defaults). */
export function createBody(draft: ItemDraft, groups: readonly FieldGroup[]): Partial<ItemDraft> {
  const out: Record<string, unknown> = {};
  for (const g of groups) {
    for (const f of DRAFT_FIELDS[g]) {
      const v = draft[f];
      if (v === '' || v === null) continue;
      out[f] = f === 'urls' ? Object.fromEntries(Object.entries(v as object).filter(([, u]) => typeof u === 'string' && u.trim())) : v;
    }
  }
  return out as Partial<ItemDraft>;
}

/** Primary-group problems shown on the fields: name required, max allowed ≥ 1. */
export function primaryErrors(draft: ItemDraft): Partial<Record<keyof ItemDraft, string>> {
  const errors: Partial<Record<keyof ItemDraft, string>> = {};
  if (!draft.name.trim()) errors.name = ITEM_MESSAGES.nameRequired;
  if (draft.maxAllowed < 1) errors.maxAllowed = 'Minimum is 1';
  return errors;
}
