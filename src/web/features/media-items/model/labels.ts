import { ADDRESS_LABELS } from '../../../components/location';
import type { ItemDraft } from './draft';
import type { PrimaryField } from './kinds';

/**
 * The primary fields' labels (docs/product/campaigns-venues-events.md §2.5,
 * docs/product/creatives-assets-signage.md §2.11–2.12).
 */
export const PRIMARY_LABELS: Record<PrimaryField, string> = {
  code: 'Code',
  name: 'Name',
  description: 'Description',
  enabled: 'Enabled',
  multifaceted: 'Multifaceted',
  maxAllowed: 'Max allowed entities',
  eventhosting: 'Events can be hosted',
  enrollInMilesProgram: 'Enroll in miles program',
  phone: 'Phone',
  email: 'eMail',
  macAddress: 'Mac Address',
  tags: 'Tags',
  displayId: 'Display ID',
  orientation: 'Orientation',
  playlist: 'Playlist',
};

/** Every labelled field of an item page: a problem the server finds names the field as the page does. */
export const ITEM_LABELS: Partial<Record<keyof ItemDraft, string>> = {
  ...PRIMARY_LABELS,
  ...ADDRESS_LABELS,
  urls: 'Social media and Interaction',
  properties: 'Special properties',
  visibility: 'Visibility',
  sharedList: 'Shared with workspaces',
  partners: 'Allow Partner access',
  partnerList: 'Partner workspaces',
  available: 'Available',
  availableFrom: 'Available from',
  availableTo: 'Available until',
  schedules: 'Schedules',
};
