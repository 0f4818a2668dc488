import { httpUrlProblem } from '../../../../domain/common/place-parts';
import { VISIBILITY } from '../../../../domain/media-items/types';
import { tiConfigKeyProblem } from '../../../../domain/treasury/config-key';
import { TREASURY_MESSAGES } from '../../../../domain/treasury/types';
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

/**
 * The form's problems beside their fields, as the server finds them: a name is required, a new instrument's key (or
 * its name, when no key is given) must hold a letter or a digit, and social links are whole http(s) URLs.
 */
export function formErrors(d: TiConfigDraft, creating: boolean): Partial<Record<keyof TiConfigDraft, string>> {
  const errors: Partial<Record<keyof TiConfigDraft, string>> = {};
  if (!d.name.trim()) errors.name = TREASURY_MESSAGES.nameRequired;
  const key = creating && d.name.trim() ? tiConfigKeyProblem(d.key, d.name) : null;
  if (key) errors.key = key;
  const link = Object.values(d.urls)
    .map((u) => httpUrlProblem(u ?? ''))
    .find(Boolean);
  if (link) errors.urls = link;
  return errors;
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
