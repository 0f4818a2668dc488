/** docs/product/campaigns-venues-events.md §2.3: the empty hints of the page. */
export const CAMPAIGN_HINTS = {
  schedule: 'Schedule is not set up yet.',
  venue: 'No venue owner has been assigned.',
  asset: 'No asset has been linked.',
  creative: 'No creative content has been added.',
} as const;

/** docs/product/campaigns-venues-events.md §2.2 texts of the list. */
export const CAMPAIGN_LIST_TEXTS = {
  title: 'Media Campaigns List',
  empty: 'No media campaigns found.',
  networkError: 'Network error',
  unknownError: 'Unknown error',
} as const;
