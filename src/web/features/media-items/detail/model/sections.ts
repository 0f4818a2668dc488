import type { PrivilegeLevel } from '../../../../../domain/access';
import { ITEM_SECTIONS, type ItemSection } from '../../../../../domain/media-items/sections';
import { pageSections } from '../../../../../domain/sections/table';
import type { MediaItem, MediaItemPageKind } from '../../../../../domain/media-items/types';

/** A section of an item page (domain/media-items/sections.ts). */
export type ItemGroup = ItemSection;

/** The fields of the form's draft, by the section that edits them (the draft's shape; which are saved comes from the kind's table). */
export const DRAFT_FIELDS = {
  primary: [
    'code',
    'name',
    'description',
    'enabled',
    'tags',
    'type',
    'type_id',
    'subtype',
    'subtype_id',
    'category',
    'multifaceted',
    'maxAllowed',
    'eventhosting',
    'enrollInMilesProgram',
    'phone',
    'email',
    'macAddress',
    'displayId',
    'orientation',
    'playlist',
  ],
  location: ['street', 'locality', 'city', 'state', 'country', 'pincode', 'geoLocation'],
  urls: ['urls'],
  properties: ['properties'],
  visibility: ['visibility', 'sharedList', 'partners', 'partnerList', 'available', 'availableFrom', 'availableTo'],
  schedules: ['schedules'],
} as const satisfies Record<string, readonly (keyof MediaItem)[]>;

export type FieldGroup = keyof typeof DRAFT_FIELDS;
export type DraftField = (typeof DRAFT_FIELDS)[FieldGroup][number];

/** The sections a kind's page draws, in order. */
export const itemGroups = (page: MediaItemPageKind, creating = false): ItemGroup[] => pageSections(ITEM_SECTIONS[page], creating) as ItemGroup[];
/** The role that edits a section of a kind's page; null when never editable or not on that page. */
export const groupRole = (page: MediaItemPageKind, group: ItemGroup): PrivilegeLevel | null =>
  Object.hasOwn(ITEM_SECTIONS[page], group) ? ITEM_SECTIONS[page][group].editRole : null;
/** A section's title. */
export const groupTitle = (page: MediaItemPageKind, group: ItemGroup): string => ITEM_SECTIONS[page][group]?.title ?? '';
/** The draft fields a kind's section saves. */
export function groupFields(page: MediaItemPageKind, group: FieldGroup): DraftField[] {
  const written = new Set<string>(ITEM_SECTIONS[page][group]?.fields ?? []);
  return DRAFT_FIELDS[group].filter((f) => written.has(f));
}
