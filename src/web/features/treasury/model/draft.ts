import { VISIBILITY } from '../../../../domain/media-items/types';
import type { TiConfig } from '../../../lib/ti-configs';

/** The fields the instrument page edits, all present (blank rather than missing); dates '' while unset. */
export type TiConfigDraft = Pick<
  TiConfig,
  | 'key'
  | 'name'
  | 'description'
  | 'type'
  | 'type_id'
  | 'subtype'
  | 'subtype_id'
  | 'category'
  | 'configState'
  | 'sourceForInstrument'
  | 'revenue'
  | 'expenditure'
  | 'transferable'
  | 'usagetype'
  | 'enabled'
  | 'geoLocation'
  | 'address'
  | 'zipcode'
  | 'urls'
  | 'visibility'
  | 'sharedList'
  | 'partners'
  | 'partnerList'
  | 'available'
> & { availableFrom: string; availableTo: string; properties: Record<string, string> };

/**
 * The form's values of a stored instrument, or of a new one (docs/product/platform.md §3.12 defaults: enabled, single
 * use, private).
 */
export function draftOf(c?: Partial<TiConfig>): TiConfigDraft {
  return {
    key: c?.key ?? '',
    name: c?.name ?? '',
    description: c?.description ?? '',
    type: c?.type ?? null,
    type_id: c?.type_id ?? null,
    subtype: c?.subtype ?? null,
    subtype_id: c?.subtype_id ?? null,
    category: c?.category ?? null,
    configState: c?.configState ?? 0,
    sourceForInstrument: c?.sourceForInstrument ?? '',
    revenue: c?.revenue ?? 0,
    expenditure: c?.expenditure ?? 0,
    transferable: c?.transferable ?? false,
    usagetype: c?.usagetype ?? 'single',
    enabled: c?.enabled ?? true,
    geoLocation: c?.geoLocation ?? null,
    address: c?.address ?? '',
    zipcode: c?.zipcode ?? '',
    urls: c?.urls ?? {},
    // The properties editor edits text; numbers and flags are kept as their text.
    properties: Object.fromEntries(Object.entries(c?.properties ?? {}).map(([k, v]) => [k, String(v)])),
    visibility: c?.visibility ?? VISIBILITY.PRIVATE,
    sharedList: c?.sharedList ?? [],
    partners: c?.partners ?? false,
    partnerList: c?.partnerList ?? [],
    available: c?.available ?? true,
    availableFrom: c?.availableFrom ?? '',
    availableTo: c?.availableTo ?? '',
  };
}

/** The form's problems beside their fields: a name is required (the server says the same). */
export function formErrors(d: TiConfigDraft): Partial<Record<keyof TiConfigDraft, string>> {
  return d.name.trim() ? {} : { name: 'Name is required' };
}

export const TI_CONFIG_LABELS: Partial<Record<keyof TiConfigDraft, string>> = {
  key: 'Key',
  name: 'Name',
  description: 'Description',
  sourceForInstrument: 'Source for instrument',
  configState: 'Configuration state',
  revenue: 'Revenue',
  expenditure: 'Expenditure',
  usagetype: 'Usage type',
  address: 'Address',
  zipcode: 'Zip code',
};

export const SAVE_MESSAGES = {
  progress: 'Please wait, updating your treasury instrument.',
  saved: 'Treasury instrument saved.',
  noChanges: 'No changes to save',
};
