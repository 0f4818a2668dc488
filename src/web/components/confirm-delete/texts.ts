/**
 * docs/product/platform.md §5, docs/product/campaigns-venues-events.md §8, docs/product/creatives-assets-signage.md §8:
 * the alert shown when a delete's confirmation is declined.
 */
export const DECLINED_DELETE_ALERT = 'coward';
