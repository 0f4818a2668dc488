import { CAMPAIGN_MESSAGES } from '../../../domain/campaigns/types.js';
import { CAMPAIGN_SECTIONS } from '../../../domain/campaigns/sections.js';
import { CREATIVE_SECTIONS } from '../../../domain/creatives/sections.js';
import { CREATIVE_MESSAGES } from '../../../domain/creatives/types.js';
import { eventCode } from '../../../domain/events/event.js';
import { EVENT_SECTIONS } from '../../../domain/events/sections.js';
import { EVENT_MESSAGES } from '../../../domain/events/types.js';
import { ITEM_MESSAGES } from '../../../domain/media-items/types.js';
import { itemCode, upperLetters } from '../../../domain/media-items/rules.js';
import { ITEM_SECTIONS } from '../../../domain/media-items/sections.js';
import type { SectionTable } from '../../../domain/sections/table.js';
import type { MediaItemPageKind, Relation } from '../../../domain/media-items/types.js';
import { presentItem } from './present.js';
import { presentCampaign, presentCreative, presentEvent } from './present-kinds.js';
import type { ItemRow } from './repo.js';

/** Every kind these routes serve: venues, assets and devices (the item pages) and campaigns, events and creatives. */
export type ItemKind = MediaItemPageKind | 'campaign' | 'event' | 'creative';

/** What differs between kinds; the operations (list, read, create, change) are the same for all. */
export interface KindRules {
  /** 409 message for a name already used in the workspace (any case); null when names may repeat. */
  duplicate: string | null;
  nameRequired: string;
  /** When set, a POST without a code is refused with this message; otherwise a code is generated. */
  codeRequired: string | null;
  code: (name: string) => string;
  /** The item-type catalogue family of type/subtype/category, or null when the kind has no type. */
  typed: boolean;
  /** Venue-family rules on maxAllowed / multifaceted apply. */
  venueFamily: boolean;
  /** The kind's page sections: which fields a body may write and the role each needs. */
  sections: SectionTable;
  present: (row: ItemRow, relations: Relation[]) => object;
}

const pageKind = (kind: MediaItemPageKind): KindRules => ({
  duplicate: ITEM_MESSAGES.duplicateName[kind],
  nameRequired: ITEM_MESSAGES.nameRequired,
  codeRequired: null,
  code: (name) => itemCode(kind, name),
  typed: true,
  venueFamily: true,
  sections: ITEM_SECTIONS[kind],
  present: presentItem,
});

export const KIND_RULES: Record<ItemKind, KindRules> = {
  venue: pageKind('venue'),
  asset: pageKind('asset'),
  device: pageKind('device'),
  campaign: {
    duplicate: CAMPAIGN_MESSAGES.duplicateName,
    nameRequired: ITEM_MESSAGES.nameRequired,
    codeRequired: CAMPAIGN_MESSAGES.codeRequired,
    code: () => upperLetters(16),
    typed: true,
    venueFamily: false,
    sections: CAMPAIGN_SECTIONS,
    present: presentCampaign,
  },
  event: {
    duplicate: EVENT_MESSAGES.duplicateName,
    nameRequired: ITEM_MESSAGES.nameRequired,
    codeRequired: null,
    code: () => eventCode(),
    typed: true,
    venueFamily: false,
    sections: EVENT_SECTIONS,
    present: presentEvent,
  },
  creative: {
    duplicate: null,
    nameRequired: CREATIVE_MESSAGES.nameRequired,
    codeRequired: CREATIVE_MESSAGES.codeRequired,
    code: () => upperLetters(16),
    typed: false,
    venueFamily: false,
    sections: CREATIVE_SECTIONS,
    present: presentCreative,
  },
};
