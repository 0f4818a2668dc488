import { Privilege } from '../access/levels.js';
import { section, type SectionTable } from '../sections/table.js';

const { ADMIN, EDITOR } = Privilege;

/** The fields the Primary details section edits (docs/product/platform.md §3.12): what a create POST sends too. */
export const TI_CONFIG_PRIMARY_FIELDS = [
  'key',
  'name',
  'description',
  'type',
  'type_id',
  'subtype',
  'subtype_id',
  'category',
  'ownership',
  'sponsors',
  'ticketGenHistory',
  'pricingConfig',
  'configState',
  'sourceForInstrument',
  'revenue',
  'expenditure',
  'transferable',
  'usagetype',
  'enabled',
] as const;

/**
 * The treasury instrument page (docs/product/platform.md §2.13) and its roles (§6): primary details and location
 * ADMIN's, the others EDITOR's; events/campaigns/schedules and Audience Statistics never editable (views of what uses
 * the instrument and of its audience, docs/product/platform.md §2.13).
 */
export const TREASURY_SECTIONS = {
  primary: section('Primary details', ADMIN, TI_CONFIG_PRIMARY_FIELDS),
  location: section('Location and Address', ADMIN, ['geoLocation', 'address', 'zipcode']),
  social: section('Social media and Interaction', EDITOR, ['urls']),
  properties: section('Special properties', EDITOR, ['properties']),
  visibility: section('Visibility Administration', EDITOR, [
    'visibility',
    'sharedList',
    'partners',
    'partnerList',
    'available',
    'availableFrom',
    'availableTo',
  ]),
  anchors: section('Anchored Media-Assets', EDITOR, [], { storedOnly: true }),
  events: section('Events, Campaigns and Schedules', null, [], { storedOnly: true }),
  audience: section('Audience Statistics', null, [], { storedOnly: true }),
} satisfies SectionTable;
export type TreasurySection = keyof typeof TREASURY_SECTIONS;
