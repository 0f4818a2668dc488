import type { EventDraft } from './draft';

/**
 * The event page's field labels (docs/product/campaigns-venues-events.md §2.6): a problem the server finds names the
 * field as the page does.
 */
export const EVENT_LABELS = {
  code: 'Code',
  name: 'Name',
  description: 'Terms & Conditions',
  maxTicketsPerSlot: 'Maximum tickets allowed for booking per slot',
  email: 'eMail',
  instrumentButtonText: 'Event button content',
  phone: 'Phone',
  tags: 'Tags',
  enabled: 'Enabled',
  urls: 'Social media and Interaction',
  partners: 'Allow Partner access',
  partnerList: 'Partner workspaces',
} satisfies Partial<Record<keyof EventDraft, string>>;
