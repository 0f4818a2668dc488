import { newWorkspaceKey } from '../../../../domain/common/keys';
import type { WebUrls } from '../../../../domain/common/place';
import { URL_NAMES } from '../../../../domain/common/place-parts';
import type { Workspace } from '../api/workspaces';

/**
 * The editable fields of the workspace screen: the API's less its ids and stamps, all present. Currency and
 * time zone stay '' in the form until chosen (the API answers null).
 */
export type WorkspaceDraft = Omit<Workspace, 'id' | 'project_id' | 'tenant_id' | 'profile_id' | 'createdOn' | 'updatedOn' | 'currency' | 'timeZone'> & {
  currency: string;
  timeZone: string;
};

/** Fields set only when the workspace is created: its key never changes afterwards. */
export const FIXED_FIELDS = ['key'] as const;

/** Images of the primary section (docs/product/platform.md §2.12), stored as `/images?type=ma&id={id}&for={slot}`. */
export const IMAGE_SLOTS = ['banner', 'icon', 'logo'] as const;

const urlsOf = (u: WebUrls | undefined): WebUrls => Object.fromEntries(URL_NAMES.map((n) => [n, u?.[n] ?? ''])) as WebUrls;

/** The form's values for a stored workspace, or a new one with a generated key (docs/product/platform.md §3.4). */
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
