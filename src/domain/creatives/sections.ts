import { Privilege } from '../access/levels.js';
import { section, type SectionTable } from '../sections/table.js';
import type { PartField } from './parts.js';

/**
 * docs/product/creatives-assets-signage.md §6: every creative section, its cards included, is edited by ADMIN and seen
 * from VIEWER.
 */
export const CREATIVE_EDIT_ROLE = Privilege.ADMIN;

// A grid of cards (components/card-section), written card by card under /media-creatives/{id}/…; shown once the creative is stored.
const cards = (title: string) => section(title, CREATIVE_EDIT_ROLE, [], { storedOnly: true });

/**
 * The creative page's sections in the order of docs/product/creatives-assets-signage.md §2.2. `location` is written
 * through the API only (no screen edits it).
 */
export const CREATIVE_SECTIONS = {
  primary: section('Primary details', CREATIVE_EDIT_ROLE, ['code', 'name', 'location']),
  assets: cards('Creative Image Assets'),
  imageFiles: cards('Streaming Image'),
  videoFiles: cards('Streaming Video'),
  audioFiles: cards('Streaming Audio'),
  files: cards('Brochure/files'),
  formFiles: cards('Forms'),
  hyperlinks: cards('Hyperlinks'),
  arFiles: cards('AR assets'),
  vrFiles: cards('VR assets'),
  campaignActions: cards('Gratification'),
  route: cards('Mobility'),
} as const satisfies SectionTable & Record<PartField, unknown>;

export type CreativeSection = keyof typeof CREATIVE_SECTIONS;
