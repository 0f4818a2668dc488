import { allowedEntities } from '../../../../domain/media-items/rules';
import { VISIBILITY, type MediaItem } from '../../../../domain/media-items/types';

/** The editable fields of an item page, all present (blank rather than missing). */
export type ItemDraft = Pick<
  MediaItem,
  | 'code'
  | 'name'
  | 'description'
  | 'enabled'
  | 'tags'
  | 'type'
  | 'type_id'
  | 'subtype'
  | 'subtype_id'
  | 'category'
  | 'multifaceted'
  | 'maxAllowed'
  | 'eventhosting'
  | 'enrollInMilesProgram'
  | 'phone'
  | 'email'
  | 'orientation'
  | 'street'
  | 'locality'
  | 'city'
  | 'state'
  | 'country'
  | 'pincode'
  | 'geoLocation'
  | 'urls'
  | 'properties'
  | 'visibility'
  | 'sharedList'
  | 'partners'
  | 'partnerList'
  | 'available'
  | 'availableFrom'
  | 'availableTo'
  | 'schedules'
> & { macAddress: string; displayId: string; playlist: string };

const YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * The form's values for a stored item, or a new one (docs/product/platform.md §3.6 defaults: private, available a year
 * from now).
 */
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

/**
 * docs/product/campaigns-venues-events.md §5: max allowed entities is at least 1 and forced back to 1 when multifaceted
 * is unchecked.
 */
export function withMultifaceted(draft: ItemDraft): ItemDraft {
  return { ...draft, maxAllowed: allowedEntities(draft.multifaceted, Number.isFinite(draft.maxAllowed) ? draft.maxAllowed : 1) };
}
