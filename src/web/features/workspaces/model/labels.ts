import { ADDRESS_LABELS } from '../../../components/location';
import type { WorkspaceDraft } from './draft';

/**
 * The workspace screen's field labels (docs/product/platform.md §2.12): a problem the server finds names the field as
 * the screen does.
 */
export const WORKSPACE_LABELS = {
  key: 'Key',
  name: 'Name',
  enabled: 'Enabled',
  description: 'Description',
  currency: 'Currency',
  timeZone: 'Time zone',
  tags: 'Tags',
  ...ADDRESS_LABELS,
  urls: 'Social media and Interaction',
  properties: 'Special properties',
} satisfies Partial<Record<keyof WorkspaceDraft, string>>;
