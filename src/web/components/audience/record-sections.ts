import { lazyComponent } from '../../lib/lazy-component';

// The audience sections of a record's page (its statistics, reports, attribution and campaign history) render below
// its form, from a chunk of their own each: the page paints without them (docs/performance.md "First load").
export const AudienceStatistics = lazyComponent('AudienceStatistics', () => import('./audience-statistics').then((m) => m.AudienceStatistics));
export const ItemReports = lazyComponent('ItemReports', () => import('./item-reports').then((m) => m.ItemReports));
export const CampaignAttribution = lazyComponent('CampaignAttribution', () => import('./campaign-attribution').then((m) => m.CampaignAttribution));
export const CampaignHistory = lazyComponent('CampaignHistory', () => import('./campaign-history').then((m) => m.CampaignHistory));
