import { Privilege } from '../access/levels.js';
import { section, type SectionTable } from '../sections/table.js';

const { ADMIN, EDITOR } = Privilege;

/**
 * The event page (docs/product/campaigns-venues-events.md §2.6) and its roles (§6): primary is ADMIN's, the others
 * EDITOR's; the brochure is an image, written with the images' role (ADMIN). Tickets is EDITOR's (its writes go to
 * /api/1.0/ti-details). Audience Statistics is a view, never editable. Visibility is written through the API only.
 */
export const EVENT_SECTIONS = {
  primary: section('Primary details', ADMIN, [
    'code',
    'name',
    'description',
    'status',
    'maxTicketsPerSlot',
    'email',
    'instrumentButtonText',
    'phone',
    'tags',
    'enabled',
    'venueOwner',
    'type',
    'type_id',
    'subtype',
    'subtype_id',
    'category',
    'eventhosting',
    'eventCampaign',
  ]),
  urls: section('Social media and Interaction', EDITOR, ['urls']),
  brochure: section('Brochure', ADMIN, [], { storedOnly: true }),
  schedules: section('Event Schedules', EDITOR, ['schedules'], { storedOnly: true }),
  venues: section('Attach Event to venues', EDITOR, [], { storedOnly: true }),
  campaigns: section('Attach campaigns to Event', EDITOR, [], { storedOnly: true }),
  partners: section('Event partners', EDITOR, ['partners', 'partnerList', 'sponsors'], { storedOnly: true }),
  tickets: section('Tickets', EDITOR, [], { storedOnly: true }),
  audience: section('Audience Statistics', null, [], { storedOnly: true }),
  visibility: section('Visibility Administration', EDITOR, ['visibility', 'sharedList', 'available', 'availableFrom', 'availableTo'], { apiOnly: true }),
} as const satisfies SectionTable;

export type EventSection = keyof typeof EVENT_SECTIONS;
