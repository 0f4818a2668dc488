import { Privilege } from '../access/levels.js';
import { section, type SectionTable } from '../sections/table.js';

/** The creative page's sections (spec 03 §2.2) and roles (§6: creative sections are ADMIN's). The sub-editors are not built yet. */
export const CREATIVE_SECTIONS = {
  primary: section('Primary details', Privilege.ADMIN, ['code', 'name']),
} as const satisfies SectionTable;

export type CreativeSection = keyof typeof CREATIVE_SECTIONS;
