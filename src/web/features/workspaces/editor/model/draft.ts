import { newWorkspaceKey } from '../../../../../domain/common/keys';
import { URL_NAMES, type WebUrls } from '../../../../../domain/common/place';
import { ADDRESS_FIELDS, DEFAULT_COORDINATES } from '../../../../components/location/address';
import type { Workspace } from '../api/workspace';
import { changedOf } from '../../../../lib/draft-changes';

/**
 * The editable fields of the workspace screen: the API's less its ids and stamps, all present. Currency and
 * time zone stay '' in the form until chosen (the API answers null).
 */
export type WorkspaceDraft = Omit<Workspace, 'id' | 'project_id' | 'tenant_id' | 'profile_id' | 'createdOn' | 'updatedOn' | 'currency' | 'timeZone'> & {
  currency: string;
  timeZone: string;
};

export type SectionName = 'primary' | 'address' | 'urls' | 'properties';

/** Which fields each section saves (spec §2.12); the key is never sent once created. */
export const SECTION_FIELDS = {
  primary: ['name', 'description', 'tags', 'enabled', 'currency', 'timeZone', 'type', 'type_id', 'subtype', 'subtype_id', 'category'],
  address: ['street', 'locality', 'city', 'state', 'country', 'pincode', 'geoLocation'],
  urls: ['urls'],
  properties: ['properties'],
} as const satisfies Record<SectionName, readonly (keyof WorkspaceDraft)[]>;

export { ADDRESS_FIELDS, DEFAULT_COORDINATES };

const urlsOf = (u: WebUrls | undefined): WebUrls => Object.fromEntries(URL_NAMES.map((n) => [n, u?.[n] ?? ''])) as WebUrls;

/** The form's values for a stored workspace, or a new one with a generated key (spec §3.4). */
export function draftOf(ws?: Workspace): WorkspaceDraft {
  return {
    key: ws?.key ?? newWorkspaceKey(),
    name: ws?.name ?? '',
    description: ws?.description ?? '',
    tags: ws?.tags ?? [],
    enabled: ws?.enabled ?? true,
    currency: ws?.currency ?? '',
    timeZone: ws?.timeZone ?? '',
    type: ws?.type ?? null,
    type_id: ws?.type_id ?? null,
    subtype: ws?.subtype ?? null,
    subtype_id: ws?.subtype_id ?? null,
    category: ws?.category ?? null,
    street: ws?.street ?? '',
    locality: ws?.locality ?? '',
    city: ws?.city ?? '',
    state: ws?.state ?? '',
    country: ws?.country ?? '',
    pincode: ws?.pincode ?? '',
    geoLocation: ws?.geoLocation ?? null,
    urls: urlsOf(ws?.urls),
    properties: ws?.properties ?? {},
  };
}

export function pick<K extends keyof WorkspaceDraft>(draft: WorkspaceDraft, fields: readonly K[]): Pick<WorkspaceDraft, K> {
  return Object.fromEntries(fields.map((f) => [f, draft[f]])) as Pick<WorkspaceDraft, K>;
}

/** The fields of a section that differ from the stored workspace: the body of its PUT (without id). */
export function changedFields(saved: WorkspaceDraft, draft: WorkspaceDraft, section: SectionName): Partial<WorkspaceDraft> {
  return changedOf(saved, draft, SECTION_FIELDS[section]);
}

/** The body of the create call: every field; blank URLs are left out. */
export function createBody(draft: WorkspaceDraft): Partial<WorkspaceDraft> {
  const urls = Object.fromEntries(Object.entries(draft.urls).filter(([, v]) => v && v.trim()));
  return { ...draft, urls };
}

// The address helpers are shared with the item pages (src/web/components/location).
export { mapPoint, withAddress, withPoint } from '../../../../components/location/address';
