import { Privilege, type PrivilegeLevel } from '../access/index.js';
import { CAMPAIGN_CREATIVES_ROLE, CAMPAIGN_GROUP_ROLES } from './campaign.js';

/** The groups (sections) of the campaign page this issue builds, in display order (spec 02 §2.3). */
export const CAMPAIGN_GROUPS = ['primary', 'creatives', 'schedules', 'assets', 'qr'] as const;
export type CampaignPageGroup = (typeof CAMPAIGN_GROUPS)[number];

export const CAMPAIGN_GROUP_TITLES: Record<CampaignPageGroup, string> = {
  primary: 'Primary details',
  creatives: 'Creatives for campaign',
  schedules: 'Campaign Schedule',
  assets: 'Playing on Assets',
  qr: 'QR Code Download',
};

/**
 * Spec 02 §6: primary and creatives are ADMIN's, the other groups EDITOR's; QR is never editable (null).
 * The roles the server's PUT checks (campaign.ts) are used as they are, so the pencil never offers an
 * edit the server refuses; asset anchors need EDITOR like every relation write.
 */
const ROLES: Record<CampaignPageGroup, PrivilegeLevel | null> = {
  primary: CAMPAIGN_GROUP_ROLES.primary,
  creatives: CAMPAIGN_CREATIVES_ROLE,
  schedules: CAMPAIGN_GROUP_ROLES.schedules,
  assets: Privilege.EDITOR,
  qr: null,
};

export function campaignGroupRole(group: CampaignPageGroup): PrivilegeLevel | null {
  return ROLES[group];
}

/** Whether the caller may edit `group`: its role is met and the campaign is the caller's workspace's own. */
export function mayEditCampaignGroup(group: CampaignPageGroup, privilege: PrivilegeLevel, foreign: boolean): boolean {
  const role = ROLES[group];
  return !foreign && role !== null && privilege >= role;
}

/** Spec 02 §2.3: the empty hints of the page. */
export const CAMPAIGN_HINTS = {
  schedule: 'Schedule is not set up yet.',
  venue: 'No venue owner has been assigned.',
  asset: 'No asset has been linked.',
  creative: 'No creative content has been added.',
} as const;

/** Spec 02 §2.2 texts of the list. */
export const CAMPAIGN_LIST_TEXTS = {
  title: 'Media Campaigns List',
  empty: 'No media campaigns found.',
  networkError: 'Network error',
  unknownError: 'Unknown error',
} as const;
